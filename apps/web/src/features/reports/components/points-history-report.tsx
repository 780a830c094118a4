import { POINTS_HISTORY_TYPE_LABELS, type TPointsHistoryReportRow } from '@pdp/contract';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Fragment } from 'react';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { listReportQueryOptions, reportExportUrl, reportPdfUrl } from '../api/list-report';
import { linkTo } from './passport-report';
import { PointsByMonthChart } from './report-charts';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';
import { withChoices, yesNo } from './table-report-filters';

type Row = TPointsHistoryReportRow;

/** Part 2 §3 "Points history row": a name opens the user; the CSV adds the rest of the detail. */
function pointsHistoryColumns(): GridColDef<Row>[] {
  return [
    {
      field: 'date',
      headerName: 'Date',
      minWidth: 100,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'user_family_name',
      headerName: 'Name',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) =>
        linkTo(paths.user.to(row.user_id), `${row.user_given_name} ${row.user_family_name}`),
    },
    { field: 'type_label', headerName: 'Type', minWidth: 190, sortable: false },
    { field: 'detail', headerName: 'Detail', minWidth: 200, flex: 1.5 },
    {
      field: 'evidence_attached',
      headerName: 'Evidence',
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: boolean) => yesNo(value),
      // The files themselves, each opening in a new tab; "No" without any.
      renderCell: ({ row }) =>
        row.evidences.length
          ? row.evidences.map((file, i) => (
              <Fragment key={file.id}>
                {i > 0 && ', '}
                <Link href={file.file_url} target="_blank" rel="noopener" underline="hover">
                  {file.filename}
                </Link>
              </Fragment>
            ))
          : yesNo(false),
    },
    { field: 'points', headerName: 'Points', type: 'number', minWidth: 90 },
    { field: 'approval_reason', headerName: 'Approval reason', minWidth: 160, flex: 1 },
  ];
}

const POINTS_HISTORY = defineReport({
  label: 'Points History',
  columns: pointsHistoryColumns,
  queryOptions: listReportQueryOptions<Row>('points_history'),
  exportUrl: reportExportUrl('points_history'),
  pdfUrl: reportPdfUrl('points_history'),
  rowId: (row) => row.id,
  chart: PointsByMonthChart,
  filters: withChoices([{ name: 'type_eq', label: 'Type', labels: POINTS_HISTORY_TYPE_LABELS }], true),
});

/** The Points History tab: filters, Export, Download PDF, the chart and the table (issue 17). */
export function PointsHistoryReport(props: Omit<ReportTableProps<Row>, 'spec'>) {
  return <ReportTable {...props} spec={POINTS_HISTORY} />;
}
