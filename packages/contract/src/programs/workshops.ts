import { z } from 'zod';
import { text, ZId } from '../common/values.js';
import { LIMITS } from '../limits.js';
import { optionalLine, optionalText } from '../settings/fields.js';

/**
 * A local date and time in the institute's time zone ("2026-12-01T09:30"), or an absolute instant
 * with an offset ("2026-12-01T09:30:00+11:00", "…Z"). Part 2 §4: the workshop's date is combined with
 * its times, in the institute's time zone.
 */
export const ZWorkshopTime = text({ error: "can't be blank" }).regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
  'must be a date and time like 2026-12-01T09:30',
);

const days = (fallback: number) =>
  z.coerce
    .number({ error: 'is not a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(LIMITS.communicationDaysMax, `must be ${LIMITS.communicationDaysMax} or less`)
    .default(fallback);

const points = z.coerce
  .number({ error: 'is not a number' })
  .min(0, 'must be 0 or more')
  .max(100_000, 'must be 100000 or less')
  .refine((v) => Math.round(v * 100) === v * 100, 'must have at most 2 decimal places');

/**
 * One workshop of the program form; with `id` it updates that workshop, with `_destroy` it removes it
 * (then `{id, _destroy: true}` is enough: the times are required only of a workshop that stays).
 */
export const ZWorkshopInput = z
  .object({
    id: ZId.optional(),
    _destroy: z.boolean().optional(),
    name: optionalLine(LIMITS.workshopNameMax),
    start_time: ZWorkshopTime.optional(),
    end_time: ZWorkshopTime.optional(),
    location_id: ZId.nullish().transform((v) => v ?? null),
    room: optionalLine(LIMITS.workshopTextMax),
    presenter: optionalLine(LIMITS.workshopTextMax),
    points: points.default(0),
    description: optionalText(LIMITS.workshopDescriptionMax),
    approved_attendee_information: optionalText(LIMITS.approvedAttendeeInformationMax),
    pre_workshop_communication_enabled: z.boolean().default(false),
    pre_workshop_communication_send_days_before: days(7),
    pre_workshop_communication_subject: optionalLine(LIMITS.emailSubjectMax),
    pre_workshop_communication_message: optionalText(LIMITS.emailMessageMax),
    post_workshop_communication_enabled: z.boolean().default(false),
    post_workshop_communication_send_days_after: days(1),
    post_workshop_communication_subject: optionalLine(LIMITS.emailSubjectMax),
    post_workshop_communication_message: optionalText(LIMITS.emailMessageMax),
  })
  .superRefine((workshop, ctx) => {
    if (workshop._destroy) return;
    for (const field of ['start_time', 'end_time'] as const) {
      if (workshop[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: "can't be blank" });
    }
  });
export type TWorkshopInput = z.input<typeof ZWorkshopInput>;

/** A workshop as the program page reads it; `*_local` are its times in the institute's time zone. */
export const ZWorkshop = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  start_local: z.string(),
  end_local: z.string(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  room: z.string().nullable(),
  presenter: z.string().nullable(),
  points: z.number(),
  description: z.string().nullable(),
  approved_attendee_information: z.string().nullable(),
  pre_workshop_communication_enabled: z.boolean(),
  pre_workshop_communication_send_days_before: z.number().int(),
  pre_workshop_communication_subject: z.string().nullable(),
  pre_workshop_communication_message: z.string().nullable(),
  post_workshop_communication_enabled: z.boolean(),
  post_workshop_communication_send_days_after: z.number().int(),
  post_workshop_communication_subject: z.string().nullable(),
  post_workshop_communication_message: z.string().nullable(),
});
export type TWorkshop = z.infer<typeof ZWorkshop>;
