import { describe, expect, it } from 'vitest';
import { usersExportUrl } from './list-users';

describe('usersExportUrl', () => {
  it('carries the filters and sort but not the page', () => {
    const url = usersExportUrl({
      page: 3,
      per_page: 50,
      q: { active_true: '1', full_name_cont: 'ann lee', s: 'email desc' },
    });
    expect(url).toBe('/api/v1/users.csv?q[active_true]=1&q[full_name_cont]=ann+lee&q[s]=email+desc');
  });

  it('is the bare path without filters', () => {
    expect(usersExportUrl({ page: 1, per_page: 100, q: {} })).toBe('/api/v1/users.csv');
  });
});
