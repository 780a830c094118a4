import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';
import { ZId } from '../common/values.js';

import { REGISTRATION_STATUSES } from './labels.js';

export const REGISTRATION_MESSAGES = {
  full: 'This program is full.',
  closed: 'Registrations for this program are closed.',
  cutOff: 'Registration closed on the cut-off date for this program.',
  already: 'is already registered for this program',
  completedLocked:
    'This registration is completed: uncomplete it first to change its attendance, hurdle or learning journey.',
  completedRemove: 'A completed registration cannot be removed. Uncomplete it first.',
  notRegistrant: 'must be an active educator or guest of this institute',
  notApproved: 'Only an approved registration can be completed.',
  draftImport: 'is not registered, and a draft program takes no new registrations: publish it first',
} as const;

/** `programs/{id}/registrations/{registration_id}`. */
export const ZRegistrationParams = z.object({ id: ZId, registration_id: ZId });

/**
 * The two notification calls (part 2 §7) and the `notification_type` their log rows carry:
 * `notifications` reaches every registrant not refused (pending and approved) and the program's
 * facilitator; `educator_notifications` only the approved registrants (docs/decisions.md).
 */
export const PROGRAM_NOTIFICATION_TYPES = {
  notifications: 'notification',
  educator_notifications: 'educator_notification',
} as const;

/** `POST programs/{id}/registrations`: an admin's or facilitator's registrations are approved. */
export const ZCreateRegistrationBody = z.object({
  registration: z.object({
    user_id: ZId,
    status: z.enum(REGISTRATION_STATUSES, { error: 'is not a registration status' }).optional(),
  }),
});
export type TCreateRegistrationBody = z.infer<typeof ZCreateRegistrationBody>;

/** `PUT programs/{id}/registrations/{regId}`: one of the flags; completing notifies unless `notify_user: false`. */
export const ZUpdateRegistrationBody = z.object({
  registration: z
    .object({
      hurdle: z.boolean(),
      is_learning_journey: z.boolean(),
      completed: z.boolean(),
    })
    .partial(),
  notify_user: z.boolean().default(true),
});
export type TUpdateRegistrationBody = z.infer<typeof ZUpdateRegistrationBody>;

export const ZAttendance = z.object({ workshop_id: z.number().int(), present: z.boolean() });

/** A registration as the Attendance tab lists it (part 2 §3 "Registration"). */
export const ZRegistration = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  completed: z.boolean(),
  hurdle: z.boolean(),
  is_learning_journey: z.boolean(),
  attendances: z.array(ZAttendance),
  /** The points awarded on completion (null until completed). */
  points: z.number().nullable(),
  user_family_name: z.string(),
  user_given_name: z.string(),
  user_unique_identifier: z.string().nullable(),
  user_department: z.string().nullable(),
  user_active: z.boolean(),
  created_at: z.string(),
  /**
   * What whoever runs the program's attendance may do to this row (programs policies): mark its
   * attendance, hurdle and learning journey, and remove it, unless completed; complete it once
   * approved (or uncomplete it).
   */
  can: z.object({ edit: z.boolean(), complete: z.boolean(), remove: z.boolean() }),
});
export type TRegistration = z.infer<typeof ZRegistration>;
export const ZRegistrationResponse = dataResponse(ZRegistration);
export const ZRegistrationListResponse = listResponse(ZRegistration);

/** `POST attendances/mark`. */
export const ZMarkAttendanceBody = z.object({
  attendance: z.object({ registration_id: ZId, workshop_id: ZId, present: z.boolean() }),
});
export type TMarkAttendanceBody = z.infer<typeof ZMarkAttendanceBody>;
export const ZMarkAttendanceResponse = dataResponse(
  z.object({ registration_id: z.number().int(), workshop_id: z.number().int(), present: z.boolean() }),
);
