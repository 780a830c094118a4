import { FORECAST_STATUS_LABELS, FORECAST_STATUSES, type TForecastReportRow } from '@pdp/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { useTheme } from '@mui/material/styles';
import type { ListParams } from '../../../components/data-table';
import {
  FilterSelect,
  FilterTextField,
  FilterUserField,
  OrganisationFilters,
} from '../../../components/filter-panel';
import { paths } from '../../../lib/paths';
import { useReportSummary } from '../api/get-report-summary';
import { listReportQueryOptions, reportExportUrl } from '../api/list-report';
import { DepartmentChart } from './department-chart';
import { linkTo } from './passport-report';
import { USER_STATUS_OPTIONS, type ReportFiltersProps } from './report-filters';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';

const FORECAST_OPTIONS = FORECAST_STATUSES.map((value) => ({ value, label: FORECAST_STATUS_LABELS[value] }));
const SUPERVISORS = { roles: ['supervisor'] } as const;

/** "12 of 10", "+3 on the way" where something is pending: the figure against its requirement. */
const against = (achieved: number, required: number, pending = 0) =>
  `${achieved} of ${required}${pending > 0 ? ` (+${pending} on the way)` : ''}`;

function forecastColumns(): GridColDef<TForecastReportRow>[] {
  return [
    {
      field: 'user_full_name',
      headerName: 'Name',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => linkTo(paths.user.to(row.user_id), row.user_full_name),
    },
    {
      field: 'forecast',
      headerName: 'Forecast',
      minWidth: 130,
      valueGetter: (_value, row) => FORECAST_STATUS_LABELS[row.forecast],
    },
    { field: 'department_name', headerName: 'Department', minWidth: 140, flex: 1 },
    { field: 'employment_type_name', headerName: 'Employment type', minWidth: 140 },
    { field: 'supervisor_full_name', headerName: 'Supervisor', minWidth: 140, sortable: false },
    {
      field: 'professional_points',
      headerName: 'Professional points',
      minWidth: 170,
      valueGetter: (_value, row) =>
        against(row.professional_points, row.required_professional_points, row.pending_professional_points),
    },
    {
      field: 'vocational_points',
      headerName: 'Vocational points',
      minWidth: 170,
      valueGetter: (_value, row) =>
        against(row.vocational_points, row.required_vocational_points, row.pending_vocational_points),
    },
    {
      field: 'learning_journeys',
      headerName: 'Learning journeys',
      minWidth: 130,
      sortable: false,
      valueGetter: (_value, row) => against(row.learning_journeys, row.required_learning_journeys),
    },
    { field: 'pending_requests', headerName: 'Pending requests', type: 'number', minWidth: 120 },
    { field: 'registered_programs', headerName: 'Registered programs', type: 'number', minWidth: 130 },
    { field: 'expiring_units', headerName: 'Expiring VCM units', type: 'number', minWidth: 130 },
    { field: 'days_left', headerName: 'Days left', type: 'number', minWidth: 100, sortable: false },
  ];
}

/** The forecast's filters: the user reports' own, without a period (the forecast is of the current one). */
function ForecastFilters({ canPickSupervisor }: ReportFiltersProps) {
  return (
    <>
      <FilterSelect
        name="user_status_eq"
        label="User status"
        options={USER_STATUS_OPTIONS}
        emptyLabel={null}
      />
      <FilterTextField name="user_full_name_cont" label="Name contains" />
      <OrganisationFilters />
      {canPickSupervisor && (
        <FilterUserField name="supervisor_id_eq" label="Supervisor" search={SUPERVISORS} noun="supervisor" />
      )}
      <FilterSelect name="forecast_eq" label="Forecast" options={FORECAST_OPTIONS} />
    </>
  );
}

/** On track, at risk and will lapse as stacked bars by department, for the table's filters. */
function ForecastChart({ params }: { params: ListParams }) {
  const { palette } = useTheme();
  const state = (key: 'on_track' | 'at_risk' | 'will_lapse', color: string) => ({
    key,
    label: FORECAST_STATUS_LABELS[key],
    color,
  });
  return (
    <DepartmentChart
      title="Forecast at the period’s end by department"
      description="Users per department by where their passport will stand at the end of the current period if nothing else happens, for the filters applied."
      rows={useReportSummary('forecast', params).data?.data}
      series={[
        state('on_track', palette.success.main),
        state('at_risk', palette.warning.main),
        state('will_lapse', palette.error.main),
      ]}
      emptyText="No users with requirements match the filters."
    />
  );
}

const FORECAST = defineReport({
  label: 'Currency Forecast',
  columns: forecastColumns,
  queryOptions: listReportQueryOptions<TForecastReportRow>('forecast'),
  exportUrl: reportExportUrl('forecast'),
  filters: ForecastFilters,
  chart: ForecastChart,
});

/** The Currency Forecast tab: who will lapse before the current period ends, and why. */
export function ForecastReport(props: Omit<ReportTableProps<TForecastReportRow>, 'spec'>) {
  return <ReportTable {...props} spec={FORECAST} />;
}
