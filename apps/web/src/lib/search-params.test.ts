import { describe, expect, it } from 'vitest';
import { searchWith, toSearchParams, withSearchParams } from './search-params';

describe('toSearchParams', () => {
  it('writes nested filters and arrays in the bracket format', () => {
    const query = toSearchParams({ q: { name_cont: 'ann', status_in: ['a', 'b'] }, page: 2 });
    expect(decodeURIComponent(query.toString())).toBe(
      'q[name_cont]=ann&q[status_in][]=a&q[status_in][]=b&page=2',
    );
  });

  it('leaves out empty values', () => {
    expect(toSearchParams({ q: { name_cont: '' }, page: undefined, s: null }).toString()).toBe('');
  });
});

describe('withSearchParams', () => {
  it('appends to a path, or leaves it alone when there is nothing to add', () => {
    expect(withSearchParams('/api/v1/users', { per_page: 25 })).toBe('/api/v1/users?per_page=25');
    expect(withSearchParams('/api/v1/users?page=1', { per_page: 25 })).toBe(
      '/api/v1/users?page=1&per_page=25',
    );
    expect(withSearchParams('/api/v1/users', {})).toBe('/api/v1/users');
  });
});

describe('searchWith', () => {
  it('sets and removes the named parameters and keeps the others', () => {
    const current = new URLSearchParams('tab=draft&page=3&q[name_cont]=math');
    expect(searchWith(current, { tab: 'past', page: null })).toEqual({
      search: 'tab=past&q%5Bname_cont%5D=math',
    });
    expect(searchWith(current, { tab: null, page: null, 'q[name_cont]': null })).toEqual({ search: '' });
    expect(current.toString()).toBe('tab=draft&page=3&q%5Bname_cont%5D=math');
  });
});
