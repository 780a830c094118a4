import { describe, expect, it } from 'vitest';
import { businessDaysAfter, businessDaysBefore, isWeekendDate } from './business-days.js';

// 2026-12-04 is a Friday, 05 Saturday, 06 Sunday, 07 Monday.
describe('business days', () => {
  it('counts back over weekends', () => {
    expect(businessDaysBefore('2026-12-07', 1)).toBe('2026-12-04');
    expect(businessDaysBefore('2026-12-07', 5)).toBe('2026-11-30');
    expect(businessDaysBefore('2026-12-09', 2)).toBe('2026-12-07');
    expect(businessDaysBefore('2026-12-14', 6)).toBe('2026-12-04');
  });

  it('counts a weekend date from the Friday before', () => {
    expect(businessDaysBefore('2026-12-06', 1)).toBe('2026-12-04');
    expect(businessDaysBefore('2026-12-05', 1)).toBe('2026-12-04');
  });

  it('answers the date itself for zero days, weekend or not', () => {
    expect(businessDaysBefore('2026-12-05', 0)).toBe('2026-12-05');
    expect(businessDaysAfter('2026-12-07', 0)).toBe('2026-12-07');
  });

  it('counts forward over weekends, across a month and a year end', () => {
    expect(businessDaysAfter('2026-12-04', 1)).toBe('2026-12-07');
    expect(businessDaysAfter('2026-12-05', 1)).toBe('2026-12-07');
    expect(businessDaysAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(businessDaysAfter('2027-01-01', 1)).toBe('2027-01-04');
    expect(businessDaysBefore('2027-01-04', 1)).toBe('2027-01-01');
  });

  it('names weekend dates', () => {
    expect(['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map(isWeekendDate)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
