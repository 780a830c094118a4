import type { TListQuery, TPointsHistory } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { CsvColumns } from '../../lib/csv.js';
import { filterWords } from '../../lib/filter-words.js';
import { calendarDate, createReport } from '../../lib/pdf/index.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { exportPointsHistories, POINTS_HISTORY_FILTERS } from './points-histories-service.js';
import type { HistoryOwner } from './points-histories-repository.js';
import {
  POINTS_HISTORY_ACTIVITY_CSV_COLUMNS,
  POINTS_HISTORY_CSV_COLUMNS,
  pointsHistoryPdfTable,
} from './points-histories-row-service.js';

const c = POINTS_HISTORY_CSV_COLUMNS;
/** points_histories.csv: the table's columns and the detail fields, one row per history row. */
export const POINTS_HISTORY_CSV: CsvColumns<TPointsHistory> = [
  c.date,
  c.user_given_name,
  c.user_family_name,
  c.type_label,
  c.detail,
  c.domain_name,
  c.points,
  c.evidence_attached,
  c.approval_reason,
  ...POINTS_HISTORY_ACTIVITY_CSV_COLUMNS,
];

const fullName = (owner: HistoryOwner) => `${owner.given_name} ${owner.family_name}`;
const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The period the export covers: the list's date filters, or every date. */
export function periodOf(query: TListQuery): string {
  const value = (key: string) => {
    const v = query.q?.[key];
    return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
  };
  const from = value('date_gteq');
  const to = value('date_lteq');
  if (from && to) return `${calendarDate(from)} – ${calendarDate(to)}`;
  if (from) return `From ${calendarDate(from)}`;
  if (to) return `Up to ${calendarDate(to)}`;
  return 'All dates';
}

export async function pointsHistoryCsv(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  query: TListQuery,
) {
  const { owner, rows } = await exportPointsHistories(deps, auth, userId, query);
  return { filename: `points-history-${slug(fullName(owner)) || owner.id}.csv`, rows };
}

/** points_histories.pdf: the user's name, the period and a table of the rows, in the institute's colours. */
export async function pointsHistoryPdf(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  query: TListQuery,
) {
  const { owner, rows } = await exportPointsHistories(deps, auth, userId, query);
  const logo = owner.logo_key ? ((await deps.storage.get(owner.logo_key)) ?? null) : null;
  const report = await createReport({
    brand: { name: owner.institute_name, primaryColor: owner.primary_color, logo },
    title: 'Points History',
    runningTitle: `Points History — ${fullName(owner)}`,
    timeZone: owner.timezone,
    generatedAt: new Date(),
    // The period is printed below; the list's other filters say which of the rows these are.
    filters: filterWords(query.q, POINTS_HISTORY_FILTERS, ['date_gteq', 'date_lteq']),
  });
  report.titleBlock('Points History', fullName(owner));
  const total = rows.reduce((sum, r) => sum + r.points, 0);
  report.details(
    [['Period', periodOf(query)]],
    [
      ['Entries', String(rows.length)],
      ['Total points', String(Math.round(total * 100) / 100)],
    ],
  );
  report.table(pointsHistoryPdfTable(rows, { hasNames: false }));
  return { filename: `points-history-${slug(fullName(owner)) || owner.id}.pdf`, pdf: await report.end() };
}
