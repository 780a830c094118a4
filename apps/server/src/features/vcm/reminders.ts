import { counted } from '@pdp/contract';
import type { InstituteRow } from '../../db/schema/index.js';
import type { ReminderKind, ReminderRecipient } from '../notifications/reminder-service.js';
import * as repo from './reminders-repository.js';

/**
 * The VCM reminders (part 1 §3 "VCM notification settings"; issue 19; docs/jobs.md): each with its
 * `_enabled`, `_period` (every N days) and `_intro_paragraph` (opens the email when written), and none
 * while the institute has VCM turned off. Who each one reaches is written in docs/jobs.md "VCM".
 */

type Prefix = 'vcm_missing' | 'vcm_not_submitted' | 'vcm_expired' | 'vcm_approver';

const cadence = (prefix: Prefix) => (institute: InstituteRow) =>
  institute.vcm_enabled && institute[`${prefix}_reminder_enabled`]
    ? institute[`${prefix}_reminder_period`]
    : null;

const intro = (institute: InstituteRow, prefix: Prefix) => {
  const text = institute[`${prefix}_reminder_intro_paragraph`]?.trim();
  return text ? [text] : [];
};

/** Nobody while VCM is off (send-now included). */
const whenVcmOn =
  (select: ReminderKind['recipients']): ReminderKind['recipients'] =>
  async (db, institute, day) =>
    institute.vcm_enabled ? select(db, institute, day) : [];

const yearOf = (day: string) => Number(day.slice(0, 4));

const SIGN_IN = 'Please sign in to PD Passport to complete it.';

/** `vcm_missing_reminder`: educators who may own a VCM and have none for this year. */
export const vcmMissingReminder: ReminderKind = {
  kind: 'vcm_missing_reminder',
  label: 'VCM missing reminder',
  audience: 'educators',
  cadenceOf: cadence('vcm_missing'),
  recipients: whenVcmOn((db, institute, day) => repo.educatorsWithoutVcm(db, institute.id, yearOf(day))),
  content: (institute) => ({
    subject: 'Please start your VCM',
    paragraphs: [
      ...intro(institute, 'vcm_missing'),
      `You have no vocational capability matrix (VCM) at ${institute.name} for this year yet.`,
      SIGN_IN,
    ],
  }),
};

/** `vcm_not_submitted_reminder`: educators whose VCM this year is a draft or was returned to them. */
export const vcmNotSubmittedReminder: ReminderKind = {
  kind: 'vcm_not_submitted_reminder',
  label: 'VCM not submitted reminder',
  audience: 'educators',
  cadenceOf: cadence('vcm_not_submitted'),
  recipients: whenVcmOn((db, institute, day) => repo.educatorsWithVcmToSubmit(db, institute.id, yearOf(day))),
  content: (institute) => ({
    subject: 'Please submit your VCM',
    paragraphs: [
      ...intro(institute, 'vcm_not_submitted'),
      'Your VCM for this year has not been submitted for review yet.',
      'Please sign in to PD Passport to finish and submit it.',
    ],
  }),
};

/**
 * `vcm_expired_reminder`: educators whose latest VCM had expired by the start of the day, as the VCM
 * page's currency counts `vocational_currency_valid_month_count` months (none without a count, or
 * with 0: nothing expires).
 */
export const vcmExpiredReminder: ReminderKind = {
  kind: 'vcm_expired_reminder',
  label: 'VCM expired reminder',
  audience: 'educators',
  cadenceOf: cadence('vcm_expired'),
  recipients: whenVcmOn(async (db, institute, day) => {
    const months = institute.vocational_currency_valid_month_count;
    if (!months || months < 1) return [];
    return repo.educatorsWithExpiredVcm(db, institute.id, months, day, institute.timezone);
  }),
  content: (institute) => ({
    subject: 'Your VCM has expired',
    paragraphs: [
      ...intro(institute, 'vcm_expired'),
      'Your last approved VCM is no longer current.',
      'Please sign in to PD Passport to start a new revision.',
    ],
  }),
};

/** `vcm_approver_reminder`: approvers with VCMs in review (admins for those without an approver). */
export const vcmApproverReminder: ReminderKind = {
  kind: 'vcm_approver_reminder',
  label: 'VCM approver reminder',
  audience: 'approvers',
  cadenceOf: cadence('vcm_approver'),
  recipients: whenVcmOn((db, institute) => repo.approversWithVcmsInReview(db, institute.id)),
  content: (institute, recipient: ReminderRecipient) => ({
    subject: 'VCMs are waiting for your review',
    paragraphs: [
      ...intro(institute, 'vcm_approver'),
      `${counted(recipient.count ?? 0, 'VCM is', 'VCMs are')} waiting for your review.`,
      'Please sign in to PD Passport to review them.',
    ],
  }),
};

export const VCM_REMINDERS = [
  vcmMissingReminder,
  vcmNotSubmittedReminder,
  vcmExpiredReminder,
  vcmApproverReminder,
];
