import type { z } from 'zod';
import type { ZInstituteInput } from './update-institute.js';

type InstituteInput = z.output<typeof ZInstituteInput>;

/**
 * Each reminder's `_enabled` switch and the number of days it cannot send without (part 1 §3
 * "Reminder settings"): its cadence (every N days), the workshop reminder's business days ahead, the
 * at-risk reminder's start. The schedule reads a reminder without it as off, so a reminder switched on
 * must have it. (The at-risk reminder's repeat may stay empty: it then sends once.)
 */
export const REMINDER_DAYS = {
  zero_points_reminder_enabled: 'zero_points_reminder_days',
  partial_points_reminder_enabled: 'partial_points_reminder_days',
  workshop_reminder_enabled: 'workshop_reminder_days',
  profiling_reminder_enabled: 'profiling_reminder_days',
  supervisor_profile_waiting_enabled: 'supervisor_profile_waiting_frequency',
  supervisor_program_registration_enabled: 'supervisor_program_registration_period',
  unactioned_points_reminder_enabled: 'unactioned_points_reminder_days',
  pending_registrations_reminder_enabled: 'pending_registrations_reminder_days',
  vcm_missing_reminder_enabled: 'vcm_missing_reminder_period',
  vcm_not_submitted_reminder_enabled: 'vcm_not_submitted_reminder_period',
  vcm_expired_reminder_enabled: 'vcm_expired_reminder_period',
  vcm_approver_reminder_enabled: 'vcm_approver_reminder_period',
  at_risk_reminder_enabled: 'at_risk_reminder_days_before',
} as const satisfies Partial<Record<keyof InstituteInput, keyof InstituteInput>>;

export const REMINDER_DAYS_MESSAGE = "can't be blank while the reminder is enabled";

type ReminderSetting = keyof typeof REMINDER_DAYS | (typeof REMINDER_DAYS)[keyof typeof REMINDER_DAYS];

/**
 * The reminders a save leaves switched on without their days, as messages on the days fields.
 * `after` is the institute as the save would leave it (what is stored, then the change); `changed`
 * names the fields the save sets. Only a reminder whose switch or days the save touches is checked,
 * so a save of other settings is never refused for what is stored.
 */
export function reminderDaysProblems(
  after: Partial<Record<ReminderSetting, unknown>>,
  changed: readonly string[],
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const [enabled, days] of Object.entries(REMINDER_DAYS)) {
    const isTouched = changed.includes(enabled) || changed.includes(days);
    if (isTouched && after[enabled as ReminderSetting] === true && after[days] == null) {
      problems[days] = [REMINDER_DAYS_MESSAGE];
    }
  }
  return problems;
}
