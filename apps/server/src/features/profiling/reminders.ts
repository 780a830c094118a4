import { counted, passportPeriod } from '@pdp/contract';
import type { InstituteRow } from '../../db/schema/index.js';
import type { ReminderKind } from '../notifications/reminder-service.js';
import * as repo from './reminders-repository.js';

/** The profiling domain's reminders (issue 19; docs/emails.md): the educators' and the supervisors'. */

const periodStartOn = (institute: InstituteRow, day: string) =>
  passportPeriod(institute.points_anniversary_month, day).start;

/** `profiling_reminder`: educators who have not completed this period's profile. */
export const profilingReminder: ReminderKind = {
  kind: 'profiling_reminder',
  label: 'Profiling reminder',
  audience: 'educators',
  cadenceOf: (institute) => (institute.profiling_reminder_enabled ? institute.profiling_reminder_days : null),
  recipients: (db, institute, day) =>
    repo.educatorsWithProfileToComplete(db, institute.id, periodStartOn(institute, day)),
  content: (institute) => ({
    subject: 'Please complete your profile',
    paragraphs: [
      `Your capability profile for this passport year at ${institute.name} is not completed yet.`,
      'Please sign in to PD Passport and complete it.',
    ],
  }),
};

/** `supervisor_profile_waiting`: supervisors with completed profiles waiting for their rating. */
export const supervisorProfileWaitingReminder: ReminderKind = {
  kind: 'supervisor_profile_waiting',
  label: 'Supervisor profiles waiting notification',
  audience: 'supervisors',
  cadenceOf: (institute) =>
    institute.supervisor_profile_waiting_enabled ? institute.supervisor_profile_waiting_frequency : null,
  recipients: (db, institute, day) =>
    repo.supervisorsWithProfilesWaiting(db, institute.id, periodStartOn(institute, day)),
  content: (_institute, recipient) => ({
    subject: 'Profiles are waiting for your rating',
    paragraphs: [
      `${counted(recipient.count ?? 0, 'profile is', 'profiles are')} waiting for your rating.`,
      'Please sign in to PD Passport to rate them.',
    ],
  }),
};
