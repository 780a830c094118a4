import { describe, expect, it } from 'vitest';
import { searchChoicesOf, searchReportExportUrl } from './search-report';

describe('searchChoicesOf', () => {
  it('splits the URL filters into params, sorting and the user filters', () => {
    expect(
      searchChoicesOf({
        year: '2026',
        mode: 'registrants',
        view_by: 'code',
        sorting: 'desc',
        user_status_eq: 'all',
        division_id_eq: '',
      }),
    ).toEqual({
      params: { year: '2026', mode: 'registrants', view_by: 'code' },
      sorting: 'desc',
      filters: { user_status_eq: 'all', division_id_eq: '' },
    });
    expect(searchChoicesOf({}).sorting).toBe('asc');
  });
});

describe('searchReportExportUrl', () => {
  it('sends the same choices as a query string, the filters as q[...], blanks left out', () => {
    const url = searchReportExportUrl('program_monthly', {
      params: { year: '2026', mode: 'completions', view_by: '' },
      sorting: 'asc',
      filters: { user_status_eq: 'active', department_id_eq: '7', division_id_eq: '' },
    });
    expect(url).toBe(
      '/api/v1/reports/program_monthly.csv?year=2026&mode=completions&sorting=asc' +
        '&q%5Buser_status_eq%5D=active&q%5Bdepartment_id_eq%5D=7',
    );
  });
});
