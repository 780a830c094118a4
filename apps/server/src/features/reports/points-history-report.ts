import {
  ACTIVITY_INTERVAL_LABELS,
  PROGRAM_TYPE_LABELS,
  type TListQuery,
  type TPointsHistoryReportRow,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { csvLabel, type CsvColumns } from '../../lib/csv.js';
import { calendarDate, createReport, type PdfColumn } from '../../lib/pdf/index.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { evidenceFileUrl, POINTS_HISTORY_FILTERS } from '../points/points-histories-service.js';
import { exportDatedReport, type DatedReport } from './dated-report-service.js';
import * as repo from './points-history-report-repository.js';
import { reportFilterWords } from './report-filter-words.js';

/**
 * `reports/points_history` (+ `.csv`, `.pdf`; part 2 §3 "Points history row", issue 17): every
 * history row of the users in scope dated within the period, newest first.
 */

export function presentPointsHistoryRow(
  row: repo.PointsHistoryReportRow,
  institute: Pick<InstituteRow, 'program_points_require_workshop_attendance'>,
): TPointsHistoryReportRow {
  const h = row.history;
  const isProgram = h.type === 'PointsProgram' && h.program_id !== null;
  return {
    id: h.id,
    user_id: h.user_id,
    date: h.date,
    user_given_name: row.user_given_name,
    user_family_name: row.user_family_name,
    detail: row.detail,
    evidence_attached: row.evidence_attached,
    points: h.points,
    approval_reason: h.approval_reason,
    type: h.type,
    type_label: row.type_label,
    program_id: h.program_id,
    program_type: row.program_type,
    program_start_date: row.program_start_date,
    program_end_date: row.program_end_date,
    domain_name: row.domain_name,
    activity_date: h.activity_date,
    activity_duration: h.activity_duration,
    activity_interval: h.activity_interval,
    inform_teaching_practice: h.inform_teaching_practice,
    related_to_units: h.related_to_units,
    student_benefit: h.student_benefit,
    notes: h.notes,
    unit_codes: h.unit_codes,
    learning_journey_equivalent: h.learning_journey_equivalent,
    evidences: row.evidences.map((e) => ({
      id: e.id,
      filename: e.filename,
      file_url: evidenceFileUrl(e.upload_id),
    })),
    summary: isProgram ? row.program_summary : null,
    // A program row without a registration (an award kept from before registrations) says it itself.
    learning_journey_achieved: !isProgram
      ? null
      : h.registration_id === null
        ? h.learning_journey_equivalent
        : Boolean(row.registration_completed && row.registration_is_learning_journey),
    workshop_attendances:
      row.workshops?.map((w) => ({
        workshop_id: w.workshop_id,
        name: w.name,
        attended: w.present,
        eligible_points:
          w.present || !institute.program_points_require_workshop_attendance ? Number(w.points) : 0,
      })) ?? null,
  };
}

export const POINTS_HISTORY_REPORT: DatedReport<repo.PointsHistoryReportRow, TPointsHistoryReportRow> = {
  name: 'points_history',
  resource: repo.pointsHistoryReportResource,
  hasUserFilters: true,
  rows: repo.listPointsHistoryReportRows,
  count: repo.countPointsHistoryReportRows,
  present: presentPointsHistoryRow,
};

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');
/** A program row's workshops in one cell: "name (attended, 2 points); …". */
const workshopsCell = (row: TPointsHistoryReportRow) =>
  row.workshop_attendances
    ?.map(
      (w) =>
        `${w.name ?? 'Workshop'} (${w.attended ? 'attended' : 'not attended'}, ${w.eligible_points} points)`,
    )
    .join('; ') ?? null;

/** points_history.csv: the table's columns, then the row's detail. */
export function pointsHistoryReportColumns(): CsvColumns<TPointsHistoryReportRow> {
  return [
    ['Date', (r) => r.date],
    ['Given Name', (r) => r.user_given_name],
    ['Family Name', (r) => r.user_family_name],
    ['Type', (r) => r.type_label],
    ['Detail', (r) => r.detail],
    ['Evidence Attached', (r) => yesNo(r.evidence_attached)],
    ['Points', (r) => r.points],
    ['Approval Reason', (r) => r.approval_reason],
    ['Program Type', (r) => csvLabel(PROGRAM_TYPE_LABELS, r.program_type)],
    ['Program Start Date', (r) => r.program_start_date],
    ['Program End Date', (r) => r.program_end_date],
    ['Domain', (r) => r.domain_name],
    ['Activity Date', (r) => r.activity_date],
    ['Activity Duration', (r) => r.activity_duration],
    ['Activity Interval', (r) => csvLabel(ACTIVITY_INTERVAL_LABELS, r.activity_interval)],
    ['How It Informs Teaching Practice', (r) => r.inform_teaching_practice],
    ['Related Units or Courses', (r) => r.related_to_units],
    ['Student Benefit', (r) => r.student_benefit],
    ['Notes', (r) => r.notes],
    ['Unit Codes', (r) => r.unit_codes],
    ['Learning Journey Equivalent', (r) => yesNo(r.learning_journey_equivalent)],
    ['Attachments', (r) => r.evidences.map((e) => e.filename).join('; ') || null],
    ['Program Summary', (r) => r.summary],
    ['Learning Journey Achieved', (r) => yesNo(r.learning_journey_achieved)],
    ['Workshops', workshopsCell],
  ];
}

/** The most rows a PDF holds: past it the PDF says so and points to the CSV. */
export const POINTS_HISTORY_PDF_MAX_ROWS = 5000;

/** points_history.pdf: the period, the totals and a table of the rows, in the institute's colours. */
export async function pointsHistoryReportPdf(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { rows, institute, period } = await exportDatedReport(
    deps,
    auth,
    POINTS_HISTORY_REPORT,
    query,
    POINTS_HISTORY_PDF_MAX_ROWS + 1,
  );
  const all: TPointsHistoryReportRow[] = [];
  for await (const row of rows) all.push(row);
  const shown = all.slice(0, POINTS_HISTORY_PDF_MAX_ROWS);
  const logo = institute.logo_key ? ((await deps.storage.get(institute.logo_key)) ?? null) : null;
  const report = await createReport({
    brand: { name: institute.name, primaryColor: institute.primary_color, logo },
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
      [
        'Entries',
        all.length > shown.length ? `first ${shown.length} (use Export for all)` : String(all.length),
      ],
      ['Total points', String(Math.round(total * 100) / 100)],
    ],
  );
  const columns: PdfColumn[] = [
    { header: 'Date', width: 55 },
    { header: 'Name', width: 105 },
    { header: 'Type', width: 95 },
    { header: 'Detail', width: '*' },
    { header: 'Evidence', width: 50 },
    { header: 'Points', width: 45, align: 'right' },
  ];
  report.table({
    columns,
    rows: shown.map((r) => [
      calendarDate(r.date),
      `${r.user_given_name} ${r.user_family_name}`,
      r.type_label,
      r.detail || '—',
      r.evidence_attached ? 'Yes' : 'No',
      String(r.points),
    ]),
    emptyText: 'No points in this period.',
  });
  return { filename: `points-history-${period.from}-${period.to}.pdf`, pdf: await report.end() };
}
