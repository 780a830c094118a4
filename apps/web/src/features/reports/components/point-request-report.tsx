import {
  POINT_REQUEST_STATUS_LABELS,
  POINT_REQUEST_TYPE_LABELS,
  type TPointRequestReportRow,
} from '@pdp/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { listReportQueryOptions, reportExportUrl } from '../api/list-report';
import { linkTo } from './passport-report';
import { PointRequestChart } from './report-charts';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';
import { withChoices, yesNo } from './table-report-filters';

type Row = TPointRequestReportRow;

/** Part 2 §3 "Point request row (report)": a name opens the user. */
function pointRequestColumns(): GridColDef<Row>[] {
  return [
    {
      field: 'updated_at',
      headerName: 'Updated',
      minWidth: DATE_TIME_COLUMN_WIDTH,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'user_family_name',
      headerName: 'Name',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) =>
        linkTo(paths.user.to(row.user_id), `${row.user_given_name} ${row.user_family_name}`),
    },
    { field: 'activity_name', headerName: 'Activity', minWidth: 160, flex: 1 },
    { field: 'points', headerName: 'Points', type: 'number', minWidth: 90 },
    { field: 'type_label', headerName: 'Type', minWidth: 190, sortable: false },
    {
      field: 'evidence_attached',
      headerName: 'Evidence',
      minWidth: 90,
      sortable: false,
      valueFormatter: (value: boolean) => yesNo(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      valueFormatter: (value: Row['status']) => POINT_REQUEST_STATUS_LABELS[value],
    },
    { field: 'user_supervisor_name', headerName: 'Supervisor', minWidth: 150 },
    { field: 'reason', headerName: 'Reason', minWidth: 160, flex: 1, sortable: false },
  ];
}

const POINT_REQUEST = defineReport({
  label: 'Point Request',
  columns: pointRequestColumns,
  queryOptions: listReportQueryOptions<Row>('point_request'),
  exportUrl: reportExportUrl('point_request'),
  rowId: (row) => row.id,
  chart: PointRequestChart,
  filters: withChoices(
    [
      { name: 'status_eq', label: 'Status', labels: POINT_REQUEST_STATUS_LABELS },
      { name: 'type_eq', label: 'Type', labels: POINT_REQUEST_TYPE_LABELS },
    ],
    true,
  ),
});

/** The Point Request tab: filters (active users by default), Export, the chart and the table (issue 17). */
export function PointRequestReport(props: Omit<ReportTableProps<Row>, 'spec'>) {
  return <ReportTable {...props} spec={POINT_REQUEST} />;
}
