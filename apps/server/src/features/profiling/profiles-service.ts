import type { TListQuery, TProfile, TProfileDomain, TProfileStatus } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import { uploadUrl } from '../../lib/uploads.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { recomputePassport } from '../points/passports-service.js';
import { currentPeriod } from '../points/period-service.js';
import { countPendingRegistrations } from '../registrations/approvals-service.js';
import { canViewProfile, visibleProfiles } from './policies.js';
import { countActiveCapabilities } from './answer-counts-repository.js';
import * as repo from './profiles-repository.js';
import type { ProfilePageRow } from './profiles-rows-repository.js';
import { profileDomains } from './responses-repository.js';
import { recordOnBehalfOf } from '../../db/audit-actor.js';
import { delegatorActedFor } from '../users/policies.js';

export const PROFILE_MESSAGES = {
  notYours: 'You can only see the profiles of your own educators.',
  educatorNotCompleted: 'The educator has not completed this profile yet.',
  alreadySubmitted: 'The supervisor has already submitted this profile.',
  alreadyComplete: 'This profile is already complete.',
  notLabel: (value: number) => `${value} is not one of the institute's response labels.`,
  notAll: (percent: number) => `Rate every capability statement before submitting (${percent}% done).`,
  completedDelete: 'A completed profile cannot be deleted.',
  noSupervisor: 'This educator has no active supervisor to email the profile to.',
} as const;

/** Whole percent, rounded down so that 100 means every capability is answered. Nothing to answer is 100. */
export const percentOf = (answered: number, total: number) =>
  total === 0 ? 100 : Math.floor((Math.min(answered, total) * 100) / total);

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Part 1 §3 status values. */
export const profileStatus = (
  profile: Pick<ProfilePageRow['profile'], 'completed' | 'educator_completed'>,
): TProfileStatus =>
  profile.completed ? 'COMPLETE' : profile.educator_completed ? 'EDUCATOR_COMPLETE' : 'INCOMPLETE';

/** A profile as the API shows it: from a list page's row, or from one profile's whole row. */
export function presentProfile(row: ProfilePageRow, totalCapabilities: number): TProfile {
  const { profile } = row;
  return {
    id: profile.id,
    user_id: profile.user_id,
    educator_full_name: row.educator_full_name,
    supervisor_id: row.supervisor_id,
    supervisor_full_name: row.supervisor_full_name,
    period_start: profile.period_start,
    period_end: profile.period_end,
    status: profileStatus(profile),
    educator_completed: profile.educator_completed,
    educator_completed_at: iso(profile.educator_completed_at),
    educator_completed_count: row.educator_completed_count,
    requires_supervisor_step: row.requires_supervisor_step,
    supervisor_completed: profile.supervisor_completed,
    supervisor_completed_at: iso(profile.supervisor_completed_at),
    supervisor_completed_percent: percentOf(row.supervisor_answered_count, totalCapabilities),
    completed: profile.completed,
    completed_at: iso(profile.completed_at),
  };
}

/** A profile the signed-in user may see (profiling policies): another institute's is 404, another supervisor's 403. */
export async function accessibleProfile(deps: AppDeps, auth: ResolvedSession, id: number) {
  const row = await repo.findProfileRow(deps.db, auth.instituteId, id);
  if (!row) throw AppError.notFound('Profile');
  if (!canViewProfile(auth.user, { id: row.profile.user_id, supervisor_id: row.supervisor_id })) {
    throw AppError.forbidden(PROFILE_MESSAGES.notYours);
  }
  await recordOnBehalfOf(undefined, delegatorActedFor(auth.user, row.supervisor_id));
  return row;
}

/** Manage Profiles' list: the current period's profiles, with the named filters and supervisor filter. */
export async function listProfiles(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const compiled = compileListQuery(repo.profileListResource, query, { instituteId: auth.instituteId });
  const scope = visibleProfiles(auth.user);
  // The period from the settings read with the session, and the capabilities that count with the
  // page: the list runs on every visit to Manage Profiles, and each statement costs a round trip.
  const period = await currentPeriod(deps.db, auth);
  const whereReadsUsers = compiled.joins.includes('users') || scope.kind !== 'institute';
  const { rows, total, activeCapabilities } = await repo.listProfiles(
    deps.db,
    auth.instituteId,
    period.start,
    {
      ...compiled,
      scope,
      whereReadsUsers,
    },
  );
  return {
    data: rows.map((row) => presentProfile(row, activeCapabilities)),
    meta: listMeta(compiled, total),
  };
}

export async function getProfile(deps: AppDeps, auth: ResolvedSession, id: number): Promise<TProfile> {
  const row = await accessibleProfile(deps, auth, id);
  return presentProfile(row, await countActiveCapabilities(deps.db, auth.instituteId));
}

/** The supervisor (or an admin for them) submits the rating: refused until every capability is rated. */
export async function submitSupervisorRating(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
): Promise<TProfile> {
  const profile = await getProfile(deps, auth, id);
  if (!profile.educator_completed) throw AppError.badRequest(PROFILE_MESSAGES.educatorNotCompleted);
  if (profile.supervisor_completed) throw AppError.badRequest(PROFILE_MESSAGES.alreadySubmitted);
  if (profile.completed) throw AppError.badRequest(PROFILE_MESSAGES.alreadyComplete);
  if (profile.supervisor_completed_percent < 100) {
    throw AppError.badRequest(PROFILE_MESSAGES.notAll(profile.supervisor_completed_percent));
  }
  // The completed profile counts toward that period's passport (profiling_tool_required).
  const updated = await deps.db.transaction(async (tx) => {
    const rows = await repo.setSupervisorCompleted(tx, auth.instituteId, id, auth.user.id, new Date());
    for (const row of rows) await recomputePassport(tx, auth.instituteId, row.user_id, row.period_start);
    return rows;
  });
  if (!updated.length) throw AppError.badRequest(PROFILE_MESSAGES.alreadySubmitted);
  return getProfile(deps, auth, id);
}

/** Admins only (route guard); a completed profile is kept. */
export async function deleteProfile(deps: AppDeps, auth: ResolvedSession, id: number): Promise<void> {
  const row = await accessibleProfile(deps, auth, id);
  if (row.profile.completed) throw AppError.badRequest(PROFILE_MESSAGES.completedDelete);
  const deleted = await repo.deleteProfile(deps.db, auth.instituteId, id);
  if (!deleted.length) throw AppError.badRequest(PROFILE_MESSAGES.completedDelete);
}

/** The shell's badge counts for the signed-in user: their educators' open profiles, their queue's pending registrations. */
export async function checkProfiles(deps: AppDeps, auth: ResolvedSession) {
  const countOpen = async () => {
    if (!auth.user.is_supervisor) return 0;
    const period = await currentPeriod(deps.db, auth);
    return repo.countOpenProfiles(deps.db, auth.instituteId, period.start, auth.user.id);
  };
  // Beside it, the pending registrations the user would see in the approval queue (0 without it).
  const [open, pending] = await Promise.all([countOpen(), countPendingRegistrations(deps, auth)]);
  return { open_count: open, pending_registrations_count: pending };
}

export async function listProfileDomains(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
): Promise<TProfileDomain[]> {
  await accessibleProfile(deps, auth, id);
  const rows = await profileDomains(deps.db, auth.instituteId, id);
  return rows.map(({ svg_icon_key, ...domain }) => ({ ...domain, svg_icon_url: uploadUrl(svg_icon_key) }));
}
