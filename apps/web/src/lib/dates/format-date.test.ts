import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatProfileDateTime, parseDate, toApiDate } from './format-date';

// Local-time constructors keep these tests independent of the machine's time zone.
const afternoon = new Date(2024, 2, 5, 14, 7);
const morning = new Date(2025, 11, 25, 9, 30);
const midnight = new Date(2024, 0, 1, 0, 0);

describe('parseDate', () => {
  it('keeps a valid Date', () => {
    expect(parseDate(afternoon)).toBe(afternoon);
  });

  it('reads a bare ISO date as local midnight, not UTC', () => {
    const date = parseDate('2024-03-05');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 2, 5, 0,
    ]);
  });

  it('reads an ISO date-time with an offset as that instant', () => {
    expect(parseDate('2024-03-05T14:07:00Z')?.toISOString()).toBe('2024-03-05T14:07:00.000Z');
  });

  it.each([null, undefined, '', '   ', 'not a date', '2024-13-45', new Date(Number.NaN)])(
    'gives null for %s',
    (value) => {
      expect(parseDate(value)).toBeNull();
    },
  );
});

describe('formatDate (d/M/yy)', () => {
  it('drops leading zeros and shows a two-digit year', () => {
    expect(formatDate(afternoon)).toBe('5/3/24');
    expect(formatDate(morning)).toBe('25/12/25');
  });

  it('formats a bare ISO string on the same calendar day', () => {
    expect(formatDate('2024-03-05')).toBe('5/3/24');
  });

  it('formats a local ISO date-time string', () => {
    expect(formatDate('2024-03-05T23:59:00')).toBe('5/3/24');
  });

  it.each([null, undefined, '', 'garbage'])('gives an empty string for %s', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('formatDateTime (d/M/yy h:mm a)', () => {
  it('uses a 12-hour clock with AM/PM', () => {
    expect(formatDateTime(afternoon)).toBe('5/3/24 2:07 PM');
    expect(formatDateTime(morning)).toBe('25/12/25 9:30 AM');
  });

  it('shows midnight as 12:00 AM', () => {
    expect(formatDateTime(midnight)).toBe('1/1/24 12:00 AM');
  });

  it('formats a local ISO date-time string', () => {
    expect(formatDateTime('2024-03-05T14:07:00')).toBe('5/3/24 2:07 PM');
  });

  it('gives an empty string for null or invalid', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('31/02/2024')).toBe('');
  });
});

describe('formatProfileDateTime (d/M/yy · h:mm a)', () => {
  it('separates date and time with a middle dot', () => {
    expect(formatProfileDateTime(afternoon)).toBe('5/3/24 · 2:07 PM');
  });

  it('gives an empty string for null or invalid', () => {
    expect(formatProfileDateTime(undefined)).toBe('');
    expect(formatProfileDateTime('nope')).toBe('');
  });
});

describe('toApiDate (yyyy-MM-dd)', () => {
  it('pads month and day', () => {
    expect(toApiDate(afternoon)).toBe('2024-03-05');
    expect(toApiDate(morning)).toBe('2025-12-25');
  });

  it('keeps the local calendar day late in the evening', () => {
    expect(toApiDate(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05');
  });

  it('round-trips an API date string', () => {
    expect(toApiDate('2024-03-05')).toBe('2024-03-05');
  });

  it('gives an empty string for null or invalid', () => {
    expect(toApiDate(null)).toBe('');
    expect(toApiDate('')).toBe('');
  });
});
