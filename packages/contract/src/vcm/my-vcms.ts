import { z } from 'zod';
import { dataResponse } from '../common/list.js';
import { text, ZId } from '../common/values.js';
import type { TVcmItemStatus, TVcmStatus } from './vcm-state-machine.js';
import { VCM_TITLE_MAX } from './labels.js';
import { ZVcmUnitResponse, ZVcmResponseFields } from './vcm-unit-responses.js';
import { ZVcmItemCounts, ZVcmListRow, ZVcmProfessionalQualification, ZVcmUnitRef } from './vcms.js';
import { MY_VCM_GUIDANCE_FIELDS } from './vcm-guidance.js';

/**
 * My VCM (issue 21, the educator's side of the VCM review): `/api/v1/my/vcms...`. The signed-in
 * educator's own revisions only (another user's VCM: 404). While the institute has VCM off every call
 * is a 404, as the staff side's; an educator whose employment type has VCM off (or a user who is not an
 * educator) gets a 403 with `MY_VCM_MESSAGES.notEnabled`. The educator edits in a draft, and in a VCM
 * returned to them the items that are not approved (422 otherwise); submit goes through the review's
 * state machine (vcm-state-machine.ts `submit`).
 */

export const MY_VCM_MESSAGES = {
  notEnabled: 'VCM is not enabled for your employment type.',
  notEditable: 'This VCM cannot be changed now: it is with your approver or already approved.',
  itemApproved: 'This item is approved: only the items that need attention can change now.',
  claimRequired: 'Choose at least one: current unit, equivalent unit, relevant study or work experience',
  notAnswered: 'not answered',
  qualificationTaken: 'is already in this VCM',
  qualificationUnknown: 'must be of the year’s catalogue',
  submitted: 'VCM submitted for review',
  started: 'New VCM revision started',
} as const;

/** Whether the educator may change the VCM (and which items): the only place that says so. */
export const canEducatorEditVcm = (status: TVcmStatus) => status === 'draft' || status === 'needs_attention';
export const canEducatorEditItem = (vcmStatus: TVcmStatus, itemStatus: TVcmItemStatus) =>
  vcmStatus === 'draft' || (vcmStatus === 'needs_attention' && itemStatus !== 'approved');

/** What the educator may do with a revision (the screens hide the rest; the server refuses it). */
export const ZMyVcmAbilities = z.object({ edit: z.boolean(), submit: z.boolean() });

/** A row of My VCM's list. */
export const ZMyVcmListRow = ZVcmListRow.omit({ owner_user: true }).extend({
  item_counts: ZVcmItemCounts,
  can: ZMyVcmAbilities,
});
export type TMyVcmListRow = z.infer<typeof ZMyVcmListRow>;

/** `GET my/vcms`: the revisions (latest year and revision first) and whether a new one may start now. */
export const ZMyVcmListResponse = dataResponse(
  z.object({
    revisions: z.array(ZMyVcmListRow),
    /** The current year; a new revision may start unless one of that year is still open. */
    year: z.number().int(),
    can_start: z.boolean(),
  }),
);

/** A unit response as its educator sees it: the reviewer's actions replaced by `can_edit`. */
export const ZMyVcmUnitResponse = ZVcmUnitResponse.omit({ actions: true }).extend({ can_edit: z.boolean() });
export type TMyVcmUnitResponse = z.infer<typeof ZMyVcmUnitResponse>;

export const ZMyVcmQualification = ZVcmProfessionalQualification.omit({ actions: true }).extend({
  can_edit: z.boolean(),
});
export type TMyVcmQualification = z.infer<typeof ZMyVcmQualification>;

/** The institute's VCM guidance in My VCM (vcm-guidance.ts); a blank setting is null (nothing shows for it). */
export const ZMyVcmGuidance = z.object(
  Object.fromEntries(MY_VCM_GUIDANCE_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    (typeof MY_VCM_GUIDANCE_FIELDS)[number],
    z.ZodNullable<z.ZodString>
  >,
);
export type TMyVcmGuidance = z.infer<typeof ZMyVcmGuidance>;

/** `GET my/vcms/{id}`: the revision with every item (removed units left out) and its courses. */
export const ZMyVcm = ZMyVcmListRow.extend({
  current_units_text: z.string(),
  courses: z.array(
    z.object({ id: z.number().int(), code: z.string(), title: z.string(), units: z.array(ZVcmUnitRef) }),
  ),
  unit_responses: z.array(ZMyVcmUnitResponse),
  professional_qualifications: z.array(ZMyVcmQualification),
  guidance: ZMyVcmGuidance,
});
export type TMyVcm = z.infer<typeof ZMyVcm>;
export const ZMyVcmResponse = dataResponse(ZMyVcm);

/** `GET my/vcms/catalogue?year=`: the year's courses and qualifications (the start form and Add qualification). */
export const ZMyVcmCatalogueQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2200).optional(),
});
export const ZMyVcmCatalogueResponse = dataResponse(
  z.object({
    year: z.number().int(),
    courses: z.array(
      z.object({ id: z.number().int(), code: z.string(), title: z.string(), unit_count: z.number().int() }),
    ),
    professional_qualifications: z.array(ZVcmUnitRef),
    guidance: ZMyVcmGuidance,
  }),
);
export type TMyVcmCatalogue = z.infer<typeof ZMyVcmCatalogueResponse>['data'];

/** `POST my/vcms`: a new revision for the year (default the current one); courses default to the last approved revision's. */
export const ZStartMyVcmBody = z
  .object({
    vcm: z
      .object({
        year: z.coerce.number().int().min(2000).max(2200).optional(),
        course_ids: z.array(ZId).max(100).optional(),
        professional_qualification_ids: z.array(ZId).max(200).optional(),
      })
      .default({}),
  })
  .default({ vcm: {} });
export type TStartMyVcmBody = z.infer<typeof ZStartMyVcmBody>;

/** `PUT my/vcms/{id}/unit_responses/{unit_id}`: the claim (§5's rules) and its documents. */
export const ZMyVcmResponseFields = ZVcmResponseFields.extend({ has_current_unit: z.boolean().optional() });
export const ZUpdateMyVcmUnitResponseBody = z.object({ vcm_unit_response: ZMyVcmResponseFields });
export type TUpdateMyVcmUnitResponseBody = z.infer<typeof ZUpdateMyVcmUnitResponseBody>;

/** A qualification's documents: `{file_id, title}` adds an upload of mine, `{id, _destroy: true}` removes one. */
const ZQualificationDocuments = z
  .array(
    z.union([
      z.object({ file_id: text().min(1).max(200), title: text().trim().max(VCM_TITLE_MAX).optional() }),
      z.object({ id: ZId, _destroy: z.literal(true) }),
    ]),
  )
  .max(20)
  .optional();

/** `POST my/vcms/{id}/professional_qualifications`: 201 with the item. */
export const ZAddMyVcmQualificationBody = z.object({
  vcm_professional_qualification: z.object({
    professional_qualification_id: ZId,
    supporting_documents_attributes: ZQualificationDocuments,
  }),
});
export type TAddMyVcmQualificationBody = z.infer<typeof ZAddMyVcmQualificationBody>;
/** `PUT my/vcms/{id}/professional_qualifications/{professional_qualification_id}`: its documents. */
export const ZUpdateMyVcmQualificationBody = z.object({
  vcm_professional_qualification: z.object({ supporting_documents_attributes: ZQualificationDocuments }),
});
export type TUpdateMyVcmQualificationBody = z.infer<typeof ZUpdateMyVcmQualificationBody>;

export const ZMyVcmUnitResponseResponse = dataResponse(ZMyVcmUnitResponse);
export const ZMyVcmQualificationResponse = dataResponse(ZMyVcmQualification);

/** The file of one of my VCM's supporting documents. */
export const myVcmDocumentUrl = (vcmId: number, documentId: number) =>
  `/api/v1/my/vcms/${vcmId}/supporting_documents/${documentId}`;
