import { TEAM_ITEMS_SHOWN, type TTeamQuery, type TTeamSummary } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { listTeamPointRequests } from '../points/point-requests-bulk-service.js';
import { listApprovals } from '../registrations/approvals-service.js';
import { listForecastOf } from '../reports/forecast-service.js';
import { canOpenTeamOf, teamScope } from './policies.js';
import * as repo from './repository.js';

/** The supervisor whose console is asked for: the caller's own, or one an admin names. */
async function supervisorOf(deps: AppDeps, auth: ResolvedSession, query: TTeamQuery) {
  const { user } = auth;
  if (query.supervisor_id === undefined || query.supervisor_id === user.id)
    return { id: user.id, full_name: `${user.given_name} ${user.family_name}` };
  const supervisor = await repo.findUser(deps.db, auth.instituteId, query.supervisor_id);
  if (!supervisor) throw AppError.notFound('Supervisor');
  if (!canOpenTeamOf(user, supervisor)) throw AppError.forbidden();
  return { id: supervisor.id, full_name: supervisor.full_name };
}

/**
 * `GET /api/v1/team`: the supervisor's educators with their passport status and forecast (the
 * currency forecast's rule), and what waits for them, each kind read by its own domain's rules.
 */
export async function teamSummary(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TTeamQuery,
): Promise<TTeamSummary> {
  const supervisor = await supervisorOf(deps, auth, query);
  const scope = teamScope(auth.user, supervisor.id);
  const { members, period } = await listForecastOf(deps, auth, scope);
  const pendingRegistrations = {
    page: 1,
    per_page: TEAM_ITEMS_SHOWN,
    q: { status_eq: 'pending', supervisor_id_eq: String(supervisor.id), s: 'created_at asc' },
  };
  const [registrations, pointRequests, vcms, profiles] = await Promise.all([
    listApprovals(deps, auth, pendingRegistrations),
    listTeamPointRequests(deps, auth, scope, TEAM_ITEMS_SHOWN),
    repo.listVcmsInReviewFor(deps.db, auth.instituteId, supervisor.id, auth.user.id, TEAM_ITEMS_SHOWN),
    repo.listProfilesToRate(deps.db, auth.instituteId, period.from, scope, TEAM_ITEMS_SHOWN),
  ]);
  return {
    supervisor,
    period,
    members,
    registrations: {
      count: registrations.meta.total,
      items: registrations.data.map((row) => ({
        id: row.id,
        user_id: row.user_id,
        user_full_name: row.user_name,
        program_name: row.program_name,
        program_start_date: row.program_start_date,
        created_at: row.created_at,
      })),
    },
    point_requests: pointRequests,
    vcms,
    profiles,
  };
}
