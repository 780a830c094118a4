import { notificationTypeLabel, type TNotificationLogReportRow } from '@pdp/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from '../../../lib/dates';
import { listReportQueryOptions, reportExportUrl } from '../api/list-report';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';
import { NotificationFilters } from './table-report-filters';

type Row = TNotificationLogReportRow;

/** Part 2 §3 "Notification log row": who sent what to how many, newest first. */
function notificationColumns(): GridColDef<Row>[] {
  return [
    {
      field: 'created_at',
      headerName: 'Sent',
      minWidth: DATE_TIME_COLUMN_WIDTH,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'message', headerName: 'Message', minWidth: 240, flex: 2, sortable: false },
    { field: 'program_name', headerName: 'Program', minWidth: 160, flex: 1 },
    {
      field: 'notification_type',
      headerName: 'Type',
      minWidth: 170,
      // The stored kind in words, as the CSV writes it: educator_notification → Educator notification.
      valueFormatter: notificationTypeLabel,
    },
    { field: 'number_of_recipients', headerName: 'Recipients', type: 'number', minWidth: 100 },
    {
      field: 'user_full_name',
      headerName: 'User',
      minWidth: 150,
      valueGetter: (_value, row) => row.user?.full_name ?? 'System',
    },
  ];
}

const NOTIFICATION = defineReport({
  label: 'Notification',
  columns: notificationColumns,
  queryOptions: listReportQueryOptions<Row>('notification_logs'),
  exportUrl: reportExportUrl('notification_logs'),
  rowId: (row) => row.id,
  filters: NotificationFilters,
  hasUserFilters: false,
});

/** The Notification tab (admins only): the dates sent, Export and the table (issue 17). */
export function NotificationReport(props: Omit<ReportTableProps<Row>, 'spec'>) {
  return <ReportTable {...props} spec={NOTIFICATION} />;
}
