import { counted } from '@pdp/contract';
import { businessDaysAfter } from '../../lib/business-days.js';
import { plusDays } from '../../lib/today.js';
import {
  REMINDER_SEND_HOUR,
  type ReminderKind,
  type ReminderRecipient,
} from '../notifications/reminder-service.js';
import * as repo from './reminders-repository.js';

/** A supervisor and the days their count covers (the institute's dates, both included). */
interface RegistrationsRecipient extends ReminderRecipient {
  fromDay: string;
  lastDay: string;
}

const dayAndMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortDay = (day: string) => dayAndMonth.format(new Date(`${day}T00:00:00Z`));

/**
 * `supervisor_program_registration` (issue 19; docs/emails.md): each supervisor hears how many
 * registrations their educators made in the last `supervisor_program_registration_period` days
 * (7 when send-now is pressed with no period set): the whole days before `day` (itself the
 * institute's date), from midnight that many days before up to midnight starting `day`, on the
 * institute's own clock. The schedule's runs are that many days apart, so each registration is
 * counted by exactly one of them.
 */
export const supervisorProgramRegistrationReminder: ReminderKind<RegistrationsRecipient> = {
  kind: 'supervisor_program_registration',
  label: 'Supervisor program registration notification',
  audience: 'supervisors',
  cadenceOf: (institute) =>
    institute.supervisor_program_registration_enabled
      ? institute.supervisor_program_registration_period
      : null,
  recipients: async (db, institute, day) => {
    const fromDay = plusDays(day, -(institute.supervisor_program_registration_period ?? 7));
    const supervisors = await repo.supervisorsWithNewRegistrations(db, institute.id, institute.timezone, {
      fromDay,
      toDay: day,
    });
    return supervisors.map((supervisor) => ({ ...supervisor, fromDay, lastDay: plusDays(day, -1) }));
  },
  content: (institute, recipient) => ({
    subject: 'Your educators’ program registrations',
    paragraphs: [
      `Your educators made ${counted(recipient.count ?? 0, 'program registration')} in the last ${institute.supervisor_program_registration_period ?? 7} days (${shortDay(recipient.fromDay)} to ${shortDay(recipient.lastDay)}).`,
      'Please sign in to PD Passport to see them.',
    ],
  }),
};

/**
 * The last workshop date whose reminder, `days` business days before it, has come by `day`: a
 * workshop on date X is due once businessDaysBefore(X, days) is `day` or earlier, that is while fewer
 * than `days` business days lie between `day` and X, so X is at most businessDaysAfter(day, days).
 */
export function lastWorkshopDateDueBy(day: string, days: number): string {
  return businessDaysAfter(day, days);
}

/**
 * `workshop_reminder` (part 2 §9): every day, the approved registrants of the workshops whose
 * reminder has come (`workshop_reminder_days` business days before they start: a Monday workshop on
 * the Friday before, with one business day) and that have not started by the send hour. Each person
 * is reminded of each workshop once for its start (the line's key, `workshop:<id>:<start>`): a run
 * missed, the days changed between runs or a registration approved late is caught up by the next
 * run, and a workshop moved to another start is reminded again. One email per person, listing the
 * workshops it reminds. Public holidays count as business days (docs/jobs.md).
 */
export const workshopReminder: ReminderKind<repo.WorkshopRegistrant> = {
  kind: 'workshop_reminder',
  label: 'Workshop reminder',
  audience: 'educators',
  cadenceOf: (institute) =>
    institute.workshop_reminder_enabled && institute.workshop_reminder_days ? 1 : null,
  recipients: (db, institute, day) =>
    repo.registrantsOfWorkshopsDue(db, institute.id, institute.timezone, {
      day,
      sendHour: REMINDER_SEND_HOUR,
      lastDate: lastWorkshopDateDueBy(day, institute.workshop_reminder_days ?? 0),
    }),
  lineKeysOf: (recipient) => recipient.line_keys,
  content: (_institute, recipient) => ({
    subject: recipient.count === 1 ? 'Your upcoming workshop' : 'Your upcoming workshops',
    paragraphs: [
      'This is a reminder of your upcoming workshops:',
      recipient.lines.map((line) => `- ${line}`).join('\n'),
    ],
  }),
};
