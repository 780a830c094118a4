import { passportPeriod } from '@pdp/contract';
import type { ReminderKind } from '../notifications/reminder-service.js';
import * as repo from './reminders-repository.js';

/** `zero_points_reminder` (issue 19; docs/emails.md): educators with no points in this passport period. */
export const zeroPointsReminder: ReminderKind = {
  kind: 'zero_points_reminder',
  label: 'Zero points reminder',
  audience: 'educators',
  cadenceOf: (institute) =>
    institute.zero_points_reminder_enabled ? institute.zero_points_reminder_days : null,
  recipients: (db, institute, day) =>
    repo.educatorsWithoutPoints(db, institute.id, passportPeriod(institute.points_anniversary_month, day)),
  content: (institute) => ({
    subject: 'You have no PD points yet this year',
    paragraphs: [
      `You have not recorded any professional development points at ${institute.name} in this passport year.`,
      'Please sign in to PD Passport to register for a program or record your activities.',
    ],
  }),
};
