import { counted, passportPeriod } from '@pdp/contract';
import type { ReminderKind } from '../notifications/reminder-service.js';
import { SUPERVISOR_ACTION_SETTING } from './policies.js';
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

/**
 * `unactioned_points_reminder`: the approvers of pending point requests (admins, and supervisors for
 * their educators' requests of the kinds `allow_supervisor_to_action` names), every
 * `unactioned_points_reminder_days`.
 */
export const unactionedPointsReminder: ReminderKind = {
  kind: 'unactioned_points_reminder',
  label: 'Unactioned points reminder',
  audience: 'approvers',
  cadenceOf: (institute) =>
    institute.unactioned_points_reminder_enabled ? institute.unactioned_points_reminder_days : null,
  recipients: (db, institute) =>
    repo.approversWithPendingPointRequests(
      db,
      institute.id,
      Object.entries(SUPERVISOR_ACTION_SETTING)
        .filter(([, setting]) => institute.allow_supervisor_to_action.includes(setting))
        .map(([type]) => type),
    ),
  content: (_institute, recipient) => ({
    subject: 'Point requests are waiting for you',
    paragraphs: [
      `${counted(recipient.count ?? 0, 'point request is', 'point requests are')} waiting for your decision.`,
      'Please sign in to PD Passport to approve them or mark them incomplete.',
    ],
  }),
};

/** `partial_points_reminder`: educators with some points this passport period, short of their requirements. */
export const partialPointsReminder: ReminderKind = {
  kind: 'partial_points_reminder',
  label: 'Partial points reminder',
  audience: 'educators',
  cadenceOf: (institute) =>
    institute.partial_points_reminder_enabled ? institute.partial_points_reminder_days : null,
  recipients: (db, institute, day) =>
    repo.educatorsWithPartialPoints(
      db,
      institute.id,
      passportPeriod(institute.points_anniversary_month, day).start,
    ),
  content: (institute) => ({
    subject: 'Your PD Passport is not complete yet',
    paragraphs: [
      `You have some professional development points at ${institute.name} this passport year, but not yet all your passport requires.`,
      'Please sign in to PD Passport to see what is left.',
    ],
  }),
};
