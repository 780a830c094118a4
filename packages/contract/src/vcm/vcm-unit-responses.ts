import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';
import { text, ZId } from '../common/values.js';
import { VCM_EXTENDED_ITEM_STATUSES } from './vcm-state-machine.js';
import {
  VCM_CODE_MAX,
  VCM_CURRENCY_FILTERS,
  VCM_CURRENCY_STATUSES,
  VCM_EMPLOYER_MAX,
  VCM_RESPONSE_METHODS,
  VCM_REQUIRED,
  VCM_TEXT_MAX,
  VCM_TITLE_MAX,
} from './labels.js';
import { ZVcmItemActions, ZVcmItemStatus, ZVcmSupportingDocument, ZVcmUserRef } from './vcms.js';

/**
 * A VCM's unit responses (part 2 §3 "VCM unit response", §4, §5 "Edit VCM response"; issue 18): for
 * each unit the educator claims currency by one or more methods (current unit, equivalent unit,
 * relevant study, work experience); the reviewer approves each or marks it needs attention.
 */

export const ZVcmWorkExperience = z.object({
  id: z.number().int(),
  employer_name: z.string(),
  job_role: z.string(),
  year_from: z.number().int(),
  year_to: z.number().int().nullable(),
});
export type TVcmWorkExperience = z.infer<typeof ZVcmWorkExperience>;

export const ZVcmUnitResponse = z.object({
  id: z.number().int(),
  vcm_id: z.number().int(),
  unit: z.object({ id: z.number().int(), code: z.string(), title: z.string() }),
  /** The VCM's courses that hold this unit; empty: a Single Unit (part 2 §9). */
  course_ids: z.array(z.number().int()),
  status: ZVcmItemStatus,
  /** Approved unchanged in an earlier revision (the extended filter's previously_approved). */
  previously_approved: z.boolean(),
  has_current_unit: z.boolean(),
  has_equivalent_unit: z.boolean(),
  has_relevant_study: z.boolean(),
  has_work_experience: z.boolean(),
  equivalent_unit_code: z.string().nullable(),
  equivalent_unit_title: z.string().nullable(),
  study_detail: z.string().nullable(),
  study_justification: z.string().nullable(),
  experience_justification: z.string().nullable(),
  work_experiences: z.array(ZVcmWorkExperience),
  unit_response_supporting_documents: z.array(
    z.object({
      id: z.number().int(),
      response_method: z.enum(VCM_RESPONSE_METHODS),
      supporting_document: ZVcmSupportingDocument,
    }),
  ),
  approver_feedback: z.string().nullable(),
  /** The response changed after the feedback, which is still current: not approved since (part 2 §2's note). */
  updated_since_feedback: z.boolean(),
  approved_at: z.string().nullable(),
  last_approver_user: ZVcmUserRef.nullable(),
  removed: z.boolean(),
  currency: z.object({ status: z.enum(VCM_CURRENCY_STATUSES), updated_at: z.string().nullable() }),
  actions: ZVcmItemActions,
});
export type TVcmUnitResponse = z.infer<typeof ZVcmUnitResponse>;
export const ZVcmUnitResponseResponse = dataResponse(ZVcmUnitResponse);

/** A unit a VCM's courses require with no response (part 2 §3 "Missing unit"). */
export const ZVcmMissingUnit = z.object({
  code: z.string(),
  title: z.string(),
  course_codes: z.array(z.string()),
});
export type TVcmMissingUnit = z.infer<typeof ZVcmMissingUnit>;

/** `GET vcms/{id}/unit_responses`: the responses, or with `missing=1` the missing units. */
export const ZVcmUnitResponsesResponse = z.union([
  z.object({ data: z.array(ZVcmUnitResponse) }),
  z.object({ data: z.array(ZVcmMissingUnit) }),
]);
export const ZVcmMissingUnitsResponse = z.object({ data: z.array(ZVcmMissingUnit) });
export const ZVcmUnitResponseListResponse = z.object({ data: z.array(ZVcmUnitResponse) });

const booleanParam = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/**
 * Filters of `GET vcms/{id}/unit_responses`: course_id (empty: the Single Unit tab), status,
 * extended_status, currency, removed (default false). `missing=1` answers the missing units instead.
 */
export const ZVcmUnitResponsesQuery = z.object({
  missing: booleanParam.optional(),
  course_id: z.union([z.literal(''), ZId]).optional(),
  status: ZVcmItemStatus.optional(),
  extended_status: z.enum(VCM_EXTENDED_ITEM_STATUSES).optional(),
  currency: z.enum(VCM_CURRENCY_FILTERS).optional(),
  removed: booleanParam.default(false),
});
export type TVcmUnitResponsesQuery = z.infer<typeof ZVcmUnitResponsesQuery>;

/** `vcms/{id}/unit_responses/{unit_id}` (the catalogue unit's id). */
export const ZVcmUnitParams = z.object({ id: ZId, unit_id: ZId });
export const ZVcmWorkExperienceParams = ZVcmUnitParams.extend({ work_experience_id: ZId });

const optionalText = (max: number) =>
  text().trim().max(max, `is too long (maximum is ${max} characters)`).nullish();

/** `PUT vcms/{id}/unit_responses/{unit_id}`: the reviewer's edit of a response (part 2 §5). */
export const ZVcmResponseFields = z.object({
  has_equivalent_unit: z.boolean().optional(),
  has_relevant_study: z.boolean().optional(),
  has_work_experience: z.boolean().optional(),
  equivalent_unit_code: optionalText(VCM_CODE_MAX),
  equivalent_unit_title: optionalText(VCM_TITLE_MAX),
  study_detail: optionalText(VCM_TEXT_MAX),
  study_justification: optionalText(VCM_TEXT_MAX),
  experience_justification: optionalText(VCM_TEXT_MAX),
  /**
   * `{file_id, response_method, title}` adds an upload from POST /upload (promoted when saved);
   * `{id, _destroy: true}` removes a document of this response.
   */
  supporting_documents_attributes: z
    .array(
      z.union([
        z.object({
          file_id: text().min(1).max(200),
          response_method: z.enum(VCM_RESPONSE_METHODS),
          title: text().trim().max(VCM_TITLE_MAX).optional(),
        }),
        z.object({ id: ZId, _destroy: z.literal(true) }),
      ]),
    )
    .max(20)
    .optional(),
});
export type TVcmResponseFields = z.infer<typeof ZVcmResponseFields>;
export const ZUpdateVcmUnitResponseBody = z.object({ vcm_unit_response: ZVcmResponseFields });
export type TUpdateVcmUnitResponseBody = z.infer<typeof ZUpdateVcmUnitResponseBody>;

const year = z.coerce
  .number({ error: 'is not a number' })
  .int('must be a whole number')
  .min(1900, 'must be 1900 or later')
  .max(2200, 'must be 2200 or earlier');

/** `POST vcms/{id}/unit_responses/{unit_id}/work_experiences`: 201 with the row. */
export const ZCreateVcmWorkExperienceBody = z.object({
  vcm_work_experience: z
    .object({
      employer_name: text({ error: 'Required' }).trim().min(1, VCM_REQUIRED).max(VCM_EMPLOYER_MAX),
      job_role: text({ error: 'Required' }).trim().min(1, VCM_REQUIRED).max(VCM_EMPLOYER_MAX),
      year_from: year,
      year_to: year.nullish(),
    })
    .refine((w) => w.year_to === null || w.year_to === undefined || w.year_to >= w.year_from, {
      message: 'must not be before the year from',
      path: ['year_to'],
    }),
});
export type TCreateVcmWorkExperienceBody = z.infer<typeof ZCreateVcmWorkExperienceBody>;
export const ZVcmWorkExperienceResponse = dataResponse(ZVcmWorkExperience);

/** `GET vcm_work_experiences?q[owner_user_id_eq]=`: an educator's work experiences across their VCMs. */
export const ZVcmWorkExperiencesQuery = z.object({
  q: z.object({ owner_user_id_eq: ZId }),
  page: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
});
export const ZVcmOwnedWorkExperience = ZVcmWorkExperience.extend({
  vcm_id: z.number().int(),
  unit_code: z.string(),
});
export const ZVcmWorkExperienceListResponse = listResponse(ZVcmOwnedWorkExperience);

const feedback = text({ error: VCM_REQUIRED })
  .trim()
  .min(1, VCM_REQUIRED)
  .max(VCM_TEXT_MAX, `is too long (maximum is ${VCM_TEXT_MAX} characters)`);

/** `PUT …/unit_responses/{unit_id}/reject`: needs attention, with feedback (required). */
export const ZRejectVcmUnitResponseBody = z.object({
  vcm_unit_response: z.object({ approver_feedback: feedback }),
});
/** `PUT …/professional_qualifications/{id}/reject`. */
export const ZRejectVcmQualificationBody = z.object({
  vcm_professional_qualification: z.object({ approver_feedback: feedback }),
});
/** `PUT …/approve` of an item: no body needed (an empty object is fine). */
export const ZApproveVcmItemBody = z.object({}).passthrough().nullish();

/** `PUT vcms/{id}/bulk_reject_units` | `bulk_remove_units`: missing units to ask for, or to drop. */
export const ZVcmBulkUnitsBody = z.object({
  unit_codes: z.array(text().trim().min(1).max(VCM_CODE_MAX)).min(1, VCM_REQUIRED).max(500),
});
export type TVcmBulkUnitsBody = z.infer<typeof ZVcmBulkUnitsBody>;
