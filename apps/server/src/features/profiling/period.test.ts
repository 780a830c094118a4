import { describe, expect, it } from 'vitest';
import { passportPeriod, todayIn } from './period.js';

describe('passportPeriod', () => {
  it.each([
    [7, '2026-11-22', '2026-07-01', '2027-06-30'],
    [7, '2026-07-01', '2026-07-01', '2027-06-30'],
    [7, '2026-06-30', '2025-07-01', '2026-06-30'],
    [1, '2026-01-01', '2026-01-01', '2026-12-31'],
    [1, '2026-12-31', '2026-01-01', '2026-12-31'],
    [3, '2028-02-29', '2027-03-01', '2028-02-29'],
    [12, '2026-11-30', '2025-12-01', '2026-11-30'],
  ])('month %i, day %s: %s to %s', (month, today, start, end) => {
    expect(passportPeriod(month, today)).toEqual({ start, end });
  });

  it('reads today in the institute’s time zone', () => {
    const instant = new Date('2026-06-30T20:00:00Z');
    expect(todayIn('Australia/Melbourne', instant)).toBe('2026-07-01');
    expect(todayIn('UTC', instant)).toBe('2026-06-30');
  });
});
