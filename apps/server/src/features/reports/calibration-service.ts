import {
  CALIBRATION_MIN_GROUP,
  CALIBRATION_TENDENCY_MARGIN,
  type TCalibrationReportResponse,
  type TCalibrationSummaryResponse,
  type TCalibrationTendency,
  type TListQuery,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { CsvColumns } from '../../lib/csv.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { ratingComparisons } from '../profiling/gaps-service.js';
import { pageOf, planningFilters, streamOf } from './planning-filters.js';
import { reportQuery } from './service.js';

/**
 * The Rating Calibration report (contract reports/planning-reports.ts): the ratings of the completed
 * profiles of one period compared three ways. A group of fewer than CALIBRATION_MIN_GROUP educators
 * is dropped here, before anything leaves the server (table, chart, CSV); only its count remains.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;
const isShown = (group: { educators: number }) => group.educators >= CALIBRATION_MIN_GROUP;

const tendencyOf = (difference: number): TCalibrationTendency =>
  difference > CALIBRATION_TENDENCY_MARGIN
    ? 'lenient'
    : difference < -CALIBRATION_TENDENCY_MARGIN
      ? 'severe'
      : 'in_line';

/** Whole percents of each value among the counts given. */
function shares(counts: { value: number; count: number }[]) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return counts.map(({ value, count }) => ({
    value,
    percent: total ? Math.round((count * 100) / total) : 0,
  }));
}

async function calibration(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const filters = planningFilters(query);
  const { period, institute } = await reportQuery(deps, auth, query, { userStatus: false });
  const comparisons = await ratingComparisons(deps, {
    instituteId: auth.instituteId,
    profiles: { kind: 'period', periodStart: period.start },
    ...filters,
  });
  const countsOf = (supervisorId: number | null) =>
    comparisons.distribution.filter((d) => d.supervisor_id === supervisorId);
  const supervisors = comparisons.supervisors.filter(isShown).map((row) => ({
    ...row,
    mean_rating: round2(row.mean_rating),
    institute_mean: round2(row.institute_mean),
    difference: round2(row.difference),
    tendency: tendencyOf(row.difference),
    distribution: shares(countsOf(row.supervisor_id)),
  }));
  const departments = comparisons.departments.filter(isShown).map((row) => ({
    ...row,
    mean_distance: round2(row.mean_distance),
    mean_difference: round2(row.mean_difference),
  }));
  const ideals = comparisons.ideals.filter(isShown).map((row) => ({
    ...row,
    mean_rating: round2(row.mean_rating),
    mean_ideal: round2(row.mean_ideal),
    difference: round2(row.mean_rating - row.mean_ideal),
  }));
  const summary: TCalibrationSummaryResponse = {
    period: { from: period.start, to: period.end },
    institute_distribution: shares(countsOf(null)),
    departments,
    department_ideals: ideals,
    hidden: {
      supervisors: comparisons.supervisors.length - supervisors.length,
      departments: comparisons.departments.length - departments.length,
      department_ideals: comparisons.ideals.length - ideals.length,
    },
  };
  return { supervisors, summary, institute };
}

export async function listCalibrationReport(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TListQuery,
): Promise<TCalibrationReportResponse> {
  const { supervisors, summary } = await calibration(deps, auth, query);
  return { ...pageOf(supervisors, query), period: summary.period, hidden: summary.hidden.supervisors };
}

export async function summarizeCalibrationReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  return (await calibration(deps, auth, query)).summary;
}

/** The CSV: the three views one after the other, each row naming its view; hidden groups are absent. */
export interface CalibrationCsvRow {
  view: string;
  group: string;
  domain: string | null;
  educators: number;
  mean: number;
  compared_with: number;
  difference: number;
  note: string | null;
}

export async function exportCalibrationReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { supervisors, summary, institute } = await calibration(deps, auth, query);
  const rows: CalibrationCsvRow[] = [
    ...supervisors.map((s) => ({
      view: 'Supervisor against the institute',
      group: s.supervisor_full_name,
      domain: null,
      educators: s.educators,
      mean: s.mean_rating,
      compared_with: s.institute_mean,
      difference: s.difference,
      note: s.distribution.map((d) => `${d.value}: ${d.percent}%`).join('; '),
    })),
    ...summary.departments.map((d) => ({
      view: 'Self against supervisor',
      group: d.department_name ?? 'No department',
      domain: null,
      educators: d.educators,
      mean: d.mean_distance,
      compared_with: 0,
      difference: d.mean_difference,
      note: null,
    })),
    ...summary.department_ideals.map((d) => ({
      view: 'Department against the business ideal',
      group: d.department_name ?? 'No department',
      domain: d.domain_name,
      educators: d.educators,
      mean: d.mean_rating,
      compared_with: d.mean_ideal,
      difference: d.difference,
      note: null,
    })),
  ];
  return {
    institute,
    rows: streamOf(rows),
  };
}

export const calibrationReportColumns = (): CsvColumns<CalibrationCsvRow> => [
  ['View', (r) => r.view],
  ['Group', (r) => r.group],
  ['Domain', (r) => r.domain],
  ['Educators', (r) => r.educators],
  ['Mean (distance for self against supervisor)', (r) => r.mean],
  ['Compared with', (r) => r.compared_with],
  ['Difference', (r) => r.difference],
  ['Distribution', (r) => r.note],
];
