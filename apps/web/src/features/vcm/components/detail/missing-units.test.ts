import { describe, expect, it } from 'vitest';
import { canConfirmMissingUnits, missingUnitRequests, missingUnitsOutcome } from './missing-units';

describe('the missing-units dialog', () => {
  it('keeps Confirm disabled until a unit is marked', () => {
    expect(canConfirmMissingUnits({})).toBe(false);
    expect(canConfirmMissingUnits({ BSBWHS: undefined })).toBe(false);
    expect(canConfirmMissingUnits({ BSBWHS: 'remove' })).toBe(true);
  });

  it('splits the marks into the reject and remove requests', () => {
    expect(missingUnitRequests(['A', 'B', 'C'], { A: 'reject', C: 'remove', B: undefined })).toEqual({
      reject: ['A'],
      remove: ['C'],
    });
  });

  it('asks about the codes when units are missing', () => {
    expect(missingUnitsOutcome('approve', ['A'])).toEqual({ kind: 'choose', codes: ['A'] });
  });

  it('goes on to the requested dialog when nothing is missing', () => {
    expect(missingUnitsOutcome('return', [])).toEqual({ kind: 'continue', action: 'return' });
    expect(missingUnitsOutcome('approve', [])).toEqual({ kind: 'continue', action: 'approve' });
  });

  it('says all units are there when the check was opened directly', () => {
    expect(missingUnitsOutcome('check', [])).toEqual({ kind: 'all-present' });
  });
});
