import {
  countItems,
  decideVcmAction,
  VCM_MESSAGES,
  type TDelegateVcmBody,
  type TForceVcmStatusBody,
  type TVcm,
  type TVcmAction,
  type TVcmStatus,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { logVcmEvent, VCM_EVENTS } from './vcm-history.js';
import { canDelegateVcm, isEligibleApprover } from './policies.js';
import { notifyVcmEvent, type VcmEventKind } from './vcms-notifications.js';
import * as items from './vcm-items-repository.js';
import * as repo from './vcms-repository.js';
import { lockVcmFor, presentVcm, type VcmCaller } from './vcms-service.js';

/**
 * The VCM's own transitions (part 2 §4; issue 18): return to educator, approve, force and delegate.
 * Each locks the VCM's row, asks the state machine (contract vcm-state-machine.ts) and writes the
 * change and its history line in one transaction; a refusal is a 400 with the rule's message.
 */

type Locked = Awaited<ReturnType<typeof lockVcmFor>>;

async function transition(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  allow: ((record: Parameters<typeof canDelegateVcm>[1]) => boolean) | undefined,
  change: (tx: Executor, locked: Locked) => Promise<void>,
): Promise<TVcm> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockVcmFor(tx, auth, id, allow);
    await change(tx, locked);
    const view = (await repo.findVcmView(tx, auth.instituteId, id))!;
    return presentVcm(tx, auth, view, locked.settings);
  });
}

async function decide(tx: Executor, vcm: repo.VcmRow, action: TVcmAction, chosen?: TVcmStatus) {
  const counts = countItems(await items.listItemStatuses(tx, vcm.institute_id, vcm.id));
  const decision = decideVcmAction(action, vcm.status as TVcmStatus, counts, chosen);
  if (!decision.ok) throw AppError.badRequest(decision.message);
  return decision.to;
}

/** The event's email (vcms-notifications.ts), in the change's transaction: it leaves only if that commits. */
const notify = (deps: AppDeps, tx: Executor, auth: ResolvedSession, vcm: repo.VcmRow, kind: VcmEventKind) =>
  notifyVcmEvent(deps, tx, { kind, instituteId: vcm.institute_id, vcmId: vcm.id, actorId: auth.user.id });

/** `PUT vcms/{id}/approve`: every item approved; sets approved_at and the approver; closes the year's older approval. */
export function approveVcm(deps: AppDeps, auth: VcmCaller, id: number) {
  return transition(deps, auth, id, undefined, async (tx, { vcm }) => {
    const to = await decide(tx, vcm, 'approve');
    await repo.updateVcm(tx, vcm.institute_id, vcm.id, {
      status: to,
      approved_at: new Date(),
      approver_user_id: auth.user.id,
    });
    await logVcmEvent(tx, vcm, auth.user.id, 'approved', VCM_EVENTS.approved());
    for (const closedId of await repo.closeOtherApproved(tx, vcm)) {
      await logVcmEvent(
        tx,
        { institute_id: vcm.institute_id, id: closedId },
        auth.user.id,
        'closed',
        VCM_EVENTS.closed(vcm.revision),
      );
    }
    await notify(deps, tx, auth, vcm, 'approved');
  });
}

/** `PUT vcms/{id}/reject`: return to the educator (an item needs attention, every item actioned). */
export function returnVcm(deps: AppDeps, auth: VcmCaller, id: number) {
  return transition(deps, auth, id, undefined, async (tx, { vcm }) => {
    const to = await decide(tx, vcm, 'reject');
    await repo.updateVcm(tx, vcm.institute_id, vcm.id, { status: to });
    await logVcmEvent(tx, vcm, auth.user.id, 'returned', VCM_EVENTS.returned());
    await notify(deps, tx, auth, vcm, 'returned');
  });
}

/** `PUT vcms/{id}/force_update`: an admin sets any status (the route's guard: 403 for anyone else). */
export function forceVcmStatus(deps: AppDeps, auth: VcmCaller, id: number, body: TForceVcmStatusBody) {
  return transition(
    deps,
    auth,
    id,
    () => true,
    async (tx, { vcm }) => {
      const to = await decide(tx, vcm, 'force', body.vcm.status);
      const approval = to === 'approved' ? { approved_at: new Date(), approver_user_id: auth.user.id } : {};
      await repo.updateVcm(tx, vcm.institute_id, vcm.id, { status: to, ...approval });
      await logVcmEvent(tx, vcm, auth.user.id, 'forced', VCM_EVENTS.forced(vcm.status, to));
    },
  );
}

/** `PUT vcms/{id}/delegate`: a new approver, a supervisor or institute admin of the institute (part 2 §6). */
export function delegateVcm(deps: AppDeps, auth: VcmCaller, id: number, body: TDelegateVcmBody) {
  return transition(
    deps,
    auth,
    id,
    (record) => canDelegateVcm(auth.user, record),
    async (tx, { vcm, view }) => {
      const approver = await repo.findUser(tx, auth.instituteId, body.vcm.approver_user_id);
      if (!approver || !isEligibleApprover(approver, auth.instituteId, vcm)) {
        throw AppError.badRequest(VCM_MESSAGES.ineligibleApprover);
      }
      await decide(tx, vcm, 'delegate');
      await repo.updateVcm(tx, vcm.institute_id, vcm.id, { approver_user_id: approver.id });
      const from = vcm.approver_user_id === null ? null : (view.approver_full_name ?? 'Unknown user');
      await logVcmEvent(tx, vcm, auth.user.id, 'delegated', VCM_EVENTS.delegated(from, approver.full_name));
      await notify(deps, tx, auth, vcm, 'delegated');
    },
  );
}
