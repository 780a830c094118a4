import { PROGRAM_TYPE_LABELS, type TListQuery, type TPointsHistoryReportRow } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { csvLabel, type CsvColumns } from '../../lib/csv.js';
import { calendarDate, createReport } from '../../lib/pdf/index.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { evidenceFileUrl, POINTS_HISTORY_FILTERS } from '../points/points-histories-service.js';
import {
  POINTS_HISTORY_ACTIVITY_CSV_COLUMNS,
  POINTS_HISTORY_CSV_COLUMNS,
  pointsHistoryPdfTable,
  presentHistoryRow,
  withHistoryDetails,
  type PointsHistoryRecord,
} from '../points/points-histories-row-service.js';
import { exportDatedReport, type DatedReport } from './dated-report-service.js';
import * as repo from './points-history-report-repository.js';
import { reportFilterWords } from './report-filter-words.js';
import { entriesOf, firstRowsOf, REPORT_PDF_MAX_ROWS, reportBrand } from './report-pdf.js';

/**
 * `reports/points_history` (+ `.csv`, `.pdf`; part 2 §3 "Points history row", issue 17): every
 * history row of the users in scope dated within the period, newest first.
 */

/** The shared row, with its program's columns flat and its files as links. */
export function presentPointsHistoryRow(
  row: repo.PointsHistoryReportRow & PointsHistoryRecord,
  institute: Pick<InstituteRow, 'program_points_require_workshop_attendance'>,
): TPointsHistoryReportRow {
  return {
    ...presentHistoryRow(row, institute),
    program_id: row.history.program_id,
    program_type: row.program_type,
    program_start_date: row.program_start_date,
    program_end_date: row.program_end_date,
    evidences: row.evidences.map((e) => ({
      id: e.id,
      filename: e.filename,
      file_url: evidenceFileUrl(e.upload_id),
    })),
  };
}

export const POINTS_HISTORY_REPORT: DatedReport<
  repo.PointsHistoryReportRow & PointsHistoryRecord,
  TPointsHistoryReportRow
> = {
  name: 'points_history',
  resource: repo.pointsHistoryReportResource,
  hasUserFilters: true,
  rows: async (db, instituteId, page) =>
    withHistoryDetails(db, instituteId, await repo.listPointsHistoryReportRows(db, instituteId, page)),
  count: repo.countPointsHistoryReportRows,
  present: presentPointsHistoryRow,
};

const c = POINTS_HISTORY_CSV_COLUMNS;
/** points_history.csv: the table's columns, then the row's detail. */
export function pointsHistoryReportColumns(): CsvColumns<TPointsHistoryReportRow> {
  return [
    c.date,
    c.user_given_name,
    c.user_family_name,
    c.type_label,
    c.detail,
    c.evidence_attached,
    c.points,
    c.approval_reason,
    ['Program Type', (r) => csvLabel(PROGRAM_TYPE_LABELS, r.program_type)],
    ['Program Start Date', (r) => r.program_start_date],
    ['Program End Date', (r) => r.program_end_date],
    c.domain_name,
    ...POINTS_HISTORY_ACTIVITY_CSV_COLUMNS,
    ['Attachments', (r) => r.evidences.map((e) => e.filename).join('; ') || null],
    c.summary,
    c.learning_journey_achieved,
    c.workshop_attendances,
  ];
}

/** points_history.pdf: the period, the totals and a table of the rows, in the institute's colours. */
export async function pointsHistoryReportPdf(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { rows, institute, period } = await exportDatedReport(
    deps,
    auth,
    POINTS_HISTORY_REPORT,
    query,
    REPORT_PDF_MAX_ROWS + 1,
  );
  const first = await firstRowsOf(rows);
  const { shown } = first;
  const report = await createReport({
    brand: await reportBrand(deps, institute),
    title: 'Points History report',
    timeZone: institute.timezone,
    generatedAt: new Date(),
    filters: await reportFilterWords(deps, institute, query, POINTS_HISTORY_FILTERS),
  });
  const dates = `${calendarDate(period.from)} – ${calendarDate(period.to)}`;
  report.titleBlock('Points History report', dates);
  const total = shown.reduce((sum, r) => sum + r.points, 0);
  report.details(
    [['Period', dates]],
    [
      ['Entries', entriesOf(first)],
      ['Total points', String(Math.round(total * 100) / 100)],
    ],
  );
  report.table(pointsHistoryPdfTable(shown, { hasNames: true }));
  return { filename: `points-history-${period.from}-${period.to}.pdf`, pdf: await report.end() };
}
