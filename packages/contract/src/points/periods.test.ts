import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  passportPeriod,
  passportPeriodOfYear,
  passportYearOf,
  REPORT_PERIOD_COUNT,
  reportPeriods,
} from './periods.js';

const DAY = 86_400_000;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;

const months = fc.integer({ min: 1, max: 12 });
const dates = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const years = fc.integer({ min: 1900, max: 2199 });

describe('passportPeriod', () => {
  it.each([
    [7, '2026-11-22', '2026-07-01', '2027-06-30'],
    [7, '2026-07-01', '2026-07-01', '2027-06-30'],
    [7, '2026-06-30', '2025-07-01', '2026-06-30'],
    [1, '2026-01-01', '2026-01-01', '2026-12-31'],
    [1, '2026-12-31', '2026-01-01', '2026-12-31'],
    [12, '2026-12-01', '2026-12-01', '2027-11-30'],
    [12, '2026-11-30', '2025-12-01', '2026-11-30'],
    [12, '2027-01-01', '2026-12-01', '2027-11-30'],
    [3, '2028-02-29', '2027-03-01', '2028-02-29'],
    [3, '2027-02-28', '2026-03-01', '2027-02-28'],
    [3, '2100-02-28', '2099-03-01', '2100-02-28'],
    [3, '2000-02-29', '1999-03-01', '2000-02-29'],
  ])('anniversary month %i, %s: %s to %s', (month, date, start, end) => {
    expect(passportPeriod(month, date)).toEqual({ start, end });
  });

  it('refuses a month outside 1–12 and a date that is not YYYY-MM-DD', () => {
    expect(() => passportPeriod(0, '2026-01-01')).toThrow(RangeError);
    expect(() => passportPeriod(13, '2026-01-01')).toThrow(RangeError);
    expect(() => passportPeriod(7, '1/7/2026')).toThrow(RangeError);
  });

  it('puts every date in the period of its passport year, and in no other', () => {
    fc.assert(
      fc.property(months, dates, (month, date) => {
        const year = passportYearOf(month, date);
        const period = passportPeriod(month, date);
        expect(period).toEqual(passportPeriodOfYear(month, year));
        expect(period.start <= date && date <= period.end).toBe(true);
        expect(passportPeriodOfYear(month, year - 1).end < date).toBe(true);
        expect(passportPeriodOfYear(month, year + 1).start > date).toBe(true);
      }),
    );
  });

  it('makes contiguous periods of twelve whole months, starting on the anniversary month', () => {
    fc.assert(
      fc.property(months, years, (month, year) => {
        const period = passportPeriodOfYear(month, year);
        expect(dayAfter(period.end)).toBe(passportPeriodOfYear(month, year + 1).start);
        expect(period.start).toMatch(new RegExp(`^${year}-${String(month).padStart(2, '0')}-01$`));
        expect(dayAfter(period.end).slice(5)).toBe(period.start.slice(5));
        expect([364, 365]).toContain(daysBetween(period.start, period.end));
      }),
    );
  });
});

describe('reportPeriods', () => {
  it('offers 11 years from next year back, newest first, the current one marked', () => {
    const periods = reportPeriods(7, '2026-06-30');
    expect(periods).toHaveLength(REPORT_PERIOD_COUNT);
    expect(periods.map((p) => p.year)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016,
    ]);
    expect(periods.filter((p) => p.isCurrent)).toEqual([
      { year: 2025, start: '2025-07-01', end: '2026-06-30', isCurrent: true },
    ]);
    expect(periods[0]).toEqual({ year: 2026, start: '2026-07-01', end: '2027-06-30', isCurrent: false });
  });

  it('marks as current exactly the period containing today, the latest that has started', () => {
    fc.assert(
      fc.property(months, dates, (month, today) => {
        const periods = reportPeriods(month, today);
        const current = periods.filter((p) => p.isCurrent);
        expect(current).toHaveLength(1);
        expect(current[0]!.start <= today && today <= current[0]!.end).toBe(true);
        expect(periods.filter((p) => p.start <= today)[0]).toBe(current[0]);
        expect(periods[0]!.start > today).toBe(true);
      }),
    );
  });
});
