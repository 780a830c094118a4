import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';
import { ZId } from '../common/values.js';
import { VCM_ITEM_STATUSES, VCM_STATUSES } from './vcm-state-machine.js';

/**
 * VCMs (part 2 §2 "Manage VCMs list", "VCM detail", "VCM history", §3 "VCM", §7 "VCM"; issue 18):
 * an educator's yearly vocational capability matrix, one revision after another, reviewed by its
 * approver (or an admin). Every route is hidden (404) while the institute has VCM disabled.
 *
 * `GET vcms` (+ `vcms.csv`) takes the generic list query (ZListQuery). Filters (q[...]):
 * status_eq (default in_review; `all` for every status), status_in, year_eq, owner_user_id_eq,
 * approver_user_id_eq, owner_full_name_cont, created_at_gteq/_lteq, approved_at_gteq/_lteq. Sorts
 * (q[s]): updated_at (default, descending), created_at, approved_at, year, revision, status,
 * owner_full_name, approver_full_name.
 */

export const ZVcmStatus = z.enum(VCM_STATUSES, { error: 'is not a VCM status' });
export const ZVcmItemStatus = z.enum(VCM_ITEM_STATUSES);

export const ZVcmUserRef = z.object({ id: z.number().int(), full_name: z.string() });
export type TVcmUserRef = z.infer<typeof ZVcmUserRef>;

export const ZVcmItemCounts = z.object({
  unsubmitted: z.number().int(),
  saved: z.number().int(),
  in_review: z.number().int(),
  needs_attention: z.number().int(),
  approved: z.number().int(),
});

/** "Revision {n}" (the history page's line, part 2 §2). */
export const vcmRevisionText = (revision: number) => `Revision ${revision}`;

/** A row of Manage VCMs (and of its CSV). */
export const ZVcmListRow = z.object({
  id: z.number().int(),
  status: ZVcmStatus,
  status_label: z.string(),
  year: z.number().int(),
  revision: z.number().int(),
  revision_text: z.string(),
  owner_user: ZVcmUserRef,
  approver_user: ZVcmUserRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  approved_at: z.string().nullable(),
});
export type TVcmListRow = z.infer<typeof ZVcmListRow>;
export const ZVcmListResponse = listResponse(ZVcmListRow);

/** The CSV export's columns, in order. */
export const VCM_CSV_COLUMNS = [
  'Educator',
  'Employee Number',
  'Year',
  'Revision',
  'Status',
  'Approver',
  'Created At',
  'Approved At',
] as const;

/** A catalogue unit as a VCM shows it. */
export const ZVcmUnitRef = z.object({ id: z.number().int(), code: z.string(), title: z.string() });

/** A course of the VCM with its catalogue units (part 2 §3: units with code, and unit_ids). */
export const ZVcmCourse = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  units: z.array(ZVcmUnitRef),
  unit_ids: z.array(z.number().int()),
  /** Units the course gained after the VCM was created, still without a response (the "units added after creation" dialog). */
  units_added_after_creation: z.array(ZVcmUnitRef),
  /** Unit responses of this course, by status (the Courses tab's unit counts). */
  unit_counts: ZVcmItemCounts,
});
export type TVcmCourse = z.infer<typeof ZVcmCourse>;
export const ZVcmCoursesResponse = dataResponse(z.array(ZVcmCourse));

/** What the signed-in user may do with this VCM (the server refuses the rest). */
export const ZVcmAbilities = z.object({
  /** Approve/return items and the VCM, edit responses: the approver and admins. */
  review: z.boolean(),
  delegate: z.boolean(),
  force_status: z.boolean(),
  missing_units_check: z.boolean(),
});
export type TVcmAbilities = z.infer<typeof ZVcmAbilities>;

/** `GET vcms/{id}` (part 2 §3 "VCM"). */
export const ZVcm = ZVcmListRow.extend({
  /** "{current} of {total} units current": the responses whose currency is current. */
  current_units_text: z.string(),
  courses: z.array(ZVcmCourse.pick({ id: true, code: true, title: true, unit_ids: true, units: true })),
  /** Every unit the VCM has a response for (removed ones included). */
  units: z.array(ZVcmUnitRef),
  /** Items (unit responses not removed, and qualifications) by status: the header's rules. */
  item_counts: ZVcmItemCounts,
  /** The educator changed a response after feedback and the VCM is in review (part 2 §2's note). */
  updated_since_feedback: z.boolean(),
  can: ZVcmAbilities,
});
export type TVcm = z.infer<typeof ZVcm>;
export const ZVcmResponse = dataResponse(ZVcm);

/** `PUT vcms/{id}/force_update` (admins only; any status). */
export const ZForceVcmStatusBody = z.object({ vcm: z.object({ status: ZVcmStatus }) });
export type TForceVcmStatusBody = z.infer<typeof ZForceVcmStatusBody>;

/** `PUT vcms/{id}/delegate`: the new approver, a supervisor or institute admin of the institute. */
export const ZDelegateVcmBody = z.object({ vcm: z.object({ approver_user_id: ZId }) });
export type TDelegateVcmBody = z.infer<typeof ZDelegateVcmBody>;

/**
 * `POST vcms`: a new revision of an educator's VCM for `year` (default the current year), copying the
 * last approved revision's answers forward; 201 with the id (the console then opens /vcm/{id}). An
 * educator creates their own (mobile app, educator web app); an admin names the educator in
 * `owner_user_id`. `course_ids` (this year's catalogue) default to the last revision's.
 */
export const ZCreateVcmBody = z
  .object({
    vcm: z
      .object({
        owner_user_id: ZId.optional(),
        year: z.coerce.number().int().min(2000).max(2200).optional(),
        course_ids: z.array(ZId).max(100).optional(),
        professional_qualification_ids: z.array(ZId).max(200).optional(),
      })
      .default({}),
  })
  .default({ vcm: {} });
export type TCreateVcmBody = z.infer<typeof ZCreateVcmBody>;
export const ZCreatedVcmResponse = dataResponse(z.object({ id: z.number().int() }));

/** `GET vcms/check`: the signed-in approver's VCMs in review (the nav's red dot, polled every 90 s). */
export const ZVcmCheckResponse = dataResponse(z.object({ in_review_count: z.number().int() }));

/** `GET vcms/show_last_approved_vcm?user_id=`: the user's latest approved VCM, or null. */
export const ZLastApprovedVcmQuery = z.object({ user_id: ZId });
export const ZLastApprovedVcmResponse = dataResponse(ZVcmListRow.nullable());

/** A line of VCM History (part 2 §3 "VCM history log"). */
export const ZVcmHistoryLog = z.object({
  id: z.number().int(),
  created_at: z.string(),
  description: z.string(),
  user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  educator_visible: z.boolean(),
});
export type TVcmHistoryLog = z.infer<typeof ZVcmHistoryLog>;
export const ZVcmHistoryLogListResponse = listResponse(ZVcmHistoryLog);

/** A professional qualification of the VCM (part 2 §3). */
export const ZVcmSupportingDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  filename: z.string(),
  /** Where the file is read (the evidence storage of issue 16). */
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type TVcmSupportingDocument = z.infer<typeof ZVcmSupportingDocument>;

export const ZVcmItemActions = z.object({
  approve: z.boolean(),
  needs_attention: z.boolean(),
  edit: z.boolean(),
});

export const ZVcmProfessionalQualification = z.object({
  id: z.number().int(),
  vcm_id: z.number().int(),
  professional_qualification: z.object({ id: z.number().int(), code: z.string(), title: z.string() }),
  status: ZVcmItemStatus,
  previously_approved: z.boolean(),
  approver_feedback: z.string().nullable(),
  /** The educator changed it after the feedback, which is still current (not approved since). */
  updated_since_feedback: z.boolean(),
  approved_at: z.string().nullable(),
  last_approver_user: ZVcmUserRef.nullable(),
  supporting_documents: z.array(ZVcmSupportingDocument),
  actions: ZVcmItemActions.omit({ edit: true }),
});
export type TVcmProfessionalQualification = z.infer<typeof ZVcmProfessionalQualification>;
export const ZVcmProfessionalQualificationsResponse = dataResponse(z.array(ZVcmProfessionalQualification));

/** `PUT vcms/{id}/professional_qualifications/{professional_qualification_id}/approve|reject`: the catalogue id, as unit responses take the unit's. */
export const ZVcmQualificationParams = z.object({ id: ZId, professional_qualification_id: ZId });

/** Texts the server answers and the screens show (part 2 §8). */
export const ZVcmProfessionalQualificationResponse = dataResponse(ZVcmProfessionalQualification);

/** `GET vcms/{id}/history_logs`: newest first, paginated (page is 1-based). */
export const ZVcmHistoryLogsQuery = z.object({
  page: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(25),
});

/** `GET vcms/{id}/supporting_documents/{document_id}`: a supporting document's file (the url above). */
export const ZVcmDocumentParams = z.object({ id: ZId, document_id: ZId });
export const vcmDocumentUrl = (vcmId: number, documentId: number) =>
  `/api/v1/vcms/${vcmId}/supporting_documents/${documentId}`;
