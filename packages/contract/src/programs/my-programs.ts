import { z } from 'zod';
import { dataResponse, listResponse, ZListQuery } from '../common/list.js';
import { ZId } from '../common/values.js';
import { MY_REGISTRATION_STATES, PROGRAM_TYPES, REGISTRATION_STATUSES } from './labels.js';

/**
 * The educator's side of programs (issue 21, `/api/v1/my/...`): the catalogue of live programs, a
 * program's details with the caller's own registration, registering, cancelling and the calendar file.
 */

export {
  MY_PROGRAM_MESSAGES,
  MY_REGISTRATION_STATES,
  MY_REGISTRATION_STATE_LABELS,
  type TMyRegistrationState,
} from './labels.js';

/**
 * `GET my/programs`: the generic list query over the live programs. Filters: q[domain_id_eq],
 * q[program_type_eq], q[start_date_gteq], q[start_date_lteq], q[name_or_code_cont].
 */
export const ZMyProgramListQuery = ZListQuery;

/** A card of the catalogue. */
export const ZMyProgramCard = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  program_type_label: z.string().nullable(),
  domain_name: z.string().nullable(),
  start_date: z.string().nullable(),
  /** The first workshop's start (ISO 8601). */
  workshop_start_time: z.string().nullable(),
  location_names: z.string(),
  points: z.number(),
  attendee_limit: z.number().int().nullable(),
  /** Places not yet taken (pending and approved registrations hold one); null without a limit. */
  places_left: z.number().int().nullable(),
  /** Whether registration is open today (open, before the cut-off, not over). */
  is_open: z.boolean(),
  /** The caller's own registration, if any. */
  my_state: z.enum(MY_REGISTRATION_STATES).nullable(),
});
export type TMyProgramCard = z.infer<typeof ZMyProgramCard>;
export const ZMyProgramListResponse = listResponse(ZMyProgramCard);

/** A workshop as an educator reads it (the staff's reminder settings left out). */
export const ZMyWorkshop = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  /** "2026-12-01T09:00" in the institute's time zone. */
  start_local: z.string(),
  end_local: z.string(),
  location_name: z.string().nullable(),
  room: z.string().nullable(),
  presenter: z.string().nullable(),
  points: z.number(),
  description: z.string().nullable(),
  /** Shown only to an approved registrant (null otherwise). */
  approved_attendee_information: z.string().nullable(),
});
export type TMyWorkshop = z.infer<typeof ZMyWorkshop>;

/** The caller's registration, with its program. */
export const ZMyRegistration = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  program_name: z.string().nullable(),
  program_type_label: z.string().nullable(),
  program_start_date: z.string().nullable(),
  program_end_date: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  completed: z.boolean(),
  state: z.enum(MY_REGISTRATION_STATES),
  /** Why it was not approved (a declined registration). */
  rejection_reason: z.string().nullable(),
  /** The points awarded on completion (null until completed). */
  points: z.number().nullable(),
  created_at: z.string(),
  can_cancel: z.boolean(),
});
export type TMyRegistration = z.infer<typeof ZMyRegistration>;
export const ZMyRegistrationResponse = dataResponse(ZMyRegistration);
export const ZMyRegistrationListResponse = listResponse(ZMyRegistration);

/** `GET my/programs/{id}`: the details, the workshops, the caller's registration and whether they can register. */
export const ZMyProgram = ZMyProgramCard.extend({
  end_date: z.string().nullable(),
  domain_color: z.string().nullable(),
  description: z.string().nullable(),
  summary_description: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_title: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  pdf_url: z.string().nullable(),
  /** The last day to register: the institute's cut-off in business days before the start. */
  registration_closes_on: z.string().nullable(),
  /** Whether the caller's registration would wait for approval (the institute's rules for the type). */
  requires_approval: z.boolean(),
  /** The institute's time zone, in which `start_local` and `end_local` are written. */
  time_zone: z.string(),
  workshops: z.array(ZMyWorkshop),
  registration: ZMyRegistration.nullable(),
  can_register: z.boolean(),
  /** Why the caller cannot register (null when they can, or are registered). */
  register_blocked_reason: z.string().nullable(),
});
export type TMyProgram = z.infer<typeof ZMyProgram>;
export const ZMyProgramResponse = dataResponse(ZMyProgram);

/** `my/registrations/{id}`. */
export const ZMyRegistrationParams = z.object({ id: ZId });
