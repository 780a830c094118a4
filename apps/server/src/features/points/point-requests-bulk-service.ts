import {
  POINT_REQUEST_MESSAGES as PM,
  POINT_REQUEST_TYPES,
  type TPointRequestBulkDecisionBody,
  type TTeamPointRequest,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { UserScope } from '../../db/user-scope.js';
import { decideEach } from '../../lib/bulk-decision.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { isAdmin } from '../users/policies.js';
import { approvePointRequest, rejectPointRequest } from './point-requests-decisions-service.js';
import { SUPERVISOR_ACTION_SETTING } from './policies.js';
import * as repo from './point-requests-repository.js';

/**
 * Point requests decided several at a time (the team console): each through the single-request
 * decision (its transaction, row lock and policies), so the rules stay in one place.
 */

/** `POST point_requests/bulk_decision`: each item's outcome, in the order given. */
export async function bulkDecidePointRequests(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TPointRequestBulkDecisionBody,
) {
  const owners = await repo.findOwnersOf(
    deps.db,
    auth.instituteId,
    body.items.map((item) => item.id),
  );
  const notify = body.notify_user ?? true;
  return decideEach(body.items, PM.notPending, async (item) => {
    const userId = owners.get(item.id);
    if (userId === undefined) throw AppError.notFound('Point request');
    if (body.decision === 'approve')
      await approvePointRequest(deps, auth, userId, item.id, { points: item.points, notify_user: notify });
    else await rejectPointRequest(deps, auth, userId, item.id, { reason: body.reason!, notify_user: notify });
  });
}

/**
 * The pending requests of a supervisor's educators that the caller may decide (points policies: an
 * admin every kind, a supervisor the kinds the institute lets supervisors action), with their count.
 */
export async function listTeamPointRequests(
  deps: AppDeps,
  auth: ResolvedSession,
  scope: UserScope,
  limit: number,
): Promise<{ count: number; items: TTeamPointRequest[] }> {
  const settings = await repo.findPointRequestSettings(deps.db, auth.instituteId);
  const types = POINT_REQUEST_TYPES.filter(
    (type) =>
      isAdmin(auth.user) || settings.allow_supervisor_to_action.includes(SUPERVISOR_ACTION_SETTING[type]),
  );
  return repo.listPendingOfSupervised(deps.db, auth.instituteId, scope, types, limit);
}
