import {
  POINT_REQUEST_STATUS_LABELS,
  POINT_REQUEST_STATUSES,
  type TPointRequestReportRow,
} from '@pdp/contract';
import { csvDateTimeColumn, csvLabel, type CsvColumns } from '../../lib/csv.js';
import type { InstituteRow } from '../../db/schema/index.js';
import type { DatedReport } from './dated-report-service.js';
import * as repo from './point-request-report-repository.js';

/**
 * `reports/point_request` (+ `.csv`; part 2 §3 "Point request row (report)", issue 17): the requests
 * of the users in scope (active ones by default) changed within the period, newest change first.
 */

export function presentPointRequestRow(row: repo.PointRequestReportRow): TPointRequestReportRow {
  return {
    id: row.id,
    user_id: row.user_id,
    updated_at: row.updated_at.toISOString(),
    user_given_name: row.user_given_name,
    user_family_name: row.user_family_name,
    activity_name: row.activity_name,
    points: row.points,
    type: row.type,
    type_label: row.type_label,
    evidence_attached: row.evidence_attached,
    status: POINT_REQUEST_STATUSES[row.status] ?? 'pending',
    user_supervisor_name: row.user_supervisor_name,
    reason: row.reason,
  };
}

export const POINT_REQUEST_REPORT: DatedReport<repo.PointRequestReportRow, TPointRequestReportRow> = {
  name: 'point_request',
  resource: repo.pointRequestReportResource,
  hasUserFilters: true,
  rows: repo.listPointRequestReportRows,
  count: repo.countPointRequestReportRows,
  present: presentPointRequestRow,
};

export function pointRequestReportColumns(
  institute: Pick<InstituteRow, 'timezone'>,
): CsvColumns<TPointRequestReportRow> {
  return [
    csvDateTimeColumn('Updated At', institute.timezone, (r) => r.updated_at),
    ['Given Name', (r) => r.user_given_name],
    ['Family Name', (r) => r.user_family_name],
    ['Activity', (r) => r.activity_name],
    ['Points', (r) => r.points],
    ['Type', (r) => r.type_label],
    ['Evidence Attached', (r) => (r.evidence_attached ? 'Yes' : 'No')],
    ['Status', (r) => csvLabel(POINT_REQUEST_STATUS_LABELS, r.status)],
    ['Status Code', (r) => r.status],
    ['Supervisor', (r) => r.user_supervisor_name],
    ['Reason', (r) => r.reason],
  ];
}
