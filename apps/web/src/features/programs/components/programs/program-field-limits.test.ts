import { ZProgramInput } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { fieldLimitsOf } from '../../../../lib/forms/field-limits';
import { programFieldLimits } from './program-field-limits';

describe('the program form’s zod-free limits', () => {
  it.each(Object.keys(ZProgramInput.shape))('%s has the limits ZProgramInput gives it', (name) => {
    expect(programFieldLimits(name)).toEqual(fieldLimitsOf(ZProgramInput, name));
  });

  it('a workshop’s field reads the same limits from both (none through the form’s provider)', () => {
    for (const name of ['workshops.0.name', 'workshops.2.room', 'workshops.1.points']) {
      expect(programFieldLimits(name)).toEqual(fieldLimitsOf(ZProgramInput, name));
    }
  });

  it('a name the schema does not know has no limits', () => {
    expect(programFieldLimits('no_such_field')).toEqual({ kind: 'other' });
  });
});
