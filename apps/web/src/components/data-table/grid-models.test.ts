import { describe, expect, it } from 'vitest';
import {
  SORTING_ORDER,
  fromPaginationModel,
  fromSortModel,
  nextSort,
  toPaginationModel,
  toSortModel,
} from './grid-models';

describe('SORTING_ORDER', () => {
  it('starts descending (spec part 1 §9), toggles, and never unsorts', () => {
    expect(SORTING_ORDER).toEqual(['desc', 'asc']);
  });
});

describe('nextSort', () => {
  it('sorts a new column descending first, then toggles', () => {
    expect(nextSort('name', undefined)).toBe('name desc');
    expect(nextSort('name', 'date desc')).toBe('name desc');
    expect(nextSort('name', 'name desc')).toBe('name asc');
    expect(nextSort('name', 'name asc')).toBe('name desc');
  });
});

describe('toSortModel / fromSortModel', () => {
  it('turns "field desc" into a one-column model and back', () => {
    expect(toSortModel('updated_at desc')).toEqual([{ field: 'updated_at', sort: 'desc' }]);
    expect(fromSortModel([{ field: 'updated_at', sort: 'desc' }])).toBe('updated_at desc');
  });

  it('gives an empty model for no or an invalid sort', () => {
    expect(toSortModel(undefined)).toEqual([]);
    expect(toSortModel('name sideways')).toEqual([]);
  });

  it('gives no sort for an empty or unsorted model', () => {
    expect(fromSortModel([])).toBeUndefined();
    expect(fromSortModel([{ field: 'name', sort: null }])).toBeUndefined();
  });

  it('uses the first column of a multi-column model', () => {
    expect(
      fromSortModel([
        { field: 'a', sort: 'asc' },
        { field: 'b', sort: 'desc' },
      ]),
    ).toBe('a asc');
  });
});

describe('toPaginationModel / fromPaginationModel', () => {
  it('counts grid pages from 0 and API pages from 1', () => {
    expect(toPaginationModel({ page: 1, per_page: 100 })).toEqual({ page: 0, pageSize: 100 });
    expect(toPaginationModel({ page: 3, per_page: 25 })).toEqual({ page: 2, pageSize: 25 });
  });

  it('moves to the next page at the same size', () => {
    expect(fromPaginationModel({ page: 1, pageSize: 50 }, { per_page: 50 })).toEqual({
      page: 2,
      per_page: 50,
    });
  });

  it('goes back to page 1 when the page size changes', () => {
    expect(fromPaginationModel({ page: 6, pageSize: 100 }, { per_page: 25 })).toEqual({
      page: 1,
      per_page: 100,
    });
  });

  it('never goes below page 1', () => {
    expect(fromPaginationModel({ page: -1, pageSize: 25 }, { per_page: 25 })).toEqual({
      page: 1,
      per_page: 25,
    });
  });
});
