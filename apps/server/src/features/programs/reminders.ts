import { counted } from '@pdp/contract';
import { businessDaysBefore } from '../../lib/business-days.js';
import type { ReminderKind } from '../notifications/reminder-service.js';
import * as repo from './reminders-repository.js';

const DAY = 86_400_000;

/**
 * `supervisor_program_registration` (issue 19; docs/emails.md): each supervisor hears how many
 * registrations their educators made in the last `supervisor_program_registration_period` days
 * (7 when send-now is pressed with no period set): since midnight, on the institute's own clock, of
 * the day that many days before `day` (itself the institute's date).
 */
export const supervisorProgramRegistrationReminder: ReminderKind = {
  kind: 'supervisor_program_registration',
  label: 'Supervisor program registration notification',
  audience: 'supervisors',
  cadenceOf: (institute) =>
    institute.supervisor_program_registration_enabled
      ? institute.supervisor_program_registration_period
      : null,
  recipients: (db, institute, day) => {
    const days = institute.supervisor_program_registration_period ?? 7;
    const sinceDay = new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
    return repo.supervisorsWithNewRegistrations(db, institute.id, institute.timezone, sinceDay);
  },
  content: (institute, recipient) => ({
    subject: 'Your educators’ program registrations',
    paragraphs: [
      `Your educators made ${counted(recipient.count ?? 0, 'program registration')} in the last ${institute.supervisor_program_registration_period ?? 7} days.`,
      'Please sign in to PD Passport to see them.',
    ],
  }),
};

/** The workshop dates whose reminder, `days` business days before, falls on `day`. */
export function workshopDatesRemindedOn(day: string, days: number): string[] {
  const dates: string[] = [];
  const start = Date.parse(`${day}T00:00:00Z`);
  // N business days span at most N + 2 weekends' days after `day`, plus the weekend `day` may start in.
  for (let offset = 1; offset <= days + 2 * Math.ceil(days / 5) + 3; offset += 1) {
    const date = new Date(start + offset * DAY).toISOString().slice(0, 10);
    if (businessDaysBefore(date, days) === day) dates.push(date);
  }
  return dates;
}

/**
 * `workshop_reminder` (part 2 §9): every day, the approved registrants of the workshops that start
 * `workshop_reminder_days` business days later (a Monday workshop is reminded on the Friday before,
 * with one business day). One email per person, listing their workshops. Public holidays count as
 * business days (docs/jobs.md).
 */
export const workshopReminder: ReminderKind = {
  kind: 'workshop_reminder',
  label: 'Workshop reminder',
  audience: 'educators',
  cadenceOf: (institute) =>
    institute.workshop_reminder_enabled && institute.workshop_reminder_days ? 1 : null,
  recipients: (db, institute, day) =>
    repo.registrantsOfWorkshopsOn(
      db,
      institute.id,
      institute.timezone,
      workshopDatesRemindedOn(day, institute.workshop_reminder_days ?? 0),
    ),
  content: (_institute, recipient) => ({
    subject: recipient.count === 1 ? 'Your upcoming workshop' : 'Your upcoming workshops',
    paragraphs: [
      'This is a reminder of your upcoming workshops:',
      (recipient.lines ?? []).map((line) => `- ${line}`).join('\n'),
    ],
  }),
};
