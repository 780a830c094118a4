import { describe, expect, it } from 'vitest';
import { pathAfterInstituteSwitch } from './institute-path';

describe('pathAfterInstituteSwitch', () => {
  it('swaps the institute number in an institute path', () => {
    expect(pathAfterInstituteSwitch({ pathname: '/institutes/1/locations', search: '' }, 2)).toBe(
      '/institutes/2/locations',
    );
    expect(pathAfterInstituteSwitch({ pathname: '/institutes/12', search: '?a=1' }, 3)).toBe(
      '/institutes/3?a=1',
    );
  });

  it('keeps any other path, with its query', () => {
    expect(pathAfterInstituteSwitch({ pathname: '/users/4', search: '?tab=x' }, 2)).toBe('/users/4?tab=x');
    expect(pathAfterInstituteSwitch({ pathname: '/institutes_list/1', search: '' }, 2)).toBe(
      '/institutes_list/1',
    );
  });
});
