import { z } from 'zod';
import { POINT_REQUEST_STATUSES, POINT_REQUEST_TYPES } from '../points/labels.js';
import { ZPointsHistoryRow } from '../points/points-histories.js';
import { PROGRAM_TYPES, REGISTRATION_STATUSES } from '../programs/labels.js';
import { reportPageResponse } from './passport-report.js';

/**
 * The paged-table reports over dated records (part 2 §3, §7, issue 17): points history, point
 * request, program registration and notification log. Each reads the records dated within the
 * period `q[date_from_eq]`..`q[date_to_eq]` (yyyy-MM-dd, both included; default the institute's
 * current passport period; a missing `date_to` is the end of the passport period containing
 * `date_from`), and answers it as `period`. The user reports take the filters of filters.ts; the
 * notification log only the period and its own. Every row carries `id`, the record's.
 */

/**
 * `GET reports/points_history` (+ `.csv`, `.pdf`): part 2 §3 "Points history row", dated by `date`:
 * the shared row with its program's columns flat and its files as links.
 */
export const ZPointsHistoryReportRow = ZPointsHistoryRow.extend({
  program_id: z.number().int().nullable(),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  program_start_date: z.string().nullable(),
  program_end_date: z.string().nullable(),
  /** The row's evidence files (attachments), each downloaded at `file_url`. */
  evidences: z.array(z.object({ id: z.number().int(), filename: z.string(), file_url: z.string() })),
});
export type TPointsHistoryReportRow = z.infer<typeof ZPointsHistoryReportRow>;
export const ZPointsHistoryReportResponse = reportPageResponse(ZPointsHistoryReportRow);
export type TPointsHistoryReportResponse = z.infer<typeof ZPointsHistoryReportResponse>;

/**
 * `GET reports/point_request` (+ `.csv`): part 2 §3 "Point request row (report)", dated by
 * `updated_at` (the institute's calendar day); newest change first; active users by default.
 * Filters beyond the user ones: `status_eq`, `type_eq`, `evidence_attached_eq`.
 */
export const ZPointRequestReportRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  updated_at: z.string(),
  user_given_name: z.string(),
  user_family_name: z.string(),
  activity_name: z.string().nullable(),
  points: z.number().nullable(),
  type: z.enum(POINT_REQUEST_TYPES),
  type_label: z.string(),
  evidence_attached: z.boolean(),
  status: z.enum(POINT_REQUEST_STATUSES),
  user_supervisor_name: z.string().nullable(),
  /** The incomplete reason (or, once approved, the approval reason). */
  reason: z.string().nullable(),
});
export type TPointRequestReportRow = z.infer<typeof ZPointRequestReportRow>;
export const ZPointRequestReportResponse = reportPageResponse(ZPointRequestReportRow);
export type TPointRequestReportResponse = z.infer<typeof ZPointRequestReportResponse>;

/**
 * `GET reports/registrations` (+ `.csv`): part 2 §3 "Program registration report row", the
 * registrations of programs starting within the period. `total_program_points` is the sum of the
 * program's workshops' points; `program_points` what the registrant was awarded (their ledger row,
 * 0 until completed). Filters beyond the user ones: `program_type_eq`, `status_eq`, `completed_eq`,
 * `program_name_cont`, `domain_id_eq`.
 */
export const ZRegistrationReportRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  program_id: z.number().int(),
  user_given_name: z.string(),
  user_family_name: z.string(),
  program_name: z.string().nullable(),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  domain_display_name: z.string().nullable(),
  program_start_date: z.string().nullable(),
  program_end_date: z.string().nullable(),
  workshops_count: z.number().int(),
  workshops_attended_count: z.number().int(),
  total_program_points: z.number(),
  program_points: z.number(),
  hurdle_complete: z.boolean(),
  learning_journey_achieved: z.boolean(),
  completed: z.boolean(),
  status: z.enum(REGISTRATION_STATUSES),
});
export type TRegistrationReportRow = z.infer<typeof ZRegistrationReportRow>;
export const ZRegistrationReportResponse = reportPageResponse(ZRegistrationReportRow);
export type TRegistrationReportResponse = z.infer<typeof ZRegistrationReportResponse>;

/**
 * `GET reports/notification_logs` (+ `.csv`, admins only): part 2 §3 "Notification log row", sent
 * within the period (the institute's calendar days), newest first. `user` is who sent it (null: the
 * system, a scheduled reminder). Filters: `notification_type_eq`, `program_name_cont`, `message_cont`.
 */
export const ZNotificationLogReportRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  message: z.string(),
  program_id: z.number().int().nullable(),
  program_name: z.string().nullable(),
  notification_type: z.string(),
  number_of_recipients: z.number().int(),
  user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type TNotificationLogReportRow = z.infer<typeof ZNotificationLogReportRow>;
export const ZNotificationLogReportResponse = reportPageResponse(ZNotificationLogReportRow);
export type TNotificationLogReportResponse = z.infer<typeof ZNotificationLogReportResponse>;
