import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';
import { isOneLine, ONE_LINE_MESSAGE, text, ZId } from '../common/values.js';
import { ACTIVITY_INTERVALS } from './labels.js';
import { POINTS_HISTORY_TYPES } from './labels.js';
import {
  ACTIVITY_DURATION_MAX,
  EVIDENCES_MAX,
  POINT_ACTIVITY_NAME_MAX,
  POINT_TEXT_MAX,
  POINTS_MAX,
} from './entry-rules.js';

export const POINTS_HISTORY_MESSAGES = {
  programRow:
    'A program’s points cannot be deleted here: uncomplete the registration in the program instead.',
  evidenceRequired: 'must include at least one file',
  attachmentsDisabled: 'cannot be attached: file attachments are turned off for this institute',
  notYourUpload: 'is not a file you uploaded, or it has already been used',
  notActivity: 'is not a vocational activity of this institute',
  notDomain: 'is not a domain of this institute',
  blank: 'can’t be blank',
} as const;

/** A calendar date as the client sends it: yyyy-MM-dd, and a real day. */
export const ZCalendarDate = z
  .string({
    error: (issue) => (issue.input == null ? "can't be blank" : 'must be a date (yyyy-MM-dd)'),
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-MM-dd)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    // Year 0000 parses here but PostgreSQL's date has no year zero.
    return !value.startsWith('0000') && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a valid date');

const area = () => text().max(POINT_TEXT_MAX, `is too long (maximum is ${POINT_TEXT_MAX} characters)`);
const decimal = (max: number) =>
  z
    .number({ error: 'is not a number' })
    .min(0, 'must be 0 or more')
    .max(max, `must be ${max} or less`)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must have at most 2 decimal places',
    );

/** `evidences_attributes`: upload ids from POST /upload, promoted when the entry is saved. */
export const ZEvidenceAttributes = z
  .array(z.object({ file_id: text().min(1).max(200) }))
  .max(EVIDENCES_MAX, `must have at most ${EVIDENCES_MAX} files`);

const entryFields = {
  points: decimal(POINTS_MAX),
  domain_id: ZId.nullish(),
  activity_name: text().trim().max(POINT_ACTIVITY_NAME_MAX).refine(isOneLine, ONE_LINE_MESSAGE).nullish(),
  activity_date: ZCalendarDate,
  activity_duration: decimal(ACTIVITY_DURATION_MAX).nullish(),
  activity_interval: z.enum(ACTIVITY_INTERVALS, { error: 'is not an activity interval' }).nullish(),
  inform_teaching_practice: area().nullish(),
  related_to_units: area().nullish(),
  student_benefit: area().nullish(),
  notes: area().nullish(),
  evidences_attributes: ZEvidenceAttributes.optional(),
};

/** Add External Vocational Currency: a vocational activity (null for "other"), unit codes when the institute uses units. */
export const ZPointsVocationalFields = z.object({
  ...entryFields,
  vocational_activity_id: ZId.nullish(),
  unit_codes: area().nullish(),
});
/** Add External Professional Currency: may count as a learning journey. */
export const ZPointsReaFields = z.object({
  ...entryFields,
  learning_journey_equivalent: z.boolean().default(false),
});

export const ZCreatePointsVocationalBody = z.object({
  points_vocational: ZPointsVocationalFields,
  notify_user: z.boolean().default(true),
});
export const ZCreatePointsReaBody = z.object({
  points_rea: ZPointsReaFields,
  notify_user: z.boolean().default(true),
});
export type TPointsVocationalFields = z.infer<typeof ZPointsVocationalFields>;
export type TPointsReaFields = z.infer<typeof ZPointsReaFields>;
export type TCreatePointsVocationalBody = z.infer<typeof ZCreatePointsVocationalBody>;
export type TCreatePointsReaBody = z.infer<typeof ZCreatePointsReaBody>;

/** An evidence file of a history row (part 2 §3 "Evidence file"). */
export const ZEvidence = z.object({
  id: z.number().int(),
  file_url: z.string().nullable(),
  metadata: z.object({
    filename: z.string(),
    size: z.number().int(),
    mime_type: z.string(),
    file_id: z.string(),
  }),
});
export type TEvidence = z.infer<typeof ZEvidence>;

/** The activity detail a points history row and a point request share (part 2 §3). */
export const ACTIVITY_DETAIL_FIELDS = {
  domain_id: z.number().int().nullable(),
  domain_name: z.string().nullable(),
  vocational_activity_id: z.number().int().nullable(),
  activity_name: z.string().nullable(),
  activity_date: z.string().nullable(),
  activity_duration: z.number().nullable(),
  activity_interval: z.enum(ACTIVITY_INTERVALS).nullable(),
  inform_teaching_practice: z.string().nullable(),
  related_to_units: z.string().nullable(),
  student_benefit: z.string().nullable(),
  notes: z.string().nullable(),
  unit_codes: z.string().nullable(),
  learning_journey_equivalent: z.boolean(),
  evidences: z.array(ZEvidence),
};

/**
 * A workshop of a program row's program: `eligible_points` is its points when the registrant attended
 * it, or when the institute does not require attendance for program points; otherwise 0.
 */
export const ZWorkshopAttendance = z.object({
  workshop_id: z.number().int(),
  name: z.string().nullable(),
  attended: z.boolean(),
  eligible_points: z.number(),
});
export type TWorkshopAttendance = z.infer<typeof ZWorkshopAttendance>;

/** One of the institute's Additional Reporting Requirements as a history row shows it (docs/decisions.md). */
export const ZRequirementFlag = z.object({
  key: z.enum(['requirement_1', 'requirement_2']),
  name: z.string(),
  value: z.boolean().nullable(),
});
export type TRequirementFlag = z.infer<typeof ZRequirementFlag>;

/**
 * A points history row as every list of them shows it (part 2 §3 "Points history row"): the user's
 * Points History and the Points History report answer these fields alike, each adding its own.
 */
export const ZPointsHistoryRow = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    type: z.enum(POINTS_HISTORY_TYPES),
    type_label: z.string(),
    date: z.string(),
    points: z.number(),
    user_given_name: z.string(),
    user_family_name: z.string(),
    /** What the row is about, in one line: the program's name on a program row, else the activity's. */
    detail: z.string(),
    approval_reason: z.string().nullable(),
    evidence_attached: z.boolean(),
  })
  .extend(
    z
      .object(ACTIVITY_DETAIL_FIELDS)
      .omit({ domain_id: true, vocational_activity_id: true, activity_name: true, evidences: true }).shape,
  )
  .extend({
    /** A program row's program summary (summary_description); null on other rows. */
    summary: z.string().nullable(),
    /** A program row: its registration was completed as a learning journey; null on other rows. */
    learning_journey_achieved: z.boolean().nullable(),
    /** A program row: each of the program's workshops, attended or not, and the points it counts for. */
    workshop_attendances: z.array(ZWorkshopAttendance).nullable(),
  });
export type TPointsHistoryRow = z.infer<typeof ZPointsHistoryRow>;

/** A row of a user's Points History: the shared row, its program, files, flyer and what the caller may do. */
export const ZPointsHistory = ZPointsHistoryRow.extend({
  program: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      program_type: z.string().nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    })
    .nullable(),
  domain_id: ACTIVITY_DETAIL_FIELDS.domain_id,
  vocational_activity_id: ACTIVITY_DETAIL_FIELDS.vocational_activity_id,
  activity_name: ACTIVITY_DETAIL_FIELDS.activity_name,
  evidences: ACTIVITY_DETAIL_FIELDS.evidences,
  /** A program row's flyer (the program's PDF), when it has one and the caller may see the program. */
  program_flyer: z.object({ url: z.string(), filename: z.string() }).nullable(),
  /** The institute's enabled Additional Reporting Requirements; `value` is null: rows do not record it. */
  requirement_flags: z.array(ZRequirementFlag).nullable(),
  created_at: z.string(),
  can: z.object({ delete: z.boolean() }),
});
export type TPointsHistory = z.infer<typeof ZPointsHistory>;
export const ZPointsHistoryResponse = dataResponse(ZPointsHistory);
export const ZPointsHistoryListResponse = listResponse(ZPointsHistory);

/**
 * What the signed-in user may do in a user's points sections (part 2 §6), decided by the server's
 * points policies and answered in the user detail's `can`: see Points History and Activities
 * Submitted for Approval, and add External Vocational or Professional Currency.
 */
export const ZUserPointsAbilities = z.object({
  view_points_history: z.boolean(),
  view_point_requests: z.boolean(),
  add_vocational: z.boolean(),
  add_professional: z.boolean(),
});
export type TUserPointsAbilities = z.infer<typeof ZUserPointsAbilities>;

/** `users/{id}/points_histories/{history_id}`. */
export const ZPointsHistoryParams = z.object({ id: ZId, history_id: ZId });

/** `evidence_files/{file_id}`: an upload's public id (a random URL-safe token). */
export const ZEvidenceFileParams = z.object({
  file_id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'is invalid'),
});

/** The point-entry field builders, shared with the point requests' edit (point-requests.ts). */
export const pointTextArea = area;
export const pointDecimal = decimal;
