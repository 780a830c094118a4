import { INT_MAX, LIMITS } from '@pdp/contract';
import type { FieldLimits } from '../../../../lib/forms/field-limits';

const text = (maxLength: number): FieldLimits => ({ kind: 'text', maxLength });
const ID: FieldLimits = { kind: 'number', min: 0, max: INT_MAX, isInteger: true };
const OTHER: FieldLimits = { kind: 'other' };

/**
 * The program form's limits as the contract's ZProgramInput sets them, without zod: the program page
 * opens without loading it (its check is loaded on the first validation, program-form-schema.ts).
 * program-field-limits.test.ts checks every field against the schema.
 */
const PROGRAM_FIELD_LIMITS: Record<string, FieldLimits> = {
  name: text(LIMITS.programNameMax),
  code: text(LIMITS.programCodeMax),
  domain_id: ID,
  category_id: ID,
  facilitator_id: ID,
  attendee_limit: { kind: 'number', min: 1, max: LIMITS.attendeeLimitMax, isInteger: true },
  description: text(LIMITS.programDescriptionMax),
  summary_description: text(LIMITS.programSummaryMax),
  contact_name: text(LIMITS.programContactMax),
  contact_title: text(LIMITS.programContactMax),
  contact_email: text(LIMITS.emailMax),
  contact_phone: text(LIMITS.programContactMax),
};

export const programFieldLimits = (name: string): FieldLimits => PROGRAM_FIELD_LIMITS[name] ?? OTHER;
