import { describe, expect, it } from 'vitest';
import { isPastCutOff, registrationClosesOn } from './registrations-window.js';

describe('registration window', () => {
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
