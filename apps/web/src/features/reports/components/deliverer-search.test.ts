import { describe, expect, it } from 'vitest';
import { addressOf, isSameSearch, searchFromAddress } from './deliverer-search';

const read = (query: string) => searchFromAddress(new URLSearchParams(query));

describe('the Who May Deliver search in the address', () => {
  it('reads a unit, a qualification and the day in the API’s keys', () => {
    expect(read('q[unit_code_eq]=BSBCMM511&q[as_at_eq]=2026-03-01')).toEqual({
      mode: 'unit',
      code: 'BSBCMM511',
      asAt: '2026-03-01',
    });
    expect(read('q[qualification_code_eq]=BSB50420')).toEqual({
      mode: 'qualification',
      code: 'BSB50420',
      asAt: '',
    });
  });

  it('prefers a unit when both are named, and reads the first links (?unit=&as_at=)', () => {
    expect(read('q[qualification_code_eq]=BSB50420&q[unit_code_eq]=U1')?.mode).toBe('unit');
    expect(read('unit=BSBCMM511&as_at=2026-01-02')).toEqual({
      mode: 'unit',
      code: 'BSBCMM511',
      asAt: '2026-01-02',
    });
  });

  it('names no search without a code (blank counts as none)', () => {
    expect(read('')).toBeNull();
    expect(read('q[unit_code_eq]=%20&q[as_at_eq]=2026-03-01')).toBeNull();
  });

  it('writes a search back as its mode’s key, trimmed, on page 1, keeping a qualification’s page size', () => {
    const current = new URLSearchParams('q[unit_code_eq]=OLD&page=3&per_page=25&unit=OLD');
    expect(
      addressOf({ mode: 'qualification', code: ' BSB50420 ', asAt: '2026-03-01' }, current).toString(),
    ).toBe('q%5Bqualification_code_eq%5D=BSB50420&q%5Bas_at_eq%5D=2026-03-01&per_page=25');
    expect(addressOf({ mode: 'unit', code: 'U1', asAt: '' }, current).toString()).toBe(
      'q%5Bunit_code_eq%5D=U1',
    );
    const round = addressOf({ mode: 'unit', code: 'U1', asAt: '2026-03-01' }, current);
    expect(searchFromAddress(round)).toEqual({ mode: 'unit', code: 'U1', asAt: '2026-03-01' });
  });

  it('compares searches by what they ask', () => {
    const a = { mode: 'unit', code: 'U1', asAt: '' } as const;
    expect(isSameSearch(a, { ...a, code: ' U1 ' })).toBe(true);
    expect(isSameSearch(a, { ...a, mode: 'qualification' })).toBe(false);
    expect(isSameSearch(a, null)).toBe(false);
  });
});
