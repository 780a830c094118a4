import { VCM_STATUS_LABELS, type TPassportReportRow } from '@pdp/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { ListParams } from '../../../components/data-table';
import { paths } from '../../../lib/paths';
import { usePassportSummary } from '../api/get-passport-summary';
import { listReportQueryOptions, reportExportUrl, reportPdfUrl } from '../api/list-report';
import { DepartmentChart } from './department-chart';
import { statusLabel } from './report-filters';
import { defineReport, REPORT_LINK_CLASS, ReportTable, type ReportTableProps } from './report-table';

type Institute = ReportTableProps<TPassportReportRow>['institute'];

/**
 * A cell's link: a plain anchor styled once by the report's table (REPORT_LINK_STYLE). A Material
 * Link per cell ran its styles for each of the 600 links of a 100-row passport page, a large part of
 * the page's longest task.
 */
export const linkTo = (to: string, text: string | number) => (
  <RouterLink to={to} className={REPORT_LINK_CLASS}>
    {text}
  </RouterLink>
);

/** A VCM status's label (the raw status when it has none; blank without a VCM that year). */
const vcmStatusLabel = (status: string | null) =>
  status === null ? '' : (VCM_STATUS_LABELS[status as keyof typeof VCM_STATUS_LABELS] ?? status);

/** Part 2 §3 "Passport report row": a name or points open the user; the profile status their profile. */
function passportColumns(institute: Institute): GridColDef<TPassportReportRow>[] {
  const points = (field: keyof TPassportReportRow, headerName: string): GridColDef<TPassportReportRow> => ({
    field,
    headerName,
    type: 'number',
    minWidth: 110,
    renderCell: ({ row }) => linkTo(paths.user.to(row.user_id), row[field] as number),
  });
  return [
    {
      field: 'user_full_name',
      headerName: 'Name',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => linkTo(paths.user.to(row.user_id), row.user_full_name),
    },
    {
      field: 'passport_status',
      headerName: 'Passport status',
      minWidth: 130,
      valueGetter: (_value, row) => statusLabel(row.passport_status),
    },
    { field: 'department_name', headerName: 'Department', minWidth: 140, flex: 1 },
    { field: 'employment_type_name', headerName: 'Employment type', minWidth: 140 },
    ...(institute.custom_user_field_1_enabled
      ? [{ field: 'custom_1', headerName: institute.custom_user_field_1 || 'Custom 1', minWidth: 110 }]
      : []),
    ...(institute.custom_user_field_2_enabled
      ? [{ field: 'custom_2', headerName: institute.custom_user_field_2 || 'Custom 2', minWidth: 110 }]
      : []),
    points('professional_points_combined', 'Professional points'),
    points('vocational_points_combined', 'Vocational points'),
    points('learning_journeys_combined', 'Learning journeys'),
    points('vocational_learning_journeys_combined', 'Vocational LJs'),
    ...(institute.vcm_enabled
      ? [
          {
            field: 'vcm_status',
            headerName: 'VCM status',
            minWidth: 120,
            valueGetter: (_value, row) => vcmStatusLabel(row.vcm_status),
          } satisfies GridColDef<TPassportReportRow>,
        ]
      : []),
    {
      field: 'profile_status',
      headerName: 'Profile status',
      minWidth: 150,
      renderCell: ({ row }) =>
        linkTo(paths.profilingEducator.to(row.user_id), statusLabel(row.profile_status)),
    },
  ];
}

/** Passport status as stacked bars by department, counting the rows the table's filters select. */
function PassportChart({ params }: { params: ListParams }) {
  const { palette } = useTheme();
  return (
    <DepartmentChart
      title="Passport status by department"
      description="Users per department by passport status, for the filters applied."
      rows={usePassportSummary(params).data?.data}
      series={[
        { key: 'complete', label: 'Complete', color: palette.success.main },
        { key: 'in_progress', label: 'In progress', color: palette.warning.main },
        { key: 'incomplete', label: 'Incomplete', color: palette.grey[400] },
      ]}
      emptyText="No users match the filters."
    />
  );
}

const PASSPORTS = defineReport({
  label: 'Passports',
  columns: passportColumns,
  queryOptions: listReportQueryOptions<TPassportReportRow>('passport'),
  exportUrl: reportExportUrl('passport'),
  pdfUrl: reportPdfUrl('passport'),
  hasPassportStatus: true,
  hasAsAt: true,
  chart: PassportChart,
});

/** The Passports tab: filters, Export, Download PDF and the table (issue 17). */
export function PassportReport(props: Omit<ReportTableProps<TPassportReportRow>, 'spec'>) {
  return <ReportTable {...props} spec={PASSPORTS} />;
}
