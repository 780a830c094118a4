import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  isBlankFilter,
  listExportUrl,
  parseListState,
  parseSort,
  writeListState,
  type ListState,
  type ListStateOptions,
} from './list-query';

const search = (text: string) => new URLSearchParams(text);
const state = (partial: Partial<ListState> = {}): ListState => ({
  filters: {},
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  ...partial,
});
/** Decoded, so expectations read like the URL a person sees. */
const decoded = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('constants', () => {
  it('defaults to 100 rows with 25, 50 and 100 on offer', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(100);
    expect(PAGE_SIZE_OPTIONS).toEqual([25, 50, 100]);
  });
});

describe('isBlankFilter', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['  ', true],
    [[], true],
    [['', ' '], true],
    ['x', false],
    [['', '1'], false],
    ['0', false],
  ] as const)('%j → %s', (value, expected) => {
    expect(isBlankFilter(value as string | string[] | undefined)).toBe(expected);
  });
});

describe('parseSort', () => {
  it('reads field and direction', () => {
    expect(parseSort('name desc')).toEqual({ field: 'name', direction: 'desc' });
    expect(parseSort('  updated_at   ASC ')).toEqual({ field: 'updated_at', direction: 'asc' });
  });

  it('takes a bare field as ascending, like the server', () => {
    expect(parseSort('family_name')).toEqual({ field: 'family_name', direction: 'asc' });
  });

  it.each([undefined, '', 'name sideways', 'name desc extra', 'drop table;'])('rejects %j', (value) => {
    expect(parseSort(value)).toBeNull();
  });
});

describe('parseListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseListState(search(''))).toEqual({ filters: {}, sort: undefined, page: 1, per_page: 100 });
  });

  it('reads filters, sort, page and per_page in bracket format', () => {
    expect(parseListState(search('q[name_cont]=x&q[s]=name+desc&page=2&per_page=50'))).toEqual({
      filters: { name_cont: 'x' },
      sort: 'name desc',
      page: 2,
      per_page: 50,
    });
  });

  it('reads percent-encoded brackets the same way', () => {
    const state = parseListState(search('q%5Bname_cont%5D=a%20b&q%5Bs%5D=name%20asc'));
    expect(state.filters).toEqual({ name_cont: 'a b' });
    expect(state.sort).toBe('name asc');
  });

  it('reads q[x_in][] as an array, in order', () => {
    expect(parseListState(search('q[id_in][]=1&q[id_in][]=2&q[id_in][]=3')).filters).toEqual({
      id_in: ['1', '2', '3'],
    });
  });

  it('keeps a single q[x_in][] value as an array', () => {
    expect(parseListState(search('q[id_in][]=7')).filters).toEqual({ id_in: ['7'] });
  });

  it('reads indexed brackets and repeated keys as arrays too', () => {
    expect(parseListState(search('q[id_in][0]=1&q[id_in][1]=2')).filters).toEqual({ id_in: ['1', '2'] });
    expect(parseListState(search('q[id_in]=1&q[id_in]=2')).filters).toEqual({ id_in: ['1', '2'] });
  });

  it('ignores keys that are not its own', () => {
    const state = parseListState(search('tab=draft&q=plain&q[a][b]=deep&x[name_cont]=y&q[]=z'));
    expect(state.filters).toEqual({});
  });

  it('fills in default filters and sort the URL does not mention', () => {
    const options: ListStateOptions = {
      defaultFilters: { status_eq: 'active' },
      defaultSort: 'updated_at desc',
    };
    expect(parseListState(search('q[name_cont]=Jo'), options)).toMatchObject({
      filters: { status_eq: 'active', name_cont: 'Jo' },
      sort: 'updated_at desc',
    });
  });

  it('lets an explicit blank in the URL beat a default ("All" beats "Active")', () => {
    const options = { defaultFilters: { status_eq: 'active', id_in: ['1'] } };
    expect(parseListState(search('q[status_eq]=&q[id_in][]='), options).filters).toEqual({
      status_eq: '',
      id_in: [],
    });
  });

  it('lets a URL value beat a default', () => {
    const options = { defaultFilters: { status_eq: 'active' } };
    expect(parseListState(search('q[status_eq]=inactive'), options).filters).toEqual({
      status_eq: 'inactive',
    });
  });

  it('falls back to the default sort when the URL sort is invalid', () => {
    expect(parseListState(search('q[s]=name+sideways'), { defaultSort: 'id desc' }).sort).toBe('id desc');
    expect(parseListState(search('q[s]=name+sideways')).sort).toBeUndefined();
  });

  it('takes the first of several sorts (the free grid sorts one column)', () => {
    expect(parseListState(search('q[s][]=&q[s][]=name+desc&q[s][]=id+asc')).sort).toBe('name desc');
  });

  it.each(['0', '-1', 'abc', '1.5', '', '99999999999999999999'])('reads page=%j as page 1', (page) => {
    expect(parseListState(search(`page=${page}`)).page).toBe(1);
  });

  it.each(['1000', '10', '0', 'x'])('falls back to the default page size for per_page=%s', (perPage) => {
    expect(parseListState(search(`per_page=${perPage}`)).per_page).toBe(100);
  });

  it('honours custom page size options and default', () => {
    const options = { pageSizeOptions: [10, 20], defaultPerPage: 10 };
    expect(parseListState(search('per_page=20'), options).per_page).toBe(20);
    expect(parseListState(search('per_page=100'), options).per_page).toBe(10);
  });

  it('reads named_filter', () => {
    expect(parseListState(search('named_filter=live')).named_filter).toBe('live');
    expect(parseListState(search('named_filter=')).named_filter).toBeUndefined();
  });

  it('reads only its own prefix when two tables share a page', () => {
    const url = search('q[name_cont]=a&page=3&reg.q[name_cont]=b&reg.page=2&reg.q[s]=id+desc');
    expect(parseListState(url, { prefix: 'reg.' })).toEqual({
      filters: { name_cont: 'b' },
      sort: 'id desc',
      page: 2,
      per_page: 100,
    });
    expect(parseListState(url).filters).toEqual({ name_cont: 'a' });
  });
});

describe('writeListState', () => {
  it('writes nothing for the default state', () => {
    expect(writeListState(search(''), state()).toString()).toBe('');
  });

  it('writes filters, sort, page and per_page in bracket format', () => {
    const next = writeListState(
      search(''),
      state({ filters: { name_cont: 'x' }, sort: 'name desc', page: 2, per_page: 50 }),
    );
    expect(decoded(next)).toBe('q[name_cont]=x&q[s]=name+desc&page=2&per_page=50');
  });

  it('writes arrays with [] and skips blank filters', () => {
    const next = writeListState(
      search(''),
      state({ filters: { id_in: ['1', '2'], name_cont: '', empty_in: [] } }),
    );
    expect(decoded(next)).toBe('q[id_in][]=1&q[id_in][]=2');
  });

  it('keeps keys that are not its own and replaces its own', () => {
    const next = writeListState(search('tab=draft&q[old_cont]=x&page=4&per_page=25'), state({ page: 2 }));
    expect(decoded(next)).toBe('tab=draft&page=2');
  });

  it('leaves out filters and sort equal to their defaults', () => {
    const options = { defaultFilters: { status_eq: 'active' }, defaultSort: 'name asc' };
    const next = writeListState(
      search(''),
      state({ filters: { status_eq: 'active' }, sort: 'name asc' }),
      options,
    );
    expect(next.toString()).toBe('');
  });

  it('writes an explicit blank for a default that was cleared or removed', () => {
    const options = { defaultFilters: { status_eq: 'active', role_eq: 'educator' } };
    const next = writeListState(search(''), state({ filters: { status_eq: '' } }), options);
    expect(decoded(next)).toBe('q[status_eq]=&q[role_eq]=');
  });

  it('writes a sort that differs from the default, and never the q.s filter key', () => {
    const next = writeListState(search(''), state({ filters: { s: 'ignored asc' }, sort: 'name desc' }), {
      defaultSort: 'name asc',
    });
    expect(decoded(next)).toBe('q[s]=name+desc');
  });

  it('writes per_page only when it is not the default', () => {
    expect(writeListState(search(''), state({ per_page: 25 }), { defaultPerPage: 25 }).toString()).toBe('');
    expect(writeListState(search(''), state({ per_page: 100 }), { defaultPerPage: 25 }).toString()).toBe(
      'per_page=100',
    );
  });

  it('writes under its prefix and leaves the other table alone', () => {
    const next = writeListState(
      search('q[name_cont]=a&reg.page=5'),
      state({ filters: { x_eq: '1' }, page: 2 }),
      {
        prefix: 'reg.',
      },
    );
    expect(decoded(next)).toBe('q[name_cont]=a&reg.q[x_eq]=1&reg.page=2');
  });

  it('writes named_filter', () => {
    expect(writeListState(search(''), state({ named_filter: 'past' })).toString()).toBe('named_filter=past');
  });

  it.each<[string, ListStateOptions]>([
    ['q[name_cont]=a+b&q[id_in][]=1&q[id_in][]=2&q[s]=name+desc&page=3&per_page=25', {}],
    ['q[status_eq]=&q[s]=id+asc', { defaultFilters: { status_eq: 'active' } }],
    ['tab=x&p.q[a_eq]=1&p.page=2', { prefix: 'p.' }],
  ])('round-trips %s', (url, options) => {
    const first = parseListState(search(url), options);
    const again = parseListState(writeListState(search(url), first, options), options);
    expect(again).toEqual(first);
  });
});

describe('listExportUrl', () => {
  it('keeps the filters and sort and leaves the page out', () => {
    const params = { page: 3, per_page: 50, q: { status_eq: 'pending', name_cont: '', s: 'name desc' } };
    expect(listExportUrl('/api/v2/registrations.csv', params)).toBe(
      '/api/v2/registrations.csv?q[status_eq]=pending&q[s]=name+desc',
    );
  });

  it('is the bare path without filters', () => {
    expect(listExportUrl('/api/v1/users.csv', { page: 1, per_page: 100, q: {} })).toBe('/api/v1/users.csv');
  });
});
