import { describe, expect, it } from 'vitest';
import { divisionFilters, filterList, filterText } from './filter-values';

describe('filterText', () => {
  it('shows a string as it is and nothing for no value', () => {
    expect(filterText('active')).toBe('active');
    expect(filterText(undefined)).toBe('');
  });

  it('shows the first of a list', () => {
    expect(filterText(['1', '2'])).toBe('1');
    expect(filterText([])).toBe('');
  });
});

describe('filterList', () => {
  it('wraps a single value and keeps a list', () => {
    expect(filterList('1')).toEqual(['1']);
    expect(filterList(['1', '2'])).toEqual(['1', '2']);
  });

  it('gives an empty list for no value or a blank', () => {
    expect(filterList(undefined)).toEqual([]);
    expect(filterList('')).toEqual([]);
  });
});

describe('divisionFilters', () => {
  it('sets the division and resets the department to All', () => {
    expect(divisionFilters('3')).toEqual({ division_id_eq: '3', department_id_eq: '' });
    expect(divisionFilters('')).toEqual({ division_id_eq: '', department_id_eq: '' });
  });
});
