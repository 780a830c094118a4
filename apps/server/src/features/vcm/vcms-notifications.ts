import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { emailText } from '../../lib/email-text.js';
import { countOf, writeNotice } from '../notifications/notice-service.js';
import * as repo from './reminders-repository.js';

/**
 * The VCM event notifications (part 1 §3 "VCM notification settings"; issue 19; docs/emails.md): an
 * email when a VCM changes hands, each switched on by its `_enabled` setting and opened by its
 * paragraph (when the institute wrote one). Nothing is sent while the institute has VCM turned off.
 *
 * | event       | setting                                     | to                                      |
 * | ----------- | ------------------------------------------- | --------------------------------------- |
 * | `submitted` | `vcm_educator_submitted_notification_*`     | the approver (none: the institute admins) |
 * | `returned`  | `vcm_approver_returns_notification_*`       | the educator (owner)                    |
 * | `approved`  | `vcm_approval_notification_*`               | the educator (owner)                    |
 * | `delegated` | `vcm_approval_delegated_notification_*`     | the new approver                        |
 */

export type VcmEventKind = 'submitted' | 'returned' | 'approved' | 'delegated';

export interface VcmEvent {
  kind: VcmEventKind;
  instituteId: number;
  vcmId: number;
  /** Who made the change (the notification log's user). */
  actorId: number | null;
}

interface EventSpec {
  type: string;
  label: string;
  to: 'owner' | 'approvers';
  audience: string;
  enabled: (i: InstituteRow) => boolean;
  paragraph: (i: InstituteRow) => string | null;
  subject: (vcm: repo.VcmEventSubject) => string;
  fact: (vcm: repo.VcmEventSubject) => string;
}

const revisionOf = (vcm: repo.VcmEventSubject) => `${vcm.year} VCM (revision ${vcm.revision})`;

export const VCM_EVENT_SPECS: Record<VcmEventKind, EventSpec> = {
  submitted: {
    type: 'vcm_educator_submitted_notification',
    label: 'VCM submitted notification',
    to: 'approvers',
    audience: 'approvers',
    enabled: (i) => i.vcm_educator_submitted_notification_enabled,
    paragraph: (i) => i.vcm_educator_submitted_notification_paragraph,
    subject: (vcm) => `VCM submitted for review: ${vcm.owner_full_name}`,
    fact: (vcm) => emailText`${vcm.owner_full_name} submitted their ${revisionOf(vcm)} for your review.`,
  },
  returned: {
    type: 'vcm_approver_returns_notification',
    label: 'VCM returned notification',
    to: 'owner',
    audience: 'educators',
    enabled: (i) => i.vcm_approver_returns_notification_enabled,
    paragraph: (i) => i.vcm_approver_returns_notification_paragraph,
    subject: () => 'Your VCM needs attention',
    fact: (vcm) => `Your ${revisionOf(vcm)} was returned to you: some items need your attention.`,
  },
  approved: {
    type: 'vcm_approval_notification',
    label: 'VCM approval notification',
    to: 'owner',
    audience: 'educators',
    enabled: (i) => i.vcm_approval_notification_enabled,
    paragraph: (i) => i.vcm_approval_notification_paragraph,
    subject: () => 'Your VCM was approved',
    fact: (vcm) => `Your ${revisionOf(vcm)} was approved.`,
  },
  delegated: {
    type: 'vcm_approval_delegated_notification',
    label: 'VCM approval delegated notification',
    to: 'approvers',
    audience: 'approvers',
    enabled: (i) => i.vcm_approval_delegated_notification_enabled,
    paragraph: (i) => i.vcm_approval_delegated_notification_paragraph,
    subject: (vcm) => `VCM to approve: ${vcm.owner_full_name}`,
    fact: (vcm) => emailText`You are now the approver of ${vcm.owner_full_name}'s ${revisionOf(vcm)}.`,
  },
};

/**
 * Sends the event's notification and logs it; answers how many emails it wrote (0 when switched off).
 *
 * How to call it: right after the change, with the transaction that made it, so the emails leave
 * only if that commits (they go through the outbox; nothing is sent over SMTP in the request):
 *
 * ```ts
 * await deps.db.transaction(async (tx) => {
 *   // … the VCM's status change and its history line …
 *   await notifyVcmEvent(deps, tx, { kind: 'submitted', instituteId, vcmId: vcm.id, actorId: auth.user.id });
 * });
 * ```
 *
 * Outside a transaction, pass `deps.db` as the executor (after your commit). The recipients are read
 * from the VCM as it is then: call it after the approver or status changed (a delegation's new approver).
 */
export async function notifyVcmEvent(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  executor: Executor,
  event: VcmEvent,
): Promise<number> {
  const spec = VCM_EVENT_SPECS[event.kind];
  const institute = await repo.findInstitute(executor, event.instituteId);
  if (!institute?.vcm_enabled || !spec.enabled(institute)) return 0;
  const vcm = await repo.findVcmForNotice(executor, institute.id, event.vcmId);
  if (!vcm) return 0;
  const paragraph = spec.paragraph(institute)?.trim();
  return writeNotice(deps, executor, {
    institute,
    kind: spec.type,
    // Every event is its own send: a VCM submitted again after a return notifies again.
    periodKey: `vcm:${vcm.id}:${randomUUID()}`,
    recipients: await repo.vcmEventRecipients(executor, institute.id, vcm.id, spec.to),
    content: () => ({
      subject: spec.subject(vcm),
      paragraphs: [
        ...(paragraph ? [paragraph] : []),
        spec.fact(vcm),
        'Please sign in to PD Passport to see it.',
      ],
    }),
    message: (sent) => `${spec.label} sent to ${countOf(sent, spec.audience)}`,
    triggeredById: event.actorId,
  });
}
