import { describe, expect, it } from 'vitest';
import { parseProfileFilter } from './profile-filter';

describe('parseProfileFilter', () => {
  it('reads the three named filters', () => {
    expect(parseProfileFilter('open')).toBe('open');
    expect(parseProfileFilter('resolved')).toBe('resolved');
    expect(parseProfileFilter('in_progress')).toBe('in_progress');
  });

  it.each([null, '', 'all', 'OPEN'])('defaults %s to Open Profiles', (value) => {
    expect(parseProfileFilter(value)).toBe('open');
  });
});
