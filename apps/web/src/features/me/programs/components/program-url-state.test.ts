import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../api/my-programs';
import { listFiltersOf, programFiltersOf } from './program-url-state';

describe('the program catalogue in the address', () => {
  it('writes the set filters under the catalogue’s query keys and reads them back', () => {
    const filters = {
      ...NO_FILTERS,
      search: 'leader',
      domainId: 3,
      programType: 'elective' as const,
      from: '2026-05-01',
    };
    const list = listFiltersOf(filters);
    expect(list).toEqual({
      name_or_code_cont: 'leader',
      domain_id_eq: '3',
      program_type_eq: 'elective',
      start_date_gteq: '2026-05-01',
    });
    expect(programFiltersOf(list)).toEqual(filters);
  });

  it('reads blanks for what the address leaves out or garbles', () => {
    expect(programFiltersOf({})).toEqual(NO_FILTERS);
    expect(programFiltersOf({ domain_id_eq: 'x' }).domainId).toBe('');
  });
});
