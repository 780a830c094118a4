import {
  DEFAULT_USER_STATUS,
  passportPeriod,
  REPORT_AS_AT_KEY,
  REPORT_PERIOD_KEYS,
  type TListQuery,
  type TPassportPeriod,
  type TPassportReportRow,
  type TPassportStatus,
  type TUserPointsReportRow,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getCurrentInstitute } from '../institutes/service.js';
import { asAtSettings } from '../points/passport-as-at-service.js';
import { currentPeriodOf } from '../points/period-service.js';
import { reportScope } from './policies.js';
import * as repo from './repository.js';

/**
 * The passport-based paged-table reports (part 2 §2 "Reports", §3, issue 17): `reports/passport` and
 * `reports/user_points`, their tables and CSV exports from one compiled query, so an export holds
 * exactly the table's rows for the same filters and sort (docs/using-reports.md).
 */

export const EXPORT_BATCH_SIZE = 1000;

type PassportReport = { name: 'passports'; resource: typeof repo.passportReportResource };
type UserPointsReport = { name: 'user_points'; resource: typeof repo.userPointsReportResource };
export type PassportBasedReport = PassportReport | UserPointsReport;
/** A user's row of a passport-based report, as read (the presenters turn it into the contract's row). */
export type ReportRow = repo.ReportRow;
export const PASSPORT_REPORT: PassportReport = { name: 'passports', resource: repo.passportReportResource };
export const USER_POINTS_REPORT: UserPointsReport = {
  name: 'user_points',
  resource: repo.userPointsReportResource,
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/**
 * yyyy-MM-dd that is a real calendar date whose passport period ends by 9999 (the period filters;
 * anything else is a 400, never a 500).
 */
function checkedDate(key: string, raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : undefined;
  const isReal =
    date !== undefined &&
    year! >= 1 &&
    year! <= 9998 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day;
  if (!isReal) throw AppError.badRequest(`Invalid date "${raw}" for filter "${key}": use yyyy-MM-dd.`);
  return raw;
}

/**
 * Splits the report-level filters off the list query: the period (the passport period containing
 * `q[date_from_eq]`, else the institute's current one), the dates the dated reports cover (`range`:
 * `date_from`..`date_to`, each defaulting to that period's end) and, for the user reports, the
 * default user status (active).
 */
export async function reportQuery(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TListQuery,
  { userStatus = true }: { userStatus?: boolean } = {},
) {
  const { [REPORT_PERIOD_KEYS.from]: from, [REPORT_PERIOD_KEYS.to]: to, ...filters } = query.q ?? {};
  const fromDate = first(from);
  const toDate = first(to);
  if (toDate) checkedDate(REPORT_PERIOD_KEYS.to, toDate);
  const institute = await getCurrentInstitute(deps.db, auth);
  const period = fromDate
    ? passportPeriod(institute.points_anniversary_month, checkedDate(REPORT_PERIOD_KEYS.from, fromDate))
    : currentPeriodOf(institute);
  const range = { from: fromDate || period.start, to: toDate || period.end };
  const namesStatus = Object.entries(filters).some(
    ([key, value]) => key.startsWith('user_status_') && (first(value) ?? '') !== '',
  );
  const q = namesStatus || !userStatus ? filters : { ...filters, user_status_eq: DEFAULT_USER_STATUS };
  return { institute, period, range, query: { ...query, q } };
}

/**
 * The report's query compiled, and whose passports it reads: the stored ones of the period, or with
 * `q[as_at_eq]` those as at that day (its period: the one containing it then; points/passport-as-at-service.ts).
 */
async function compile(deps: AppDeps, auth: ResolvedSession, report: PassportBasedReport, query: TListQuery) {
  const { [REPORT_AS_AT_KEY]: asAtValue, ...filters } = query.q ?? {};
  const asAtDate = first(asAtValue);
  const prepared = await reportQuery(deps, auth, { ...query, q: filters });
  const asAt = asAtDate ? await passportsAsAt(deps.db, auth.instituteId, asAtDate) : undefined;
  const compiled = compileListQuery(report.resource, prepared.query);
  const reportPeriod = asAt?.period ?? prepared.period;
  const page: repo.ReportPage = {
    ...compiled,
    scope: reportScope(auth.user, report.name),
    periodStart: reportPeriod.start,
    asAt: asAt?.passports,
  };
  const period: TPassportPeriod = { from: reportPeriod.start, to: reportPeriod.end };
  return { compiled, page, period, institute: prepared.institute, asAtDate: asAt?.passports.date };
}

/** The passports as at `day` as the reports read them, and the period containing it then. */
export async function passportsAsAt(db: Executor, instituteId: number, day: string | undefined) {
  const asAt = await asAtSettings(db, instituteId, day, 'as_at');
  const passports: repo.AsAtPassports = {
    date: asAt.date,
    end: asAt.end,
    requirements: [...asAt.requirements].map(([id, requirements]) => ({ id, ...requirements })),
  };
  return { period: asAt.period, passports };
}

/**
 * The page whose rows are counted: as at a day, the passports are computed per user, so the count
 * reads them only when a filter names the passport status (else every user's would be computed).
 */
const countedPage = (page: repo.ReportPage, query: TListQuery): repo.ReportPage =>
  Object.keys(query.q ?? {}).some((key) => key.startsWith('passport_status_'))
    ? page
    : { ...page, asAt: undefined };

export function presentPassportRow(row: repo.ReportRow): TPassportReportRow {
  return {
    user_id: row.user_id,
    passport_status: row.passport_status as TPassportStatus,
    user_full_name: row.user_full_name,
    department_name: row.department_name,
    employment_type_name: row.employment_type_name,
    custom_1: row.custom_1,
    custom_2: row.custom_2,
    professional_points_combined: row.professional_points,
    vocational_points_combined: row.vocational_points,
    learning_journeys_combined: row.learning_journeys,
    vocational_learning_journeys_combined: row.vocational_learning_journeys,
    vcm_status: row.vcm_status,
    profile_status: row.profile_status as TPassportReportRow['profile_status'],
  };
}

export function presentUserPointsRow(row: repo.ReportRow): TUserPointsReportRow {
  return {
    user_id: row.user_id,
    user_full_name: row.user_full_name,
    division_name: row.division_name,
    department_name: row.department_name,
    employment_type_name: row.employment_type_name,
    professional_points: row.professional_points,
    vocational_points: row.vocational_points,
    // History rows do not record the institute's reporting requirements yet (docs/using-reports.md).
    requirement_1: null,
    requirement_2: null,
    custom_1: row.custom_1,
    custom_2: row.custom_2,
  };
}

/** One page of a passport-based report, its total and the period it is of (two statements at once). */
export async function listReport<T>(
  deps: AppDeps,
  auth: ResolvedSession,
  report: PassportBasedReport,
  query: TListQuery,
  present: (row: repo.ReportRow) => T,
) {
  const { compiled, page, period } = await compile(deps, auth, report, query);
  const [rows, total] = await Promise.all([
    repo.readReportRows(deps.db, auth.instituteId, page),
    repo.countReportRows(deps.db, auth.instituteId, countedPage(page, query)),
  ]);
  return { data: rows.map(present), meta: listMeta(compiled, total), period };
}

/** The Passports report's rows counted by department and status, for its chart (same filters). */
export async function summarizePassportReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { page, period } = await compile(deps, auth, PASSPORT_REPORT, query);
  const data = await repo.summarizeReportByDepartment(deps.db, auth.instituteId, page);
  return { data, period };
}

/**
 * A report's CSV rows: the table's query, filters and sort, read in batches so a large institute
 * never sits in memory. Compiled before the first byte, so a bad filter answers 400, not a cut file.
 * The order is read once (every matching id), then the rows by batches of ids: an OFFSET batch
 * would join and sort again every row before it, 20 times over for 20,000 users. The next batch is
 * asked for before this one is written out, so PostgreSQL reads it while this process writes CSV.
 */
export async function exportReport<T>(
  deps: AppDeps,
  auth: ResolvedSession,
  report: PassportBasedReport,
  query: TListQuery,
  present: (row: repo.ReportRow) => T,
) {
  const { page, institute, asAtDate, period } = await compile(deps, auth, report, query);
  const rows = rowsInBatches(
    () => repo.listReportIds(deps.db, auth.instituteId, page),
    (ids) => repo.listReportRowsOf(deps.db, auth.instituteId, page, ids),
    present,
  );
  return { rows, institute, asAtDate, period };
}

/**
 * An export's rows: every matching id in the export's order (one statement), then the rows by
 * batches of ids, each read in that order; the next batch is asked for before this one is written
 * out, so PostgreSQL reads it while this process writes CSV. The Passports, User Points and Currency
 * Forecast exports read this way.
 */
export async function* rowsInBatches<R, T>(
  listIds: () => Promise<number[]>,
  readBatch: (ids: number[]) => Promise<R[]>,
  present: (row: R) => T,
): AsyncGenerator<T> {
  const ids = await listIds();
  const batchAt = (start: number) => readBatch(ids.slice(start, start + EXPORT_BATCH_SIZE));
  let next = ids.length > 0 ? batchAt(0) : undefined;
  try {
    for (let start = 0; next; start += EXPORT_BATCH_SIZE) {
      const batch = await next;
      next = start + EXPORT_BATCH_SIZE < ids.length ? batchAt(start + EXPORT_BATCH_SIZE) : undefined;
      yield* batch.map(present);
    }
  } finally {
    // The download stopped part-way (the client left): the batch being read is dropped.
    next?.catch(() => undefined);
  }
}
