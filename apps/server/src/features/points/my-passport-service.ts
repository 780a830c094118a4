import type { TListQuery, TMyPassport } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { employmentTypeNameOf, pastPassports } from './my-passport-repository.js';
import { currentPeriodOf } from './period-service.js';
import { findPassport, institutePeriodSettings, passportInputs } from './passports-repository.js';
import { passportStatus } from './passports-rules.js';
import { listPointsHistories } from './points-histories-service.js';

/**
 * GET my/passport: the caller's figures for their home institute's current period, read live from
 * the points history (the same statement the stored passports are computed with), so the page
 * never lags a completion; "Passport Obtained" comes from the stored passport.
 */
export async function myPassport(deps: Pick<AppDeps, 'db'>, auth: ResolvedSession): Promise<TMyPassport> {
  const { db } = deps;
  const { id: userId, institute_id: instituteId } = auth.user;
  const settings = await institutePeriodSettings(db, instituteId);
  if (!settings) throw AppError.notFound('Institute');
  const period = currentPeriodOf(settings);
  const [[input], stored, employmentType, past] = await Promise.all([
    passportInputs(db, instituteId, [userId], period),
    findPassport(db, instituteId, userId, period.start),
    employmentTypeNameOf(db, instituteId, userId),
    pastPassports(db, instituteId, userId, period.start),
  ]);
  if (!input) throw AppError.notFound('User');
  return {
    period: { start: period.start, end: period.end },
    employment_type: employmentType,
    status: passportStatus(input.requirements, input.figures),
    issued_at: stored?.issued_at?.toISOString() ?? null,
    requirements: input.requirements,
    achieved: input.figures,
    past: past.map((row) => ({ ...row, issued_at: row.issued_at?.toISOString() ?? null })),
  };
}

/**
 * GET my/points_histories: the caller's own points history, as staff see it on their profile. A super
 * admin has none (their history is hidden, part 2 §6): an empty list.
 */
export async function myPointsHistories(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  if (auth.user.is_super_admin)
    return { data: [], meta: { total: 0, page: query.page, per_page: query.per_page } };
  return listPointsHistories(deps, { ...auth, instituteId: auth.user.institute_id }, auth.user.id, query);
}
