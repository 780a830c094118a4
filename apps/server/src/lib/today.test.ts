import { passportPeriod } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { todayIn } from './today.js';

describe('todayIn', () => {
  it('reads the date in the zone, not in UTC', () => {
    const instant = new Date('2026-06-30T20:00:00Z');
    expect(todayIn('Australia/Melbourne', instant)).toBe('2026-07-01');
    expect(todayIn('UTC', instant)).toBe('2026-06-30');
    expect(todayIn('America/Los_Angeles', new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
  });

  it('starts the Sydney period at Sydney midnight: a UTC instant still in June is already July there', () => {
    // 2026-06-30T14:00Z is 00:00 on 1 July in Sydney (AEST, +10): the new passport year has begun.
    const midnight = new Date('2026-06-30T14:00:00Z');
    expect(passportPeriod(7, todayIn('Australia/Sydney', midnight))).toEqual({
      start: '2026-07-01',
      end: '2027-06-30',
    });
    const justBefore = new Date(midnight.getTime() - 1);
    expect(passportPeriod(7, todayIn('Australia/Sydney', justBefore))).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
    });
    expect(passportPeriod(7, todayIn('UTC', midnight)).start).toBe('2025-07-01');
  });

  it('follows daylight saving: Sydney is +11 in January', () => {
    expect(todayIn('Australia/Sydney', new Date('2026-12-31T12:59:59Z'))).toBe('2026-12-31');
    expect(todayIn('Australia/Sydney', new Date('2026-12-31T13:00:00Z'))).toBe('2027-01-01');
  });
});
