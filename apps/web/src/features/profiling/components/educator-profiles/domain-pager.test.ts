import { describe, expect, it } from 'vitest';
import { clampDomainIndex, pagerState } from './domain-pager';

const rating = { domainCount: 3, isDomainAnswered: false, canRate: true, percent: 0 };

describe('pagerState (part 1 §4 "Supervisor rating")', () => {
  it('hides Previous on the first domain and Next on the last', () => {
    expect(pagerState({ ...rating, index: 0 })).toMatchObject({ showPrevious: false, showNext: true });
    expect(pagerState({ ...rating, index: 1 })).toMatchObject({ showPrevious: true, showNext: true });
    expect(pagerState({ ...rating, index: 2 })).toMatchObject({ showPrevious: true, showNext: false });
  });

  it('enables Next only once every capability of the domain is rated', () => {
    expect(pagerState({ ...rating, index: 0 }).isNextEnabled).toBe(false);
    expect(pagerState({ ...rating, index: 0, isDomainAnswered: true }).isNextEnabled).toBe(true);
  });

  it('lets a read-only profile be paged freely', () => {
    expect(pagerState({ ...rating, index: 0, canRate: false }).isNextEnabled).toBe(true);
  });

  it('shows Submit Profile on the last domain at 100 % only', () => {
    expect(pagerState({ ...rating, index: 2, percent: 99, isDomainAnswered: true }).showSubmit).toBe(false);
    expect(pagerState({ ...rating, index: 1, percent: 100, isDomainAnswered: true }).showSubmit).toBe(false);
    expect(pagerState({ ...rating, index: 2, percent: 100, isDomainAnswered: true }).showSubmit).toBe(true);
  });

  it('never shows Submit Profile once the profile cannot be rated (submitted or completed)', () => {
    expect(pagerState({ ...rating, index: 2, percent: 100, canRate: false }).showSubmit).toBe(false);
  });

  it('shows neither Next nor Submit with a single domain that is not finished', () => {
    expect(pagerState({ ...rating, domainCount: 1, index: 0, percent: 50 })).toEqual({
      showPrevious: false,
      showNext: false,
      isNextEnabled: false,
      showSubmit: false,
    });
  });
});

describe('clampDomainIndex', () => {
  it('keeps the index inside the domains', () => {
    expect(clampDomainIndex(5, 3)).toBe(2);
    expect(clampDomainIndex(-1, 3)).toBe(0);
    expect(clampDomainIndex(1, 3)).toBe(1);
    expect(clampDomainIndex(0, 0)).toBe(0);
  });
});
