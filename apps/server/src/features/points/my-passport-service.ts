import type { PassportPeriod, TListQuery, TMyPassport, TUserPassport } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { employmentTypeNameOf, pastPassports } from './my-passport-repository.js';
import { currentPeriodOf } from './period-service.js';
import { findPassport, institutePeriodSettings, passportInputs } from './passports-repository.js';
import { passportStatus } from './passports-rules.js';
import { listPointsHistories } from './points-histories-service.js';
import { asAtSettings, type AsAt } from './passport-as-at-service.js';
import { historyOwner } from './points-histories-access.js';

/**
 * GET my/passport: the caller's figures for their home institute's current period, read live from
 * the points history (the same statement the stored passports are computed with), so the page
 * never lags a completion; "Passport Obtained" comes from the stored passport.
 */
export async function myPassport(deps: Pick<AppDeps, 'db'>, auth: ResolvedSession): Promise<TMyPassport> {
  const { id: userId, institute_id: instituteId } = auth.user;
  const settings = await institutePeriodSettings(deps.db, instituteId);
  if (!settings) throw AppError.notFound('Institute');
  return readPassport(deps.db, instituteId, userId, currentPeriodOf(settings));
}

/**
 * GET users/{id}/passport: a user's passport as at a day (default: today), for those who may read
 * their points history (points/policies.ts); another institute's user or one out of reach is 404.
 */
export async function userPassport(
  deps: Pick<AppDeps, 'db'>,
  auth: ResolvedSession,
  userId: number,
  date: string | undefined,
): Promise<TUserPassport> {
  const { institute_id: instituteId } = await historyOwner(deps, auth, userId);
  return passportAsAt(deps.db, instituteId, userId, date);
}

/**
 * A user's passport as at a day (default: today), for a caller that has already checked who may read
 * it (an audit pack prints one per period, as at each period's end).
 */
export async function passportAsAt(
  db: Executor,
  instituteId: number,
  userId: number,
  date: string | undefined,
): Promise<TUserPassport> {
  const asAt = await asAtSettings(db, instituteId, date);
  return { ...(await readPassport(db, instituteId, userId, asAt.period, asAt)), as_at: asAt.date };
}

/**
 * A user's passport of `period`: live figures against their employment type's requirements, and the
 * earlier periods' stored passports. As at a day, the figures stop at that day and the requirements
 * are those in force then; "Passport Obtained" is the stored one when it was obtained by then.
 */
async function readPassport(
  db: Executor,
  instituteId: number,
  userId: number,
  period: PassportPeriod,
  asAt?: AsAt,
): Promise<TMyPassport> {
  const [[input], stored, employmentType, past] = await Promise.all([
    passportInputs(db, instituteId, [userId], period, asAt),
    findPassport(db, instituteId, userId, period.start),
    employmentTypeNameOf(db, instituteId, userId),
    pastPassports(db, instituteId, userId, period.start),
  ]);
  if (!input) throw AppError.notFound('User');
  const requirements =
    asAt && input.employment_type_id !== null
      ? (asAt.requirements.get(input.employment_type_id) ?? null)
      : input.requirements;
  const status = passportStatus(requirements, input.figures);
  const issuedAt = stored?.issued_at;
  const isIssuedBy = issuedAt && (!asAt || (status === 'COMPLETE' && issuedAt < asAt.end));
  return {
    period: { start: period.start, end: period.end },
    employment_type: employmentType,
    status,
    issued_at: isIssuedBy ? issuedAt.toISOString() : null,
    requirements,
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
