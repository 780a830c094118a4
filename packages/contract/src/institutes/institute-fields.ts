import { z } from 'zod';
import { LIMITS } from '../limits.js';
import {
  colour,
  optionalCount,
  optionalLine,
  optionalText,
  optionalUrl,
  requiredLine,
  requiredText,
} from '../settings/fields.js';

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
export const ICAL_TYPES = ['regular', 'invite', 'none'] as const;
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
] as const satisfies readonly { value: (typeof ICAL_TYPES)[number]; label: string; description: string }[];
export const PROFILING_REMINDER_DAY_OPTIONS = [30, 60, 90] as const;
/** The roles an SSO groups claim may give (issue 20, docs/sso.md "Roles from groups"). */
export const SSO_MAPPABLE_ROLES = ['institute_admin', 'supervisor', 'facilitator', 'educator'] as const;
export const SSO_ROLE_MAPPINGS_MAX = 50;
const claimName = (max: number) =>
  field(
    optionalText(max).refine((v) => v === null || /^[\w.:-]+$/.test(v), 'must be a claim name, like email'),
    nullableText(),
  );

/** One institute field: the rule an update is checked against, and the type the API answers with. */
const field = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [string, ...string[]];
const nullableText = () => z.string().nullable();
const flag = field(z.boolean(), z.boolean());
const nullableCount = () => z.number().int().nullable();
/** A number of days where 0 means something: the cut-off's, the at-risk reminder's start (the period's last day). */
const days = field(optionalCount(3650), nullableCount());
/**
 * A reminder's number of days where 0 would never send (every N days; the workshop reminder's
 * business days ahead): 1 or more. Blank is "not set"; a reminder switched on needs it (reminders.ts).
 */
const reminderDays = field(optionalCount(3650, 1), nullableCount());
const text = (max: number) => field(optionalText(max), nullableText());
/** A name or title the emails and PDFs print on one line. */
const line = (max: number) => field(optionalLine(max), nullableText());
const url = (max: number) => field(optionalUrl(max), nullableText());
const paragraph = text(1000);
const email = field(
  optionalText(LIMITS.emailMax).refine(
    (v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    'is not an email address',
  ),
  nullableText(),
);
const choices = (list: readonly { value: string }[]) =>
  field(z.array(z.enum(values(list))), z.array(z.string()));

/**
 * Every editable institute field of part 1 §3, with the limits of part 1 §5, listed once: the update
 * body (ZInstituteInput) takes the inputs, the institute the API answers with (ZInstitute) the outputs.
 */
export const INSTITUTE_FIELDS = {
  name: field(requiredLine(LIMITS.instituteName), z.string().max(LIMITS.instituteName)),
  primary_color: field(colour, z.string()),
  primary_light_color: field(colour, z.string()),
  secondary_color: field(colour, z.string()),
  timezone: field(
    z.string().refine((v) => Intl.supportedValuesOf('timeZone').includes(v), 'is not a known time zone'),
    z.string(),
  ),
  points_anniversary_month: field(
    z.coerce.number().int().min(1, 'must be a month from 1 to 12').max(12, 'must be a month from 1 to 12'),
    z.number().int().min(1).max(12),
  ),
  from_email_name: line(100),
  from_email_address: email,
  registration_cutoff_days: days,
  elective_registrations_require_approval: flag,
  learning_journey_registrations_require_approval: flag,
  vocational_elective_registrations_require_approval: flag,
  vocational_learning_journey_registrations_require_approval: flag,
  registrations_require_approval_enabled: flag,
  program_points_require_workshop_attendance: flag,
  program_default_contact_name: line(100),
  program_default_contact_title: line(100),
  program_default_contact_email: email,
  program_default_contact_phone: line(30),
  vcm_enabled: flag,
  educator_points_entry_enabled: flag,
  points_file_attachment_enabled: flag,
  file_attachment_required: flag,
  vocational_point_approval_email_to: choices(APPROVAL_EMAIL_RECIPIENTS),
  professional_point_approval_email_to: choices(APPROVAL_EMAIL_RECIPIENTS),
  allow_supervisor_to_action: choices(SUPERVISOR_ACTIONS),
  ical_type: field(z.enum(ICAL_TYPES), z.enum(ICAL_TYPES)),
  add_all_to_calendar_enabled: flag,
  requirement_1_name: line(50),
  requirement_1_enabled: flag,
  requirement_2_name: line(50),
  requirement_2_enabled: flag,
  custom_user_field_1: line(50),
  custom_user_field_1_enabled: flag,
  custom_user_field_2: line(50),
  custom_user_field_2_enabled: flag,
  sso_enabled: flag,
  sso_domain_name: field(
    optionalText(253).refine(
      (v) => v === null || /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(v),
      'must be a plain domain name, like example.edu.au',
    ),
    nullableText(),
  ),
  sso_user_pool: text(200),
  /** OpenID Connect (issue 20, docs/sso.md). The client secret is write-only: ZInstituteInput, never ZInstitute. */
  sso_issuer_url: url(2000),
  sso_client_id: text(255),
  sso_email_claim: claimName(100),
  /** The claim that lists the user's groups (e.g. `groups`); with sso_role_mappings, roles at each sign-in. */
  sso_groups_claim: claimName(100),
  sso_role_mappings: field(
    z
      .array(z.object({ group: requiredText(255), role: z.enum(SSO_MAPPABLE_ROLES) }))
      .max(SSO_ROLE_MAPPINGS_MAX, `must have at most ${SSO_ROLE_MAPPINGS_MAX} entries`)
      .nullish()
      .transform((v) => v ?? []),
    // Null to a reader who does not manage the institute (ZInstitute: the SSO configuration is admins').
    z.array(z.object({ group: z.string(), role: z.string() })).nullable(),
  ),
  vocational_currency_valid_month_count: field(optionalCount(600), nullableCount()),
  vocational_currency_uses_units: flag,
  vcm_study_example_description: text(500),
  vcm_study_example_info_url: url(2000),
  vcm_study_example_justification: text(1000),
  vcm_experience_example_description: text(500),
  vcm_experience_example_info_url: url(2000),
  vcm_experience_example_justification: text(1000),
  vcm_course_request_email: email,
  professional_qualification_help_link_label: text(50),
  professional_qualification_help_link_url: url(2000),
  // Reminders and notifications: each has an `_enabled` flag.
  zero_points_reminder_enabled: flag,
  zero_points_reminder_days: reminderDays,
  partial_points_reminder_enabled: flag,
  partial_points_reminder_days: reminderDays,
  workshop_reminder_enabled: flag,
  workshop_reminder_days: reminderDays,
  profiling_reminder_enabled: flag,
  profiling_reminder_days: field(
    z.union([z.literal(30), z.literal(60), z.literal(90)], { error: 'must be 30, 60 or 90' }).nullish(),
    z.union([z.literal(30), z.literal(60), z.literal(90)]).nullable(),
  ),
  supervisor_profile_waiting_enabled: flag,
  supervisor_profile_waiting_frequency: reminderDays,
  supervisor_program_registration_enabled: flag,
  supervisor_program_registration_period: reminderDays,
  unactioned_points_reminder_enabled: flag,
  unactioned_points_reminder_days: reminderDays,
  pending_registrations_reminder_enabled: flag,
  pending_registrations_reminder_days: reminderDays,
  vcm_missing_reminder_enabled: flag,
  vcm_missing_reminder_period: reminderDays,
  vcm_missing_reminder_intro_paragraph: paragraph,
  vcm_not_submitted_reminder_enabled: flag,
  vcm_not_submitted_reminder_period: reminderDays,
  vcm_not_submitted_reminder_intro_paragraph: paragraph,
  vcm_expired_reminder_enabled: flag,
  vcm_expired_reminder_period: reminderDays,
  vcm_expired_reminder_intro_paragraph: paragraph,
  vcm_approver_reminder_enabled: flag,
  vcm_approver_reminder_period: reminderDays,
  vcm_approver_reminder_intro_paragraph: paragraph,
  /** From `_days_before` days before the passport period ends, every `_days` days (null: once). */
  at_risk_reminder_enabled: flag,
  at_risk_reminder_days_before: days,
  at_risk_reminder_days: reminderDays,
  at_risk_reminder_intro_paragraph: paragraph,
  vcm_educator_submitted_notification_enabled: flag,
  vcm_educator_submitted_notification_paragraph: paragraph,
  vcm_approver_returns_notification_enabled: flag,
  vcm_approver_returns_notification_paragraph: paragraph,
  vcm_approval_notification_enabled: flag,
  vcm_approval_notification_paragraph: paragraph,
  vcm_approval_delegated_notification_enabled: flag,
  vcm_approval_delegated_notification_paragraph: paragraph,
};

type Fields = typeof INSTITUTE_FIELDS;
/** The fields' input rules or output types, as a zod object shape. */
export function instituteShape<S extends 'input' | 'output'>(side: S) {
  return Object.fromEntries(Object.entries(INSTITUTE_FIELDS).map(([name, f]) => [name, f[side]])) as {
    [N in keyof Fields]: Fields[N][S];
  };
}
