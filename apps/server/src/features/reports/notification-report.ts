import { notificationTypeLabel, type TNotificationLogReportRow } from '@pdp/contract';
import type { InstituteRow } from '../../db/schema/index.js';
import { csvDateTimeColumn, type CsvColumns } from '../../lib/csv.js';
import type { DatedReport } from './dated-report-service.js';
import * as repo from './notification-report-repository.js';

/**
 * `reports/notification_logs` (+ `.csv`, admins only; part 2 §3 "Notification log row", issue 17):
 * the messages sent within the period, newest first.
 */

export function presentNotificationRow(row: repo.NotificationReportRow): TNotificationLogReportRow {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    message: row.message,
    program_id: row.program_id,
    program_name: row.program_name,
    notification_type: row.notification_type,
    number_of_recipients: row.number_of_recipients,
    user:
      row.user_id === null || row.user_full_name === null
        ? null
        : { id: row.user_id, full_name: row.user_full_name },
  };
}

export const NOTIFICATION_REPORT: DatedReport<repo.NotificationReportRow, TNotificationLogReportRow> = {
  name: 'notification',
  resource: repo.notificationReportResource,
  hasUserFilters: false,
  rows: repo.listNotificationReportRows,
  count: repo.countNotificationReportRows,
  present: presentNotificationRow,
};

export function notificationReportColumns(
  institute: Pick<InstituteRow, 'timezone'>,
): CsvColumns<TNotificationLogReportRow> {
  return [
    csvDateTimeColumn('Created At', institute.timezone, (r) => r.created_at),
    ['Message', (r) => r.message],
    ['Program', (r) => r.program_name],
    ['Notification Type', (r) => notificationTypeLabel(r.notification_type)],
    ['Number of Recipients', (r) => r.number_of_recipients],
    ['User', (r) => r.user?.full_name],
  ];
}
