import { z } from 'zod';
import { LIMITS } from '../limits.js';
import type { TPermission } from '../permissions.js';
import { colour, count, optionalText, optionalUrl, requiredText } from '../settings/fields.js';
import { ICAL_TYPES } from './institute.js';

/** Option lists of the institute's multi-selects and calendar type (GET /api/v1/metadata/institutes). */
export const APPROVAL_EMAIL_RECIPIENTS = [
  { value: 'supervisor', label: "The educator's supervisor" },
  { value: 'institute_admins', label: 'Institute admins' },
] as const;
export const SUPERVISOR_ACTIONS = [
  { value: 'vocational_point_requests', label: 'Vocational currency requests' },
  {
    value: 'external_professional_currency_point_requests',
    label: 'External professional currency requests',
  },
] as const;
export const ICAL_TYPE_OPTIONS = [
  {
    value: 'regular',
    label: 'Regular',
    description: 'A calendar file the educator opens and saves to their calendar.',
  },
  {
    value: 'invite',
    label: 'Invite',
    description: 'A meeting invitation the educator can accept or decline.',
  },
  { value: 'none', label: 'None', description: 'No calendar attachment is sent.' },
] as const;
export const PROFILING_REMINDER_DAY_OPTIONS = [30, 60, 90] as const;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [string, ...string[]];
const email = (max = LIMITS.emailMax) =>
  optionalText(max).refine(
    (v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    'is not an email address',
  );
const days = count(3650).nullish();
const flag = z.boolean();
const paragraph = optionalText(1000);

/** Every editable institute field, with the limits of part 1 §5. Updates send any subset. */
export const ZInstituteInput = z.object({
  name: requiredText(LIMITS.instituteName),
  primary_color: colour,
  primary_light_color: colour,
  secondary_color: colour,
  timezone: z
    .string()
    .refine((v) => Intl.supportedValuesOf('timeZone').includes(v), 'is not a known time zone'),
  points_anniversary_month: z.coerce
    .number()
    .int()
    .min(1, 'must be a month from 1 to 12')
    .max(12, 'must be a month from 1 to 12'),
  from_email_name: optionalText(100),
  from_email_address: email(),
  registration_cutoff_days: days,
  elective_registrations_require_approval: flag,
  learning_journey_registrations_require_approval: flag,
  vocational_elective_registrations_require_approval: flag,
  vocational_learning_journey_registrations_require_approval: flag,
  registrations_require_approval_enabled: flag,
  program_points_require_workshop_attendance: flag,
  program_default_contact_name: optionalText(100),
  program_default_contact_title: optionalText(100),
  program_default_contact_email: email(),
  program_default_contact_phone: optionalText(30),
  vcm_enabled: flag,
  educator_points_entry_enabled: flag,
  points_file_attachment_enabled: flag,
  file_attachment_required: flag,
  vocational_point_approval_email_to: z.array(z.enum(values(APPROVAL_EMAIL_RECIPIENTS))),
  professional_point_approval_email_to: z.array(z.enum(values(APPROVAL_EMAIL_RECIPIENTS))),
  allow_supervisor_to_action: z.array(z.enum(values(SUPERVISOR_ACTIONS))),
  ical_type: z.enum(ICAL_TYPES),
  add_all_to_calendar_enabled: flag,
  requirement_1_name: optionalText(50),
  requirement_1_enabled: flag,
  requirement_2_name: optionalText(50),
  requirement_2_enabled: flag,
  custom_user_field_1: optionalText(50),
  custom_user_field_1_enabled: flag,
  custom_user_field_2: optionalText(50),
  custom_user_field_2_enabled: flag,
  sso_enabled: flag,
  sso_domain_name: optionalText(253).refine(
    (v) => v === null || /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(v),
    'must be a plain domain name, like example.edu.au',
  ),
  sso_user_pool: optionalText(200),
  vocational_currency_valid_month_count: count(600).nullish(),
  vocational_currency_uses_units: flag,
  vcm_study_example_description: optionalText(500),
  vcm_study_example_info_url: optionalUrl(2000),
  vcm_study_example_justification: optionalText(1000),
  vcm_experience_example_description: optionalText(500),
  vcm_experience_example_info_url: optionalUrl(2000),
  vcm_experience_example_justification: optionalText(1000),
  vcm_course_request_email: email(),
  professional_qualification_help_link_label: optionalText(50),
  professional_qualification_help_link_url: optionalUrl(2000),
  zero_points_reminder_enabled: flag,
  zero_points_reminder_days: days,
  partial_points_reminder_enabled: flag,
  partial_points_reminder_days: days,
  workshop_reminder_enabled: flag,
  workshop_reminder_days: days,
  profiling_reminder_enabled: flag,
  profiling_reminder_days: z
    .union([z.literal(30), z.literal(60), z.literal(90)], { error: 'must be 30, 60 or 90' })
    .nullish(),
  supervisor_profile_waiting_enabled: flag,
  supervisor_profile_waiting_frequency: days,
  supervisor_program_registration_enabled: flag,
  supervisor_program_registration_period: days,
  unactioned_points_reminder_enabled: flag,
  unactioned_points_reminder_days: days,
  pending_registrations_reminder_enabled: flag,
  pending_registrations_reminder_days: days,
  vcm_missing_reminder_enabled: flag,
  vcm_missing_reminder_period: days,
  vcm_missing_reminder_intro_paragraph: paragraph,
  vcm_not_submitted_reminder_enabled: flag,
  vcm_not_submitted_reminder_period: days,
  vcm_not_submitted_reminder_intro_paragraph: paragraph,
  vcm_expired_reminder_enabled: flag,
  vcm_expired_reminder_period: days,
  vcm_expired_reminder_intro_paragraph: paragraph,
  vcm_approver_reminder_enabled: flag,
  vcm_approver_reminder_period: days,
  vcm_approver_reminder_intro_paragraph: paragraph,
  vcm_educator_submitted_notification_enabled: flag,
  vcm_educator_submitted_notification_paragraph: paragraph,
  vcm_approver_returns_notification_enabled: flag,
  vcm_approver_returns_notification_paragraph: paragraph,
  vcm_approval_notification_enabled: flag,
  vcm_approval_notification_paragraph: paragraph,
  vcm_approval_delegated_notification_enabled: flag,
  vcm_approval_delegated_notification_paragraph: paragraph,
});

/**
 * Fields that need a permission of their own besides `institutes.manage` (part 1 §6: super admins
 * only). The server's institutes policy and the console's Institute Details read the same permission.
 */
export const INSTITUTE_FIELD_PERMISSIONS = {
  from_email_address: 'institutes.edit_from_email',
  vcm_enabled: 'institutes.enable_vcm',
} as const satisfies Record<string, TPermission>;

/** PUT /api/v1/institutes/{id} (the generic update): `{institute: {...any editable fields}}`. */
export const ZUpdateInstituteBody = z.object({ institute: ZInstituteInput.partial() });
export type TUpdateInstituteBody = z.infer<typeof ZUpdateInstituteBody>;

const ZOptionList = z.array(
  z.object({ value: z.string(), label: z.string(), description: z.string().optional() }),
);
export const ZInstituteMetadata = z.object({
  data: z.object({ options: z.record(z.string(), ZOptionList) }),
});
