import { describe, expect, it } from 'vitest';
import { businessDaysBefore, isPastCutOff, registrationClosesOn } from './registration-window.js';

describe('registration window', () => {
  it('counts business days back, skipping weekends', () => {
    // 2026-12-07 is a Monday: 1 business day before is Friday 4 December.
    expect(businessDaysBefore('2026-12-07', 1)).toBe('2026-12-04');
    expect(businessDaysBefore('2026-12-07', 5)).toBe('2026-11-30');
    expect(businessDaysBefore('2026-12-09', 2)).toBe('2026-12-07');
    // A Sunday start: 1 business day before is the Friday.
    expect(businessDaysBefore('2026-12-06', 1)).toBe('2026-12-04');
  });

  it('closes on the start date without a cut-off, and never for a program without dates', () => {
    expect(registrationClosesOn('2026-12-07', null)).toBe('2026-12-07');
    expect(registrationClosesOn('2026-12-07', 0)).toBe('2026-12-07');
    expect(registrationClosesOn(null, 3)).toBeNull();
  });

  it('is past the cut-off only after the closing day', () => {
    expect(isPastCutOff('2026-12-04', '2026-12-07', 1)).toBe(false);
    expect(isPastCutOff('2026-12-05', '2026-12-07', 1)).toBe(true);
    expect(isPastCutOff('2026-12-05', null, 1)).toBe(false);
  });
});
