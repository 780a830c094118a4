import {
  LIMITS,
  ZCreateInstituteBody,
  ZInstituteInput,
  bannersResource,
  employmentTypesResource,
  vocationalActivitiesResource,
} from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLimitsOf } from './field-limits';

describe('fieldLimitsOf', () => {
  it("reads a text's maximum through optional, nullable and transform wrappers", () => {
    expect(fieldLimitsOf(ZInstituteInput, 'name')).toEqual({ kind: 'text', maxLength: LIMITS.instituteName });
    expect(fieldLimitsOf(ZInstituteInput, 'custom_user_field_1').maxLength).toBe(50);
    expect(fieldLimitsOf(ZInstituteInput, 'vcm_study_example_description').maxLength).toBe(500);
    // optionalUrl: a refinement over the transform's pipe.
    expect(fieldLimitsOf(ZInstituteInput, 'vcm_study_example_info_url').maxLength).toBe(2000);
    expect(fieldLimitsOf(ZInstituteInput, 'vcm_missing_reminder_intro_paragraph').maxLength).toBe(1000);
    expect(fieldLimitsOf(bannersResource.input, 'title').maxLength).toBe(50);
    expect(fieldLimitsOf(bannersResource.input, 'button_label').maxLength).toBe(20);
  });

  it("reads a number's range and whether it is whole", () => {
    expect(fieldLimitsOf(ZInstituteInput, 'points_anniversary_month')).toEqual({
      kind: 'number',
      min: 1,
      max: 12,
      isInteger: true,
    });
    // An optional count: the output side of z.preprocess (which refuses blanks before coercing).
    expect(fieldLimitsOf(ZInstituteInput, 'zero_points_reminder_days')).toEqual({
      kind: 'number',
      min: 1,
      max: 3650,
      isInteger: true,
    });
    expect(fieldLimitsOf(ZInstituteInput, 'registration_cutoff_days').min).toBe(0);
    expect(fieldLimitsOf(vocationalActivitiesResource.input, 'points')).toEqual({
      kind: 'number',
      min: 0,
      max: 100_000,
      isInteger: false,
    });
    expect(fieldLimitsOf(employmentTypesResource.input, 'num_lj_required').isInteger).toBe(true);
  });

  it('leaves out the bounds that only say "a safe integer"', () => {
    expect(fieldLimitsOf(z.object({ count: z.number().int() }), 'count')).toEqual({
      kind: 'number',
      min: undefined,
      max: undefined,
      isInteger: true,
    });
  });

  it('follows a dotted path into a nested object', () => {
    expect(fieldLimitsOf(ZCreateInstituteBody, 'institute.name').maxLength).toBe(LIMITS.instituteName);
  });

  it('has no limits for a text without a maximum, a flag, an unknown name or no schema', () => {
    expect(fieldLimitsOf(ZInstituteInput, 'primary_color')).toEqual({ kind: 'text', maxLength: undefined });
    expect(fieldLimitsOf(ZInstituteInput, 'sso_enabled')).toEqual({ kind: 'other' });
    expect(fieldLimitsOf(ZInstituteInput, 'no_such_field')).toEqual({ kind: 'other' });
    expect(fieldLimitsOf(ZInstituteInput, 'name.deeper')).toEqual({ kind: 'other' });
    expect(fieldLimitsOf(undefined, 'name')).toEqual({ kind: 'other' });
  });
});
