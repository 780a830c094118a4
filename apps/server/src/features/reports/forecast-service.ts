import {
  REPORT_PERIOD_KEYS,
  type TForecastReportRow,
  type TForecastStatus,
  type TListQuery,
  type TMyForecast,
  type TPassportPeriod,
  type TPassportStatus,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { shortfallOf } from './forecast-rules.js';
import { listMyPrograms } from '../programs/my-programs-service.js';
import { reportScope } from './policies.js';
import type { UserScope } from '../../db/user-scope.js';
import * as repo from './forecast-repository.js';
import { reportQuery, rowsInBatches } from './service.js';

/**
 * The currency forecast report (`reports/forecast`, contract reports/forecast-report.ts): the current
 * passport period only (a period filter is ignored), the user reports' filters and scope (a
 * supervisor sees their own educators), its CSV from the same compiled query, and its chart.
 */

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The forecast of `period` as seen on `today`, in the institute's time zone and VCM currency. */
export function forecastContextOf(
  institute: Pick<InstituteRow, 'id' | 'timezone' | 'vcm_enabled' | 'vocational_currency_valid_month_count'>,
  period: { start: string; end: string },
  today: string,
): repo.ForecastContext {
  return {
    instituteId: institute.id,
    period,
    today,
    timezone: institute.timezone,
    vcmValidMonths: institute.vcm_enabled ? institute.vocational_currency_valid_month_count : null,
  };
}

/** The days from `from` to `to` (0 once `to` has passed): the forecast's "days left". */
export const daysLeftUntil = (from: string, to: string) => Math.max(0, daysBetween(from, to));

async function compile(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { [REPORT_PERIOD_KEYS.from]: _from, [REPORT_PERIOD_KEYS.to]: _to, ...q } = query.q ?? {};
  const prepared = await reportQuery(deps, auth, { ...query, q });
  const { institute, period } = prepared;
  const compiled = compileListQuery(repo.forecastReportResource, prepared.query);
  const today = todayIn(institute.timezone);
  const ctx = forecastContextOf({ ...institute, id: auth.instituteId }, period, today);
  const page: repo.ForecastPage = {
    where: compiled.where,
    orderBy: compiled.orderBy,
    scope: reportScope(auth.user, 'forecast'),
  };
  const daysLeft = daysLeftUntil(today, period.end);
  const reportPeriod: TPassportPeriod = { from: period.start, to: period.end };
  return { compiled, ctx, page, daysLeft, period: reportPeriod, institute };
}

const present =
  (daysLeft: number) =>
  ({
    profile_missing: _profile,
    passport_status: _status,
    ...row
  }: repo.ForecastRow): TForecastReportRow => ({
    ...row,
    forecast: row.forecast as TForecastStatus,
    days_left: daysLeft,
  });

export async function listForecastReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { compiled, ctx, page, daysLeft, period } = await compile(deps, auth, query);
  const [rows, total] = await Promise.all([
    repo.listForecastRows(deps.db, ctx, { ...page, limit: compiled.limit, offset: compiled.offset }),
    repo.countForecastRows(deps.db, ctx, page),
  ]);
  return { data: rows.map(present(daysLeft)), meta: listMeta(compiled, total), period };
}

export async function summarizeForecastReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { ctx, page, period } = await compile(deps, auth, query);
  return { data: await repo.summarizeForecastByDepartment(deps.db, ctx, page), period };
}

/** The CSV's rows, read as the Passports export reads its own (rowsInBatches). */
export async function exportForecastReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { ctx, page, daysLeft, institute } = await compile(deps, auth, query);
  const rows = rowsInBatches(
    () => repo.listForecastIds(deps.db, ctx, page),
    (ids) => repo.listForecastRowsOf(deps.db, ctx, ids),
    present(daysLeft),
  );
  return { rows, institute };
}

/**
 * The team console's members: every active user `scope` reaches (as the report lists them), by name, with the report's forecast and
 * their stored passport status for the current period.
 */
export async function listForecastOf(deps: AppDeps, auth: ResolvedSession, scope: UserScope) {
  const { compiled, ctx, period } = await compile(deps, auth, { page: 1, per_page: 1, q: {} });
  // The report's default filters (active users only) apply: the console and the report agree.
  const rows = await repo.listForecastRows(deps.db, ctx, {
    where: compiled.where,
    orderBy: compiled.orderBy,
    scope,
  });
  const members = rows.map((row) => ({
    user_id: row.user_id,
    full_name: row.user_full_name,
    department_name: row.department_name,
    employment_type_name: row.employment_type_name,
    passport_status: row.passport_status as TPassportStatus,
    forecast: row.forecast as TForecastStatus,
  }));
  return { members, period };
}

/**
 * A forecast row's requirements as the rules read them (null without an employment type); the
 * profile is left out: the row says itself whether it is missing (`profile_missing`).
 */
export const requirementsOfRow = (
  row: Pick<
    repo.ForecastRow,
    | 'employment_type_name'
    | 'required_professional_points'
    | 'required_vocational_points'
    | 'required_learning_journeys'
    | 'required_vocational_learning_journeys'
  >,
) =>
  row.employment_type_name
    ? {
        professional_points: row.required_professional_points,
        vocational_points: row.required_vocational_points,
        num_lj_required: row.required_learning_journeys,
        num_vocational_lj_required: row.required_vocational_learning_journeys,
        profiling_tool_required: false,
      }
    : null;

/** What each requirement of a forecast row still lacks (forecast-rules `shortfallOf`); none without requirements. */
export function shortfallOfRow(row: repo.ForecastRow): TMyForecast['shortfall'] {
  const requirements = requirementsOfRow(row);
  // The profile's part of the shortfall is the row's own (profile_missing): the figures here are points.
  const gap = requirements
    ? shortfallOf(requirements, { ...row, profile_completed: true })
    : { professional_points: 0, vocational_points: 0, learning_journeys: 0, vocational_learning_journeys: 0 };
  return { ...gap, profile: row.profile_missing };
}

const MY_PROGRAMS_SHOWN = 5;
const isVocationalType = (type: string | null) => type?.startsWith('vocational_') ?? false;
const isLearningJourneyType = (type: string | null) => type?.endsWith('learning_journey') ?? false;

/**
 * `GET my/forecast`: the caller's own row of the forecast (home institute, current period), what each
 * requirement still lacks, and the open programs that would close a gap (contract points/my-forecast.ts).
 */
export async function myForecast(deps: AppDeps, auth: ResolvedSession): Promise<TMyForecast> {
  const home = { ...auth, instituteId: auth.user.institute_id };
  const { ctx, daysLeft, period } = await compile(deps, home, { page: 1, per_page: 1, q: {} });
  const [row] = await repo.listForecastRowsOf(deps.db, ctx, [auth.user.id]);
  if (!row) throw AppError.notFound('User');
  const shortfall = shortfallOfRow(row);
  const { profile: _profile, ...gap } = shortfall;
  const wanted = (type: string | null) =>
    isVocationalType(type)
      ? gap.vocational_points > 0 || (gap.vocational_learning_journeys > 0 && isLearningJourneyType(type))
      : gap.professional_points > 0 || (gap.learning_journeys > 0 && isLearningJourneyType(type));
  const hasGap = Object.values(gap).some((value) => value > 0);
  const catalogue = hasGap ? (await listMyPrograms(deps, home, { page: 1, per_page: 100, q: {} })).data : [];
  const programs = catalogue
    .filter(
      (card) =>
        card.is_open &&
        card.my_state === null &&
        card.places_left !== 0 &&
        (card.start_date === null || card.start_date <= period.to) &&
        wanted(card.program_type),
    )
    .slice(0, MY_PROGRAMS_SHOWN);
  return {
    period: { start: period.from, end: period.to },
    days_left: daysLeft,
    forecast: row.forecast as TForecastStatus,
    shortfall,
    pending: {
      professional_points: row.pending_professional_points,
      vocational_points: row.pending_vocational_points,
      requests: row.pending_requests,
      programs: row.registered_programs,
    },
    expiring_units: row.expiring_units,
    programs,
  };
}
