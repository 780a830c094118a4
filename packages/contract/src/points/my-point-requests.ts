import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';
import { ZId } from '../common/values.js';
import { POINTS_MAX } from './entry-rules.js';
import { pointDecimal, ZCalendarDate, ZEvidenceAttributes } from './points-histories.js';
import { ZPointRequest, ZPointRequestFields, ZPointRequestType } from './point-requests.js';

/**
 * The educator's own point requests (issue 21, `/api/v1/my/point_requests`): the same request rows,
 * fields, limits and evidence rules as the staff side (point-requests.ts), acting only on the
 * caller's requests. Staff decide them in the user's pending activities panel as any other request.
 *
 * `GET my/point_requests` takes the generic list query (all statuses by default; q[status_eq],
 * q[type_eq], q[s] as `users/{id}/point_requests`), latest change first.
 */

/** A request as its educator sees it: no staff actions; `can_edit` while pending or incomplete. */
export const ZMyPointRequest = ZPointRequest.omit({ actions: true }).extend({
  can_edit: z.boolean(),
});
export type TMyPointRequest = z.infer<typeof ZMyPointRequest>;
export const ZMyPointRequestResponse = dataResponse(ZMyPointRequest);
export const ZMyPointRequestListResponse = listResponse(ZMyPointRequest);

export const ZMyPointRequestParams = z.object({ id: ZId });

/**
 * A new request (part 2 §3 "Point request"): its kind, then the staff edit's fields; points, the
 * activity date and (for "other" activities) the name are required. `evidences_attributes` names
 * uploads of the caller's own from POST /upload.
 */
export const ZMyPointRequestCreateFields = ZPointRequestFields.omit({
  points: true,
  activity_date: true,
  evidences_attributes: true,
}).extend({
  type: ZPointRequestType,
  points: pointDecimal(POINTS_MAX),
  activity_date: ZCalendarDate,
  evidences_attributes: ZEvidenceAttributes.optional(),
});
export const ZCreateMyPointRequestBody = z.object({ point_request: ZMyPointRequestCreateFields });
export type TCreateMyPointRequestBody = z.infer<typeof ZCreateMyPointRequestBody>;
export type TCreateMyPointRequestInput = z.input<typeof ZCreateMyPointRequestBody>;

/**
 * `PUT my/point_requests/{id}`: the staff edit's fields (each may be left out); the kind stays.
 * Saving an incomplete request submits it again (pending).
 */
export const ZUpdateMyPointRequestBody = z.object({ point_request: ZPointRequestFields });
export type TUpdateMyPointRequestBody = z.infer<typeof ZUpdateMyPointRequestBody>;

/** What the educator's form follows: the institute's point-entry settings (part 1 §3). */
export const ZMyPointRequestSettings = z.object({
  educator_points_entry_enabled: z.boolean(),
  points_file_attachment_enabled: z.boolean(),
  file_attachment_required: z.boolean(),
  vocational_currency_uses_units: z.boolean(),
});
export type TMyPointRequestSettings = z.infer<typeof ZMyPointRequestSettings>;
export const ZMyPointRequestSettingsResponse = dataResponse(ZMyPointRequestSettings);

export const MY_POINT_REQUEST_MESSAGES = {
  /** 403 on create and edit while the institute has educator point entry turned off. */
  entryDisabled: 'Submitting point requests is turned off for your institute.',
  /** 422 (base) on editing an approved request. */
  approved: 'This request has been approved and can no longer be changed.',
  created: 'Point request submitted',
  saved: 'Point request saved',
  resubmitted: 'Point request submitted again',
} as const;
