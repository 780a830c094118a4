import { describe, expect, it } from 'vitest';
import { formatLocal, formatWorkshopTime, placesText, pointsText } from './format';

describe('the educator program texts', () => {
  it('writes the institute’s wall-clock time with am/pm', () => {
    expect(formatLocal('2026-12-01T09:05')).toBe('1/12/26 · 9:05 am');
    expect(formatLocal('2026-12-01T00:30')).toBe('1/12/26 · 12:30 am');
    expect(formatLocal('2026-12-01T12:00')).toBe('1/12/26 · 12:00 pm');
    expect(formatLocal('2026-12-01T17:45')).toBe('1/12/26 · 5:45 pm');
  });

  it('gives the end only its time on the same day', () => {
    expect(formatWorkshopTime('2026-12-01T09:00', '2026-12-01T12:00')).toBe('1/12/26 · 9:00 am – 12:00 pm');
    expect(formatWorkshopTime('2026-12-01T09:00', '2026-12-02T12:00')).toBe(
      '1/12/26 · 9:00 am – 2/12/26 · 12:00 pm',
    );
  });

  it('counts places and points', () => {
    expect(placesText(null)).toBeNull();
    expect(placesText(0)).toBe('Full');
    expect(placesText(1)).toBe('1 place left');
    expect(placesText(4)).toBe('4 places left');
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(2.5)).toBe('2.5 points');
  });
});
