import type { ReminderKind } from '../notifications/reminder-service.js';
import * as repo from './reminders-repository.js';

const DAY = 86_400_000;

/**
 * `supervisor_program_registration` (issue 19; docs/emails.md): each supervisor hears how many
 * registrations their educators made in the last `supervisor_program_registration_period` days
 * (7 when send-now is pressed with no period set).
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
    return repo.supervisorsWithNewRegistrations(
      db,
      institute.id,
      new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY),
    );
  },
  content: (institute, recipient) => ({
    subject: 'Your educators’ program registrations',
    paragraphs: [
      `Your educators made ${recipient.count ?? 0} program ${recipient.count === 1 ? 'registration' : 'registrations'} in the last ${institute.supervisor_program_registration_period ?? 7} days.`,
      'Please sign in to PD Passport to see them.',
    ],
  }),
};
