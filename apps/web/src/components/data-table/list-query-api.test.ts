import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  activeFilters,
  emptyListResponse,
  filtersEqual,
  parseListState,
  toListParams,
  toListQueryString,
  type ListState,
} from './list-query';

// The API side of the list state: what a table sends. The URL side is in list-query.test.ts.
const state = (partial: Partial<ListState> = {}): ListState => ({
  filters: {},
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  ...partial,
});

describe('filtersEqual', () => {
  it('treats blanks and missing keys alike', () => {
    expect(filtersEqual({ a: '', b: [] }, {})).toBe(true);
  });

  it('compares strings and arrays by value', () => {
    expect(filtersEqual({ a: 'x', b: ['1', '2'] }, { b: ['1', '2'], a: 'x' })).toBe(true);
    expect(filtersEqual({ b: ['1', '2'] }, { b: ['2', '1'] })).toBe(false);
    expect(filtersEqual({ a: 'x' }, { a: 'y' })).toBe(false);
    expect(filtersEqual({ a: '1' }, { a: ['1'] })).toBe(false);
  });
});

describe('activeFilters', () => {
  it('drops blanks and the sort key, and trims', () => {
    expect(activeFilters({ a: ' x ', b: '', c: [' 1', '', '2 '], d: [''], s: 'name asc' })).toEqual({
      a: 'x',
      c: ['1', '2'],
    });
  });
});

describe('toListParams', () => {
  it('puts the sort in q.s and keeps only active filters', () => {
    expect(
      toListParams(state({ filters: { name_cont: 'Jo', status_eq: '' }, sort: 'name desc', page: 2 })),
    ).toEqual({
      page: 2,
      per_page: 100,
      q: { name_cont: 'Jo', s: 'name desc' },
    });
  });

  it('has no q.s without a sort, and carries named_filter', () => {
    expect(toListParams(state({ named_filter: 'live' }))).toEqual({
      page: 1,
      per_page: 100,
      q: {},
      named_filter: 'live',
    });
  });
});

describe('toListQueryString', () => {
  it('writes the API list query in bracket format', () => {
    expect(toListQueryString({ page: 2, per_page: 50, q: { name_cont: 'x', s: 'name desc' } })).toBe(
      'q[name_cont]=x&q[s]=name+desc&page=2&per_page=50',
    );
  });

  it('always sends page and per_page', () => {
    expect(toListQueryString({ page: 1, per_page: 100, q: {} })).toBe('page=1&per_page=100');
  });

  it('writes _in arrays as q[x_in][]=', () => {
    expect(toListQueryString({ page: 1, per_page: 25, q: { id_in: ['1', '2'] } })).toBe(
      'q[id_in][]=1&q[id_in][]=2&page=1&per_page=25',
    );
  });

  it('puts the sort after the filters whatever the key order', () => {
    expect(toListQueryString({ page: 1, per_page: 25, q: { s: 'id asc', a_eq: '1' } })).toBe(
      'q[a_eq]=1&q[s]=id+asc&page=1&per_page=25',
    );
  });

  it('leaves out blank filters and a blank sort', () => {
    expect(toListQueryString({ page: 1, per_page: 25, q: { a_cont: ' ', b_in: [], s: '' } })).toBe(
      'page=1&per_page=25',
    );
  });

  it('encodes values: spaces as +, and & = + # % safely', () => {
    expect(toListQueryString({ page: 1, per_page: 25, q: { name_cont: 'R&D = 50% +1 #2' } })).toBe(
      'q[name_cont]=R%26D+%3D+50%25+%2B1+%232&page=1&per_page=25',
    );
  });

  it('adds named_filter', () => {
    expect(toListQueryString({ page: 1, per_page: 25, q: {}, named_filter: 'draft' })).toBe(
      'named_filter=draft&page=1&per_page=25',
    );
  });

  it('is read back by URLSearchParams into the same values', () => {
    const text = toListQueryString({
      page: 3,
      per_page: 50,
      q: { name_cont: 'a b+c', id_in: ['1', '2'], s: 'x desc' },
    });
    expect(parseListState(new URLSearchParams(text))).toEqual({
      filters: { name_cont: 'a b+c', id_in: ['1', '2'] },
      sort: 'x desc',
      page: 3,
      per_page: 50,
    });
  });
});

describe('emptyListResponse', () => {
  it('has no rows and a total of 0 on the asked page', () => {
    expect(emptyListResponse({ page: 2, per_page: 25 })).toEqual({
      data: [],
      meta: { total: 0, page: 2, per_page: 25 },
    });
  });
});
