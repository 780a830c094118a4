import { describe, expect, it } from 'vitest';
import { mergeNavBadges } from './nav-badge-sources';

describe('mergeNavBadges', () => {
  it('shows a dot when any source asks for it', () => {
    expect(mergeNavBadges([{ vcm: false, profiling: true }, { vcm: true }, {}])).toEqual({
      vcm: true,
      profiling: true,
    });
  });

  it('shows none without sources', () => {
    expect(mergeNavBadges([])).toEqual({});
  });
});
