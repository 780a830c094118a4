import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canDecidePointRequest } from '../points/policies.js';
import { approvePointRequest, rejectPointRequest } from '../points/point-requests-decisions-service.js';
import { approveRegistration, rejectRegistration } from '../registrations/approvals-service.js';
import { canDecideRegistration } from '../registrations/policies.js';
import type { Actor } from '../users/policies.js';
import type { ApprovalLinkKind } from './approval-links-service.js';
import * as repo from './approval-links-repository.js';
import { canUseApprovalLink } from './policies.js';

/**
 * The page an approve-from-email link opens, and its one-click decision: approve, or reject (a point
 * request: mark incomplete) with a reason. Each step re-reads the link, who is signed in and the
 * record, so what the page says holds at that moment: the page offers the decision only to an
 * approver the record's own policies let decide it now; the decision itself is the single-record
 * decision, under its own rules.
 */

export interface LinkItem {
  kind: ApprovalLinkKind;
  user_id: number;
  user_full_name: string;
  title: string | null;
  points: number | null;
  isPending: boolean;
  /** The signed-in approver may decide it now (registrations or points policies). */
  mayDecide: boolean;
}

export type LinkState =
  | { state: 'invalid' }
  | { state: 'sign_in' }
  | { state: 'wrong_person' }
  | { state: 'used' }
  | { state: 'expired'; days: number }
  | { state: 'not_allowed' }
  | { state: 'decided'; item: LinkItem }
  | { state: 'ready'; item: LinkItem; link: repo.ApprovalLinkRow };

/** `<institute id>.<token>`: the institute keeps the lookup inside one tenant. */
function parseLink(text: string) {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(text);
  const instituteId = match ? Number(match[1]) : NaN;
  return match && instituteId <= 2_147_483_647 ? { instituteId, token: match[2]! } : undefined;
}

async function itemOf(
  deps: AppDeps,
  link: repo.ApprovalLinkRow,
  actor: Actor,
): Promise<LinkItem | undefined> {
  if (link.kind === 'registration') {
    const row = await repo.findRegistrationItem(deps.db, link.institute_id, link.item_id);
    if (!row) return undefined;
    const { user_supervisor_id, status, ...shown } = row;
    return {
      ...shown,
      kind: 'registration',
      points: null,
      isPending: status === 'pending',
      mayDecide: canDecideRegistration(actor, { user_id: row.user_id, user_supervisor_id }),
    };
  }
  const row = await repo.findPointRequestItem(deps.db, link.institute_id, link.item_id);
  if (!row) return undefined;
  const { owner, type, allow_supervisor_to_action, status, ...shown } = row;
  return {
    ...shown,
    kind: 'point_request',
    isPending: status === 0,
    mayDecide: canDecidePointRequest(actor, owner, type, allow_supervisor_to_action),
  };
}

/** Where the link stands for whoever is signed in (null: nobody). */
export async function openApprovalLink(
  deps: AppDeps,
  text: string,
  auth: ResolvedSession | null,
): Promise<LinkState> {
  const parsed = parseLink(text);
  const link = parsed && (await repo.findLink(deps.db, parsed.instituteId, hashToken(parsed.token)));
  if (!link) return { state: 'invalid' };
  if (!auth) return { state: 'sign_in' };
  if (!canUseApprovalLink(auth, link)) return { state: 'wrong_person' };
  if (link.used_at) return { state: 'used' };
  if (link.expires_at.getTime() <= Date.now())
    return { state: 'expired', days: deps.config.approvalLinkDays ?? 7 };
  const item = await itemOf(deps, link, auth.user);
  if (!item) return { state: 'invalid' };
  if (!item.mayDecide) return { state: 'not_allowed' };
  return item.isPending ? { state: 'ready', item, link } : { state: 'decided', item };
}

/** What the approver chose on the page: approve, or reject (mark incomplete) with a reason. */
export type LinkChoice = { decision: 'approve' } | { decision: 'reject'; reason: string };

export type DecisionState =
  | LinkState
  | { state: 'decided_now'; item: LinkItem; decision: LinkChoice['decision'] }
  | { state: 'refused'; message: string };

/**
 * Decides the link's record as the signed-in approver: the link is used first (a second click finds
 * it used), then the record is decided by its own single-record service, which checks the approver's
 * rights and the record's state now; a point request is approved with the points it asks for. A
 * decision refused (or failed) gives the link back: only a decision made uses it up. The link keeps
 * what it decided, so the audit trail shows the decision came from the email.
 */
export async function decideFromLink(
  deps: AppDeps,
  text: string,
  auth: ResolvedSession,
  choice: LinkChoice,
): Promise<DecisionState> {
  const opened = await openApprovalLink(deps, text, auth);
  if (opened.state !== 'ready') return opened;
  const { link, item } = opened;
  if (!(await repo.claimLink(deps.db, link.institute_id, link.id))) return { state: 'used' };
  try {
    await applyChoice(deps, auth, link, item, choice);
  } catch (error) {
    await repo.releaseLink(deps.db, link.institute_id, link.id);
    if (!(error instanceof AppError)) throw error;
    const now = await itemOf(deps, link, auth.user);
    if (now && !now.isPending) return { state: 'decided', item: now };
    return { state: 'refused', message: error.message };
  }
  await repo.recordDecision(deps.db, link.institute_id, link.id, choice.decision);
  return { state: 'decided_now', item, decision: choice.decision };
}

function applyChoice(
  deps: AppDeps,
  auth: ResolvedSession,
  link: repo.ApprovalLinkRow,
  item: LinkItem,
  choice: LinkChoice,
) {
  const body = { notify_user: true };
  if (link.kind === 'registration')
    return choice.decision === 'approve'
      ? approveRegistration(deps, auth, link.item_id, body)
      : rejectRegistration(deps, auth, link.item_id, { ...body, reason: choice.reason });
  return choice.decision === 'approve'
    ? approvePointRequest(deps, auth, item.user_id, link.item_id, body)
    : rejectPointRequest(deps, auth, item.user_id, link.item_id, { ...body, reason: choice.reason });
}
