import { counted } from '@pdp/contract';
import type { InstituteRow } from '../../db/schema/index.js';
import type { ReminderKind } from '../notifications/reminder-service.js';
import * as repo from './reminders-repository.js';

/** Whether any program type's registrations need approval (part 1 §3: else the reminder is hidden). */
const isApprovalRequired = (institute: InstituteRow) =>
  institute.elective_registrations_require_approval ||
  institute.learning_journey_registrations_require_approval ||
  institute.vocational_elective_registrations_require_approval ||
  institute.vocational_learning_journey_registrations_require_approval;

/**
 * `pending_registrations_reminder` (issue 19; docs/emails.md): the approvers of pending registrations
 * (admins, and supervisors for their educators), every `pending_registrations_reminder_days`, only
 * while registrations require approval.
 */
export const pendingRegistrationsReminder: ReminderKind = {
  kind: 'pending_registrations_reminder',
  label: 'Pending registrations reminder',
  audience: 'approvers',
  cadenceOf: (institute) =>
    institute.pending_registrations_reminder_enabled && isApprovalRequired(institute)
      ? institute.pending_registrations_reminder_days
      : null,
  recipients: (db, institute) => repo.approversWithPendingRegistrations(db, institute.id),
  content: (_institute, recipient) => ({
    subject: 'Registrations are waiting for your approval',
    paragraphs: [
      `${counted(recipient.count ?? 0, 'program registration is', 'program registrations are')} waiting for your approval.`,
      'Please sign in to PD Passport to approve or decline them.',
    ],
  }),
};
