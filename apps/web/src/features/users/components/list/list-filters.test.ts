import { describe, expect, it } from 'vitest';
import { toListParams, type ListFilters } from '../../../../components/data-table';
import { DEFAULT_USER_FILTERS, roleFilters, roleOf, statusFilters, statusOf } from './list-filters';

const query = (filters: ListFilters) =>
  toListParams({ filters: { ...DEFAULT_USER_FILTERS, ...filters }, page: 1, per_page: 100 }).q;

describe('status', () => {
  it('defaults to active users', () => {
    expect(statusOf(DEFAULT_USER_FILTERS)).toBe('active');
    expect(query({})).toEqual({ active_true: '1' });
  });

  it.each([
    ['active', { active_true: '1' }],
    ['inactive', { active_false: '1' }],
    ['all', {}],
  ] as const)('%s sends %j', (status, expected) => {
    expect(query(statusFilters(status))).toEqual(expected);
    expect(statusOf({ ...DEFAULT_USER_FILTERS, ...statusFilters(status) })).toBe(status);
  });
});

describe('role', () => {
  it('sends one is_<role>_true key', () => {
    expect(query({ ...statusFilters('all'), ...roleFilters('institute_admin') })).toEqual({
      is_institute_admin_true: '1',
    });
  });

  it('any role sends none, and a new role replaces the old one', () => {
    const supervisor = roleFilters('supervisor');
    expect(query({ ...supervisor, ...roleFilters('') })).toEqual({ active_true: '1' });
    expect(roleOf({ ...supervisor, ...roleFilters('guest') })).toBe('guest');
    expect(roleOf({})).toBe('');
  });
});
