import type { ReminderPanel } from './reminder-panels';

// The field names are checked against the institute's: a typo in a key does not compile.
const reminder = (
  key: 'missing' | 'not_submitted' | 'expired' | 'approver',
  title: string,
  description: string,
): ReminderPanel => ({
  title,
  description,
  enabled: `vcm_${key}_reminder_enabled`,
  days: { name: `vcm_${key}_reminder_period`, label: 'Period (days)' },
  paragraph: { name: `vcm_${key}_reminder_intro_paragraph`, label: 'Intro paragraph' },
  sendNow: `vcm_${key}_reminder_send_now`,
});

const notification = (
  key: 'educator_submitted' | 'approver_returns' | 'approval' | 'approval_delegated',
  title: string,
  description: string,
): ReminderPanel => ({
  title,
  description,
  enabled: `vcm_${key}_notification_enabled`,
  paragraph: { name: `vcm_${key}_notification_paragraph`, label: 'Paragraph' },
});

/** The VCM reminders and notifications (part 1 §3), shown when VCM is enabled. */
export const VCM_NOTIFICATION_PANELS: readonly ReminderPanel[] = [
  reminder('missing', 'VCM missing reminder', 'Reminds educators who have no VCM yet.'),
  reminder('not_submitted', 'VCM not submitted reminder', 'Reminds educators whose VCM is not submitted.'),
  reminder('expired', 'VCM expired reminder', 'Reminds educators whose vocational currency has expired.'),
  reminder('approver', 'VCM approver reminder', 'Reminds approvers of VCMs waiting for them.'),
  notification(
    'educator_submitted',
    'Educator submitted notification',
    'Sent to the approver when an educator submits a VCM.',
  ),
  notification(
    'approver_returns',
    'Approver returns notification',
    'Sent to the educator when a VCM is returned.',
  ),
  notification('approval', 'Approval notification', 'Sent to the educator when a VCM is approved.'),
  notification(
    'approval_delegated',
    'Approval delegated notification',
    'Sent to the approver a VCM approval is delegated to.',
  ),
];
