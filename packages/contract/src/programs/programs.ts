import { z } from 'zod';
import { dataResponse, listResponse, ZListQuery } from '../common/list.js';
import { text, ZId } from '../common/values.js';
import { LIMITS } from '../limits.js';
import { optionalLine, optionalText } from '../settings/fields.js';
import { PROGRAM_TABS, PROGRAM_TYPES } from './labels.js';
import { ZWorkshop, ZWorkshopInput } from './workshops.js';

export { PROGRAM_MESSAGES, PROGRAM_TABS, type TProgramTab } from './labels.js';

const optionalId = ZId.nullish().transform((v) => v ?? null);

/**
 * The program form (part 2 §3) with its workshops, saved together in one transaction. Drafts may be
 * incomplete; publishing (`published: true`) needs a name, a type, a domain and a workshop. Updates
 * send any subset; `workshops` lists every workshop to keep or add, and `_destroy` removes one.
 */
export const ZProgramInput = z.object({
  name: optionalLine(LIMITS.programNameMax),
  code: optionalLine(LIMITS.programCodeMax),
  program_type: z.enum(PROGRAM_TYPES, { error: 'is not a program type' }).nullish(),
  domain_id: optionalId,
  category_id: optionalId,
  facilitator_id: optionalId,
  attendee_limit: z.coerce
    .number({ error: 'is not a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(LIMITS.attendeeLimitMax)
    .nullish()
    .transform((v) => v ?? null),
  registrations_open: z.boolean(),
  description: optionalText(LIMITS.programDescriptionMax),
  summary_description: optionalText(LIMITS.programSummaryMax),
  contact_name: optionalLine(LIMITS.programContactMax),
  contact_title: optionalLine(LIMITS.programContactMax),
  contact_email: optionalLine(LIMITS.emailMax),
  contact_phone: optionalLine(LIMITS.programContactMax),
  published: z.boolean(),
  /** `null` removes the program's PDF (uploading is `POST programs/{id}/pdf`). */
  pdf: z.null(),
  workshops: z.array(ZWorkshopInput).max(LIMITS.workshopsPerProgramMax),
});
export type TProgramInput = z.infer<typeof ZProgramInput>;

export const ZCreateProgramBody = z.object({ program: ZProgramInput.partial() });
export const ZUpdateProgramBody = z.object({ program: ZProgramInput.partial() });
export const ZDuplicateProgramBody = z.object({ id: ZId });

/** What the signed-in user may do with a program (the server's `programs/policies.ts`). */
export const ZProgramCan = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  view_attendance: z.boolean(),
  register_users: z.boolean(),
});
export type TProgramCan = z.infer<typeof ZProgramCan>;

/** A program as the program page reads it (part 2 §3 "Program"). */
export const ZProgram = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  program_type_label: z.string().nullable(),
  domain_id: z.number().int().nullable(),
  domain_name: z.string().nullable(),
  domain_icon_url: z.string().nullable(),
  domain_color: z.string().nullable(),
  category_id: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  facilitator_id: z.number().int().nullable(),
  facilitator_full_name: z.string().nullable(),
  attendee_limit: z.number().int().nullable(),
  registrations_open: z.boolean(),
  /** The last day to register: `registration_cutoff_days` business days before the start. */
  registration_closes_on: z.string().nullable(),
  description: z.string().nullable(),
  summary_description: z.string().nullable(),
  published: z.boolean(),
  status: z.enum(PROGRAM_TABS),
  contact_name: z.string().nullable(),
  contact_title: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  pdf_filename: z.string().nullable(),
  pdf_url: z.string().nullable(),
  num_registrations: z.number().int(),
  location_names: z.string(),
  workshops: z.array(ZWorkshop),
  can: ZProgramCan,
  updated_at: z.string(),
});
export type TProgram = z.infer<typeof ZProgram>;
export const ZProgramResponse = dataResponse(ZProgram);

/** A row of the Manage Programs list (part 2 §2: its columns) and of `programs.csv`. */
export const ZProgramListRow = z.object({
  id: z.number().int(),
  start_date: z.string().nullable(),
  /** The first workshop's start (ISO 8601). */
  workshop_start_time: z.string().nullable(),
  name: z.string().nullable(),
  presenter_names: z.string(),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  program_type_label: z.string().nullable(),
  domain_name: z.string().nullable(),
  points: z.number(),
  location_names: z.string(),
  /** "12/20, open", "8, closed": registrations (over the limit, if any) and whether they are open. */
  registration_info: z.string(),
  num_registrations: z.number().int(),
  attendee_limit: z.number().int().nullable(),
  published: z.boolean(),
});
export type TProgramListRow = z.infer<typeof ZProgramListRow>;
export const ZProgramListResponse = listResponse(ZProgramListRow);

/**
 * `GET programs` and `programs.csv`: the generic list query plus the tab (default live). Each tab has
 * its default sort (part 2 §9): live ascending by the first workshop's start, draft and past descending.
 */
export const ZProgramListQuery = ZListQuery.extend({
  tab: z.enum(PROGRAM_TABS, { error: 'must be live, draft or past' }).default('live'),
});
export type TProgramListQuery = z.infer<typeof ZProgramListQuery>;

/** `GET program_summary`: the tabs' counts. */
export const ZProgramSummary = dataResponse(
  z.object({ live: z.number().int(), draft: z.number().int(), past: z.number().int() }),
);

/** `POST programs/{id}/notifications` and `…/educator_notifications` (part 2 §7). */
export const ZNotificationBody = z.object({
  notification: z.object({
    message: text({ error: "can't be blank" })
      .trim()
      .min(1, "can't be blank")
      .max(
        LIMITS.notificationMessageMax,
        `is too long (maximum is ${LIMITS.notificationMessageMax} characters)`,
      ),
  }),
});
export const ZNotificationResult = dataResponse(z.object({ recipients: z.number().int() }));
