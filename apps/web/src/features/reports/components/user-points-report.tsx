import type { TUserPointsReportRow } from '@pdp/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { paths } from '../../../lib/paths';
import { listReportQueryOptions, reportExportUrl, reportPdfUrl } from '../api/list-report';
import { linkTo } from './passport-report';
import { PointsByMonthChart } from './report-charts';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';

type Institute = ReportTableProps<TUserPointsReportRow>['institute'];
const number = (field: keyof TUserPointsReportRow, headerName: string): GridColDef<TUserPointsReportRow> => ({
  field,
  headerName,
  type: 'number',
  minWidth: 120,
});

/**
 * Part 2 §3 "User points row": a name opens the user. The two reporting requirements stay out of
 * the table until history rows record them (always null today; the CSV has their columns).
 */
function userPointsColumns(institute: Institute): GridColDef<TUserPointsReportRow>[] {
  return [
    {
      field: 'user_full_name',
      headerName: 'Name',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => linkTo(paths.user.to(row.user_id), row.user_full_name),
    },
    { field: 'division_name', headerName: 'Division', minWidth: 120 },
    { field: 'department_name', headerName: 'Department', minWidth: 140, flex: 1 },
    { field: 'employment_type_name', headerName: 'Employment type', minWidth: 140 },
    number('professional_points', 'Professional points'),
    number('vocational_points', 'Vocational points'),
    ...(institute.custom_user_field_1_enabled
      ? [{ field: 'custom_1', headerName: institute.custom_user_field_1 || 'Custom 1', minWidth: 110 }]
      : []),
    ...(institute.custom_user_field_2_enabled
      ? [{ field: 'custom_2', headerName: institute.custom_user_field_2 || 'Custom 2', minWidth: 110 }]
      : []),
  ];
}

const USER_POINTS = defineReport({
  label: 'User Points',
  columns: userPointsColumns,
  queryOptions: listReportQueryOptions<TUserPointsReportRow>('user_points'),
  exportUrl: reportExportUrl('user_points'),
  pdfUrl: reportPdfUrl('user_points'),
  hasAsAt: true,
  chart: PointsByMonthChart,
});

/** The User Points tab: filters, Export, Download PDF, the chart and the table (issue 17). */
export function UserPointsReport(props: Omit<ReportTableProps<TUserPointsReportRow>, 'spec'>) {
  return <ReportTable {...props} spec={USER_POINTS} />;
}
