import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canReadPointsHistory } from './policies.js';
import { findHistoryOwner, type HistoryOwner } from './points-histories-repository.js';

/** A user of the institute the session acts in, or the signed-in user in their home institute. */
const instituteOf = (auth: ResolvedSession, id: number) =>
  id === auth.user.id ? auth.user.institute_id : auth.instituteId;

/**
 * The user whose points history is read or changed. Another institute's user, one the actor may not
 * see (a supervisor's non-educator) and a super admin (whose history is hidden, part 2 §6) are all
 * 404: their existence is not disclosed. A permission missing on a visible user is the caller's 403.
 */
export async function historyOwner(
  deps: Pick<AppDeps, 'db'>,
  auth: ResolvedSession,
  userId: number,
  executor: Executor = deps.db,
): Promise<HistoryOwner> {
  const owner = await findHistoryOwner(executor, instituteOf(auth, userId), userId);
  if (!owner || !canReadPointsHistory(auth.user, owner)) throw AppError.notFound('User');
  return owner;
}
