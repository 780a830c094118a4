import {
  PASSPORT_STATUS_LABELS,
  PROFILE_STATUS_LABELS,
  type TListQuery,
  type TPassportReportRow,
  type TUserPointsReportRow,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { csvLabel } from '../../lib/csv.js';
import type { FilterWording } from '../../lib/filter-words.js';
import { calendarDate, createReport, type PdfCell, type PdfTableSpec } from '../../lib/pdf/index.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { reportFilterWords } from './report-filter-words.js';
import { entriesOf, firstRowsOf, reportBrand } from './report-pdf.js';
import {
  exportReport,
  PASSPORT_REPORT,
  presentPassportRow,
  presentUserPointsRow,
  USER_POINTS_REPORT,
  type PassportBasedReport,
  type ReportRow,
} from './service.js';

/**
 * `reports/passport.pdf` and `reports/user_points.pdf`: the rows of the table's query (its filters,
 * sort and `q[as_at_eq]`, as the CSV reads them) as a PDF whose heading says the day the figures are
 * as at (today without one), the period and the filters in words.
 */

const number = (value: number) => String(Math.round(value * 100) / 100);
const text = (value: string | null): PdfCell => value || { text: '—' };
const statusWording = (label: string, labels: Record<string, string>): FilterWording => ({
  label,
  value: (v) => csvLabel(labels, v) ?? undefined,
});

interface PassportPdf<T> {
  report: PassportBasedReport;
  title: string;
  slug: string;
  present: (row: ReportRow) => T;
  table: (rows: T[]) => PdfTableSpec;
  filters: Record<string, FilterWording>;
}

const PASSPORTS_PDF: PassportPdf<TPassportReportRow> = {
  report: PASSPORT_REPORT,
  title: 'Passports report',
  slug: 'passport',
  present: presentPassportRow,
  filters: {
    passport_status_eq: statusWording('Passport status', PASSPORT_STATUS_LABELS),
    passport_status_in: statusWording('Passport status', PASSPORT_STATUS_LABELS),
    profile_status_eq: statusWording('Profile status', PROFILE_STATUS_LABELS),
    profile_status_in: statusWording('Profile status', PROFILE_STATUS_LABELS),
  },
  table: (rows) => ({
    columns: [
      { header: 'Name', width: '*' },
      { header: 'Passport status', width: 62 },
      { header: 'Department', width: 80 },
      { header: 'Prof. points', width: 44, align: 'right' },
      { header: 'Voc. points', width: 44, align: 'right' },
      { header: 'LJs', width: 30, align: 'right' },
      { header: 'Voc. LJs', width: 44, align: 'right' },
      { header: 'Profile status', width: 68 },
    ],
    rows: rows.map((r) => [
      r.user_full_name,
      csvLabel(PASSPORT_STATUS_LABELS, r.passport_status) ?? r.passport_status,
      text(r.department_name),
      number(r.professional_points_combined),
      number(r.vocational_points_combined),
      number(r.learning_journeys_combined),
      number(r.vocational_learning_journeys_combined),
      text(csvLabel(PROFILE_STATUS_LABELS, r.profile_status) ?? null),
    ]),
    emptyText: 'No users match the filters.',
  }),
};

const USER_POINTS_PDF: PassportPdf<TUserPointsReportRow> = {
  report: USER_POINTS_REPORT,
  title: 'User Points report',
  slug: 'user-points',
  present: presentUserPointsRow,
  filters: {},
  table: (rows) => ({
    columns: [
      { header: 'Name', width: '*' },
      { header: 'Division', width: 75 },
      { header: 'Department', width: 85 },
      { header: 'Employment type', width: 80 },
      { header: 'Professional points', width: 68, align: 'right' },
      { header: 'Vocational points', width: 62, align: 'right' },
    ],
    rows: rows.map((r) => [
      r.user_full_name,
      text(r.division_name),
      text(r.department_name),
      text(r.employment_type_name),
      number(r.professional_points),
      number(r.vocational_points),
    ]),
    emptyText: 'No users match the filters.',
  }),
};

async function renderPassportPdf<T>(
  deps: AppDeps,
  auth: ResolvedSession,
  spec: PassportPdf<T>,
  query: TListQuery,
) {
  const { rows, institute, asAtDate, period } = await exportReport(
    deps,
    auth,
    spec.report,
    query,
    spec.present,
  );
  const first = await firstRowsOf(rows);
  const asAt = asAtDate ?? todayIn(institute.timezone);
  const report = await createReport({
    brand: await reportBrand(deps, institute),
    title: spec.title,
    timeZone: institute.timezone,
    generatedAt: new Date(),
    filters: await reportFilterWords(deps, institute, query, spec.filters),
  });
  const dates = `${calendarDate(period.from)} – ${calendarDate(period.to)}`;
  report.titleBlock(spec.title, `As at ${calendarDate(asAt)}`);
  report.details(
    [
      ['As at', calendarDate(asAt)],
      ['Period', dates],
    ],
    [['Users', entriesOf(first)]],
  );
  report.table(spec.table(first.shown));
  return { filename: `${spec.slug}-as-at-${asAt}.pdf`, pdf: await report.end() };
}

export const passportReportPdf = (deps: AppDeps, auth: ResolvedSession, query: TListQuery) =>
  renderPassportPdf(deps, auth, PASSPORTS_PDF, query);

export const userPointsReportPdf = (deps: AppDeps, auth: ResolvedSession, query: TListQuery) =>
  renderPassportPdf(deps, auth, USER_POINTS_PDF, query);
