import {
  PROGRAM_TYPES,
  type TListQuery,
  type TProgramType,
  type TRegistrationFigures,
  type TRegistrationStatistics,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { currentPeriod } from '../points/period-service.js';
import * as repo from './approvals-repository.js';
import { visibleRegistrations } from './policies.js';

/**
 * The statistics view of the approval queue (part 2 §2, §9 "Group calculation modes"): registrations
 * made, unique registrants and unique completions over a period of registration dates, in total, by
 * month and by program type (docs/decisions.md, "Registration approvals (issue 15)").
 */

/** A longer period would be a list of hundreds of months nobody reads. */
export const MAX_STATISTICS_MONTHS = 120;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

function periodDate(raw: string | undefined, fallback: string, field: string): string {
  if (!raw) return fallback;
  const parts = DATE.exec(raw);
  const [year, month, day] = (parts ?? []).slice(1).map(Number) as [number, number, number];
  const date = parts ? new Date(Date.UTC(year, month - 1, day)) : undefined;
  if (!date || year < 1 || date.toISOString().slice(0, 10) !== raw)
    throw AppError.badRequest(`Invalid value "${raw}" for filter field "${field}": use yyyy-MM-dd.`);
  return raw;
}

/** Every month (yyyy-MM) from the one of `from` to the one of `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let index = fromYear * 12 + fromMonth - 1; index <= toYear * 12 + toMonth - 1; index++)
    months.push(
      `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`,
    );
  return months;
}

const ZERO: TRegistrationFigures = { registrations: 0, unique_registrants: 0, unique_completions: 0 };
const figuresOf = (row: repo.FigureRow | undefined): TRegistrationFigures =>
  row
    ? {
        registrations: row.registrations,
        unique_registrants: row.unique_registrants,
        unique_completions: row.unique_completions,
      }
    : ZERO;

/**
 * `GET /api/v2/registrations/statistics`: the queue's filters (every status unless one is named),
 * over the period q[created_at_gteq] … q[created_at_lteq], by default the institute's current
 * passport year.
 */
export async function registrationStatistics(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TListQuery,
): Promise<TRegistrationStatistics> {
  const q = query.q ?? {};
  const passportYear = await currentPeriod(deps.db, auth);
  const from = periodDate(first(q.created_at_gteq), passportYear.start, 'created_at');
  const to = periodDate(first(q.created_at_lteq), passportYear.end, 'created_at');
  if (from > to) throw AppError.badRequest('The period ends before it starts.');
  const months = monthsBetween(from, to);
  if (months.length > MAX_STATISTICS_MONTHS)
    throw AppError.badRequest(`The period is at most ${MAX_STATISTICS_MONTHS} months long.`);

  const compiled = compileListQuery(repo.approvalListResource, {
    ...query,
    q: { ...q, created_at_gteq: from, created_at_lteq: to },
  });
  const rows = await repo.statisticsFigures(deps.db, auth.instituteId, {
    where: compiled.where,
    scope: visibleRegistrations(auth.user),
  });
  const byMonth = new Map(rows.filter((r) => r.by_month).map((r) => [r.month, r]));
  const byType = new Map(rows.filter((r) => r.by_type).map((r) => [r.program_type, r]));
  const types: (TProgramType | null)[] = [...PROGRAM_TYPES, ...(byType.has(null) ? [null] : [])];
  return {
    period: { from, to },
    totals: figuresOf(rows.find((r) => !r.by_month && !r.by_type)),
    by_month: months.map((month) => ({ month, ...figuresOf(byMonth.get(month)) })),
    by_program_type: types.map((type) => ({ program_type: type, ...figuresOf(byType.get(type)) })),
  };
}
