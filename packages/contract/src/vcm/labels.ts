/**
 * A VCM's messages, status options and unit responses' limits, methods, currency statuses and check,
 * without zod: the console's VCM screens
 * read them, and a module that declares schemas would bring zod and its schemas into their first
 * visit (docs/performance.md, "List screens evaluate no zod"). The schemas are in
 * vcm-unit-responses.ts.
 */

import { VCM_STATUS_LABELS, type TVcmStatus } from './vcm-state-machine.js';

export const VCM_TEXT_MAX = 1000;
export const VCM_CODE_MAX = 50;
export const VCM_TITLE_MAX = 255;
export const VCM_EMPLOYER_MAX = 255;

export const VCM_RESPONSE_METHODS = [
  'current_unit',
  'equivalent_unit',
  'relevant_study',
  'work_experience',
] as const;
export type TVcmResponseMethod = (typeof VCM_RESPONSE_METHODS)[number];

/** A unit's currency (part 2 §3): its last approval against the institute's valid month count. */
export const VCM_CURRENCY_STATUSES = ['current', 'missing', 'outdated'] as const;
export type TVcmCurrencyStatus = (typeof VCM_CURRENCY_STATUSES)[number];
/** The currency filter (part 2 §4: current / not current), or one status exactly. */
export const VCM_CURRENCY_FILTERS = ['current', 'not_current', 'missing', 'outdated'] as const;

export const VCM_MESSAGES = {
  approved: 'VCM approved',
  returned: 'VCM returned to educator',
  statusUpdated: 'VCM status updated',
  delegated: 'Approver delegated',
  ineligibleApprover:
    'The approver must be an active supervisor or institute admin of this institute (not the VCM’s educator).',
  notEducator: 'Only an educator with VCM enabled can create a VCM.',
  ownerWithoutVcm: 'is not an educator with VCM enabled',
  ownerRequired: "can't be blank",
  openRevision: 'This VCM year already has a revision that is not approved.',
  noLastApproved: 'No approved VCM',
  allUnitsPresent: 'This VCM has all the required units for its courses.',
  bulkUnexpected: 'Unexpected error, please contact developers',
  somethingWrong: 'Something went wrong, please try again',
  updatedSinceFeedback: 'The Educator has updated their response since feedback was given',
  actionAllFirst: 'You must action all professional qualifications and unit responses first...',
  approveAllFirst: 'You must approve all professional qualifications and units first.',
} as const;

export const vcmStatusOptions = () =>
  (Object.keys(VCM_STATUS_LABELS) as TVcmStatus[]).map((id) => ({ id, name: VCM_STATUS_LABELS[id] }));

export const VCM_REQUIRED = 'Required';

/** What §5 checks once the edit is merged into the stored response. */
export interface TVcmResponseDraft {
  has_current_unit: boolean;
  has_equivalent_unit: boolean;
  has_relevant_study: boolean;
  has_work_experience: boolean;
  equivalent_unit_code: string | null;
  equivalent_unit_title: string | null;
  study_detail: string | null;
  study_justification: string | null;
  experience_justification: string | null;
  work_experience_count: number;
}

/**
 * Part 2 §5 "Edit VCM response": an equivalent unit needs its code and title; relevant study without
 * a current or equivalent unit needs detail and justification; work experience needs a justification
 * and at least one work experience. Each missing field says "Required". The web and server both run it.
 */
export function vcmResponseErrors(draft: TVcmResponseDraft): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const require = (field: keyof TVcmResponseDraft) => {
    const value = draft[field];
    if (typeof value !== 'string' || !value.trim()) errors[field] = [VCM_REQUIRED];
  };
  if (draft.has_equivalent_unit) {
    require('equivalent_unit_code');
    require('equivalent_unit_title');
  }
  if (draft.has_relevant_study && !draft.has_current_unit && !draft.has_equivalent_unit) {
    require('study_detail');
    require('study_justification');
  }
  if (draft.has_work_experience) {
    require('experience_justification');
    if (draft.work_experience_count < 1) errors.work_experiences = [VCM_REQUIRED];
  }
  return errors;
}
