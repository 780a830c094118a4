import { POINT_REQUEST_TYPE_LABELS, type TPointRequestType } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { emailText, multiline } from '../../lib/email-text.js';
import type { HistoryOwner } from './points-histories-repository.js';
import { createApprovalLinks } from '../team/approval-links-service.js';
import { approversFor, type Approver } from '../team/delegations-service.js';
import type { Actor } from '../users/policies.js';
import { canDecidePointRequest } from './policies.js';
import * as repo from './point-requests-repository.js';

/**
 * The point requests' emails (issue 16). Each is written to the outbox in the decision's (or the
 * import's) transaction, so it leaves only if that commits.
 */

interface RequestSummary {
  type: TPointRequestType;
  activity_name: string | null;
  activity_date: string | null;
  points: number | null;
}

const describe = (request: RequestSummary) =>
  emailText`Activity: ${request.activity_name ?? '(unnamed)'}\n` +
  emailText`Type: ${POINT_REQUEST_TYPE_LABELS[request.type]}\n` +
  emailText`Date: ${request.activity_date ?? '-'}\n` +
  emailText`Points: ${request.points ?? '-'}\n`;

export type PointRequestDecision =
  | { kind: 'approved'; approvalReason: string | null }
  | { kind: 'incomplete'; reason: string }
  | { kind: 'converted'; from: TPointRequestType };

const SUBJECTS = {
  approved: 'Activity approved',
  incomplete: 'Activity incomplete',
  converted: 'Activity type changed',
} as const;

function decisionText(owner: HistoryOwner, request: RequestSummary, decision: PointRequestDecision) {
  const opening = emailText`Hello ${owner.given_name},\n\n`;
  switch (decision.kind) {
    case 'approved':
      return (
        opening +
        emailText`Your activity at ${owner.institute_name} was approved and added to your points history.\n\n` +
        describe(request) +
        (decision.approvalReason ? emailText`\nNote: ${multiline(decision.approvalReason)}\n` : '')
      );
    case 'incomplete':
      return (
        opening +
        emailText`Your activity at ${owner.institute_name} was marked incomplete.\n\n` +
        describe(request) +
        emailText`\nReason: ${multiline(decision.reason)}\n\nPlease update it and submit it again.\n`
      );
    case 'converted':
      return (
        opening +
        emailText`Your activity at ${owner.institute_name} was changed from ` +
        emailText`${POINT_REQUEST_TYPE_LABELS[decision.from]} to ${POINT_REQUEST_TYPE_LABELS[request.type]}.\n\n` +
        describe(request)
      );
  }
}

/** Tells the educator their request was approved, marked incomplete (with the reason) or converted. */
export async function queuePointRequestDecision(
  tx: Executor,
  deps: Pick<AppDeps, 'mailer'>,
  owner: HistoryOwner,
  request: RequestSummary,
  decision: PointRequestDecision,
) {
  await deps.mailer.queue(tx, {
    instituteId: owner.institute_id,
    to: owner.email,
    subject: `${SUBJECTS[decision.kind]}: ${request.activity_name ?? 'Activity'}`,
    text: decisionText(owner, request, decision),
  });
}

export interface NewPointRequestNotice extends RequestSummary {
  user_id: number;
  /** The stored request (its approvers get a link to approve it from the email); none from an import. */
  id?: number;
}

/**
 * New requests waiting for approval (the activity import, the mobile app): one email to each
 * recipient the institute names for the request's kind (vocational_point_approval_email_to,
 * professional_point_approval_email_to: the educator's supervisor, with the delegates acting for
 * them today, and/or the institute admins), listing their requests. Inactive recipients are skipped.
 * A request carries an approve link only for a recipient who may decide it (points policies
 * `canDecidePointRequest`: a supervisor only for the kinds `allow_supervisor_to_action` names).
 */
export async function notifyNewPointRequests(
  tx: Executor,
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  instituteId: number,
  requests: NewPointRequestNotice[],
): Promise<void> {
  if (!requests.length) return;
  const settings = await repo.findPointRequestSettings(tx, instituteId);
  const recipientsOf = (type: TPointRequestType) =>
    type === 'VocationalPointRequest'
      ? settings.vocational_point_approval_email_to
      : settings.professional_point_approval_email_to;
  const wantsAdmins = requests.some((r) => recipientsOf(r.type).includes('institute_admins'));
  const admins = wantsAdmins ? await repo.findActiveInstituteAdmins(tx, instituteId) : [];
  const owners = new Map(
    (
      await repo.findRequestUsers(
        tx,
        instituteId,
        requests.map((r) => r.user_id),
      )
    ).map((u) => [u.id, u]),
  );
  // The supervisor and the delegates acting for them today (team/delegations), read once each.
  const approvers = new Map<number, Promise<Approver[]>>();
  const approversOf = (supervisorId: number) => {
    if (!approvers.has(supervisorId))
      approvers.set(supervisorId, approversFor(tx, instituteId, supervisorId));
    return approvers.get(supervisorId)!;
  };
  // Each recipient's lines, and the requests they may approve from the email (those with an id).
  const byRecipient = new Map<
    string,
    { userId: number; givenName: string; lines: string[]; ids: number[] }
  >();
  const add = (to: { id: number; email: string; givenName: string }, line: string, requestId?: number) => {
    const entry = byRecipient.get(to.email) ?? { userId: to.id, givenName: to.givenName, lines: [], ids: [] };
    if (!entry.lines.includes(line)) {
      entry.lines.push(line);
      entry.ids.push(requestId ?? 0);
    }
    byRecipient.set(to.email, entry);
  };
  for (const request of requests) {
    const owner = owners.get(request.user_id);
    if (!owner) continue;
    const line =
      emailText`- ${owner.given_name} ${owner.family_name}: ${request.activity_name ?? '(unnamed)'} ` +
      emailText`(${POINT_REQUEST_TYPE_LABELS[request.type]}, ${request.points ?? '-'} points)`;
    const linkFor = (actor: Actor) =>
      canDecidePointRequest(actor, owner, request.type, settings.allow_supervisor_to_action)
        ? request.id
        : undefined;
    const to = recipientsOf(request.type);
    if (to.includes('supervisor') && owner.supervisor_id) {
      for (const approver of await approversOf(owner.supervisor_id)) {
        const onBehalfOf = approver.on_behalf_of
          ? emailText` on behalf of ${approver.on_behalf_of.full_name}`
          : '';
        add(
          { id: approver.id, email: approver.email, givenName: approver.given_name },
          line + onBehalfOf,
          linkFor(approver.actor),
        );
      }
    }
    if (to.includes('institute_admins'))
      for (const admin of admins)
        add({ id: admin.id, email: admin.email, givenName: admin.given_name }, line, linkFor(admin));
  }
  if (!byRecipient.size) return;
  const instituteName = await repo.findInstituteName(tx, instituteId);
  const recipients = [...byRecipient];
  const wanted = recipients.flatMap(([, r]) =>
    r.ids
      .filter((id) => id > 0)
      .map((itemId) => ({ approverId: r.userId, kind: 'point_request' as const, itemId })),
  );
  const urls = await createApprovalLinks(tx, deps, instituteId, wanted);
  let next = 0;
  const emails: Parameters<AppDeps['mailer']['queueMany']>[1] = recipients.map(
    ([to, { givenName, lines, ids }]) => ({
      instituteId,
      to,
      subject: `Activities submitted for approval (${lines.length})`,
      // Its approve links decide a record once signed in: the body is wiped once delivered.
      isSensitive: ids.some((id) => id > 0),
      text:
        emailText`Hello ${givenName},\n\n` +
        emailText`These activities at ${instituteName} are waiting for approval:\n\n` +
        lines
          .map((line, index) =>
            ids[index]! > 0 ? `${line}\n  Approve or mark incomplete from this email: ${urls[next++]}` : line,
          )
          .join('\n') +
        `\n\nOpen the educator's profile to approve them, mark them incomplete or convert them.\n`,
    }),
  );
  await deps.mailer.queueMany(tx, emails);
}
