import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';
import { isOneLine, ONE_LINE_MESSAGE, text, ZId } from '../common/values.js';
import { LIMITS } from '../limits.js';
import { ACTIVITY_DURATION_MAX, EVIDENCES_MAX, POINT_ACTIVITY_NAME_MAX, POINTS_MAX } from './entry-rules.js';
import {
  ACTIVITY_INTERVALS,
  POINT_REQUEST_STATUSES,
  POINT_REQUEST_TYPES,
  type TPointRequestType,
} from './labels.js';
import { pointDecimal, pointTextArea, ZCalendarDate, ACTIVITY_DETAIL_FIELDS } from './points-histories.js';

/**
 * Point requests (part 2 §3 "Point request", §4 "Point request status", §7): an educator's activity
 * submitted for approval (by the mobile app or the activity import), which a supervisor or an admin
 * edits, approves (it becomes a points history row), marks incomplete (with a reason) or converts
 * between the two kinds.
 *
 * `GET users/{id}/point_requests` takes the generic list query (ZListQuery). Filters (q[...]):
 * status_eq (pending | approved | incomplete; default pending), type_eq, activity_name_cont,
 * activity_date_gteq/_lteq, updated_at_gteq/_lteq (yyyy-MM-dd). Sorts (q[s]): updated_at (the
 * default, descending, part 2 §9), activity_date, activity_name, points, type, created_at.
 */
export const ZPointRequestType = z.enum(POINT_REQUEST_TYPES, { error: 'is not a point request type' });

/** The points history row an approval writes for each kind. */
export const POINT_REQUEST_HISTORY_TYPES = {
  VocationalPointRequest: 'PointsVocational',
  ReaPointRequest: 'PointsRea',
} as const satisfies Record<TPointRequestType, string>;

/**
 * What the caller may do with a row (part 2 §6), computed by the server's policy so the web hides
 * the buttons the server would refuse. All false once the request is no longer pending.
 */
export const ZPointRequestActions = z.object({
  edit: z.boolean(),
  approve: z.boolean(),
  incomplete: z.boolean(),
  convert: z.boolean(),
});
export type TPointRequestActions = z.infer<typeof ZPointRequestActions>;

/** A point request as the Activities Submitted for Approval table and its dialogs show it. */
export const ZPointRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_given_name: z.string(),
  user_family_name: z.string(),
  type: ZPointRequestType,
  type_label: z.string(),
  status: z.enum(POINT_REQUEST_STATUSES),
  /** Null when the request came without points (the approver sets them). */
  points: z.number().nullable(),
  /**
   * The activity (vocational_activity_id null for "other", typed in activity_name); the learning
   * journey is external professional only, unit codes vocational only (when the institute uses units).
   */
  ...ACTIVITY_DETAIL_FIELDS,
  vocational_activity_name: z.string().nullable(),
  evidence_attached: z.boolean(),
  /** Why it was approved (the approver's note), once approved. */
  approval_reason: z.string().nullable(),
  /** Why it was marked incomplete. */
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it was approved or marked incomplete, and by whom. */
  actioned_at: z.string().nullable(),
  actioned_by_name: z.string().nullable(),
  /** The points history row an approval wrote. */
  points_history_id: z.number().int().nullable(),
  actions: ZPointRequestActions,
});
export type TPointRequest = z.infer<typeof ZPointRequest>;
export const ZPointRequestResponse = dataResponse(ZPointRequest);
export const ZPointRequestListResponse = listResponse(ZPointRequest);

/** `users/{id}/point_requests/{point_request_id}`. */
export const ZPointRequestParams = z.object({ id: ZId, point_request_id: ZId });

/**
 * `evidences_attributes` of an edit: `{file_id}` adds an upload from POST /upload (promoted when the
 * request is saved); `{id, _destroy: true}` removes an evidence the request has (part 2 §4).
 */
export const ZPointRequestEvidenceAttribute = z.union([
  z.object({ file_id: text().min(1).max(200) }),
  z.object({ id: ZId, _destroy: z.literal(true) }),
]);
export const ZPointRequestEvidencesAttributes = z
  .array(ZPointRequestEvidenceAttribute)
  .max(EVIDENCES_MAX * 2, `must have at most ${EVIDENCES_MAX * 2} entries`);

/** The editable fields; each may be left out (unchanged). */
export const ZPointRequestFields = z.object({
  points: pointDecimal(POINTS_MAX).nullish(),
  domain_id: ZId.nullish(),
  vocational_activity_id: ZId.nullish(),
  activity_name: text().trim().max(POINT_ACTIVITY_NAME_MAX).refine(isOneLine, ONE_LINE_MESSAGE).nullish(),
  activity_date: ZCalendarDate.optional(),
  activity_duration: pointDecimal(ACTIVITY_DURATION_MAX).nullish(),
  activity_interval: z.enum(ACTIVITY_INTERVALS, { error: 'is not an activity interval' }).nullish(),
  inform_teaching_practice: pointTextArea().nullish(),
  related_to_units: pointTextArea().nullish(),
  student_benefit: pointTextArea().nullish(),
  learning_journey_equivalent: z.boolean().optional(),
  unit_codes: pointTextArea().nullish(),
  evidences_attributes: ZPointRequestEvidencesAttributes.optional(),
});
export type TPointRequestFields = z.infer<typeof ZPointRequestFields>;

/** `PUT users/{id}/point_requests/{point_request_id}`: 200 with the row; pending only. */
export const ZUpdatePointRequestBody = z.object({ point_request: ZPointRequestFields });
export type TUpdatePointRequestBody = z.infer<typeof ZUpdatePointRequestBody>;

const reasonText = (max: number) => text().trim().max(max, `is too long (maximum is ${max} characters)`);

/**
 * `PUT …/approve`: 204. `points` and `learning_journey_equivalent` default to the request's own;
 * the educator is emailed when `notify_user` (default true).
 */
export const ZApprovePointRequestBody = z
  .object({
    points: pointDecimal(POINTS_MAX).nullish(),
    learning_journey_equivalent: z.boolean().optional(),
    notify_user: z.boolean().default(true),
    approval_reason: reasonText(LIMITS.pointRequestReasonMax).nullish(),
  })
  .default({ notify_user: true });
export type TApprovePointRequestBody = z.input<typeof ZApprovePointRequestBody>;

/** `PUT …/reject` (mark incomplete): 204; the reason is required. */
export const ZRejectPointRequestBody = z.object({
  reason: text({ error: "can't be blank" })
    .trim()
    .min(1, "can't be blank")
    .max(LIMITS.pointRequestReasonMax, `is too long (maximum is ${LIMITS.pointRequestReasonMax} characters)`),
  notify_user: z.boolean().default(true),
});
export type TRejectPointRequestBody = z.input<typeof ZRejectPointRequestBody>;

/**
 * `PUT …/convert`: 204. `type` is the kind the request becomes (left out: the other kind). Becoming
 * vocational clears learning_journey_equivalent; becoming external professional clears the
 * vocational activity and unit_codes.
 */
export const ZConvertPointRequestBody = z
  .object({
    type: ZPointRequestType.optional(),
    notify_user: z.boolean().default(true),
  })
  .default({ notify_user: true });
export type TConvertPointRequestBody = z.input<typeof ZConvertPointRequestBody>;
