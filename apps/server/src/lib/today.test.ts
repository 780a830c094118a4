import { passportPeriod } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { plusMonths, todayIn } from './today.js';

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

  it('answers from its last answer only within the same UTC minute, in zones a quarter hour off', () => {
    // Kathmandu is +5:45 and Eucla +8:45: their midnights fall at :15 past a UTC hour.
    const kathmanduMidnight = new Date('2026-11-30T18:15:00Z');
    expect(todayIn('Asia/Kathmandu', new Date(kathmanduMidnight.getTime() - 1))).toBe('2026-11-30');
    expect(todayIn('Asia/Kathmandu', kathmanduMidnight)).toBe('2026-12-01');
    expect(todayIn('Asia/Kathmandu', new Date(kathmanduMidnight.getTime() - 1))).toBe('2026-11-30');
    expect(todayIn('Australia/Eucla', new Date('2026-11-30T15:14:59.999Z'))).toBe('2026-11-30');
    expect(todayIn('Australia/Eucla', new Date('2026-11-30T15:15:00Z'))).toBe('2026-12-01');
    // Every instant of one minute, one after another, in each zone: each answer is the formatter's.
    for (const zone of ['Asia/Kathmandu', 'Australia/Eucla', 'Australia/Sydney', 'UTC']) {
      const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      for (let ms = 0; ms < 60_000; ms += 997) {
        const instant = new Date(Date.parse('2026-11-30T18:14:30Z') + ms);
        expect(todayIn(zone, instant)).toBe(format.format(instant));
      }
    }
  });
});

describe('plusMonths', () => {
  it('adds calendar months as PostgreSQL does: the month’s last day where it has no such day', () => {
    const at = (iso: string, months: number) => plusMonths(new Date(iso), months).toISOString();
    expect(at('2024-02-29T21:00:00.000Z', 12)).toBe('2025-02-28T21:00:00.000Z');
    expect(at('2026-01-31T09:30:00.000Z', 1)).toBe('2026-02-28T09:30:00.000Z');
    expect(at('2026-03-15T00:00:00.000Z', 24)).toBe('2028-03-15T00:00:00.000Z');
    expect(at('2026-12-31T23:59:59.000Z', 2)).toBe('2027-02-28T23:59:59.000Z');
  });
});
