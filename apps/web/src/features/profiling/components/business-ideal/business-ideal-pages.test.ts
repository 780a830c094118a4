import { describe, expect, it } from 'vitest';
import { activeDomainsInOrder, domainPager, firstActiveDomain } from './business-ideal-pages';

const domain = (id: number, display_order: number, active = true) => ({ id, display_order, active });

describe('activeDomainsInOrder', () => {
  it('keeps the active domains, in display order', () => {
    const domains = [domain(1, 3), domain(2, 1, false), domain(3, 2), domain(4, 4, false)];
    expect(activeDomainsInOrder(domains).map((d) => d.id)).toEqual([3, 1]);
  });

  it('breaks display order ties by id and leaves its input alone', () => {
    const domains = [domain(9, 1), domain(5, 1)];
    expect(activeDomainsInOrder(domains).map((d) => d.id)).toEqual([5, 9]);
    expect(domains.map((d) => d.id)).toEqual([9, 5]);
  });
});

describe('firstActiveDomain', () => {
  it('is the active domain with the lowest display order', () => {
    expect(firstActiveDomain([domain(1, 1, false), domain(2, 3), domain(3, 2)])?.id).toBe(3);
  });

  it('is undefined when no domain is active', () => {
    expect(firstActiveDomain([domain(1, 1, false)])).toBeUndefined();
    expect(firstActiveDomain([])).toBeUndefined();
  });
});

describe('domainPager', () => {
  it('hides Previous on the first domain and Next on the last', () => {
    expect(domainPager(0, 3)).toEqual({ index: 0, hasPrevious: false, hasNext: true });
    expect(domainPager(1, 3)).toEqual({ index: 1, hasPrevious: true, hasNext: true });
    expect(domainPager(2, 3)).toEqual({ index: 2, hasPrevious: true, hasNext: false });
  });

  it('offers neither with one domain or none', () => {
    expect(domainPager(0, 1)).toEqual({ index: 0, hasPrevious: false, hasNext: false });
    expect(domainPager(0, 0)).toEqual({ index: 0, hasPrevious: false, hasNext: false });
  });

  it('keeps the page inside a list that got shorter', () => {
    expect(domainPager(5, 2)).toEqual({ index: 1, hasPrevious: true, hasNext: false });
    expect(domainPager(-1, 2).index).toBe(0);
  });
});
