import { CALIBRATION_TENDENCY_LABELS, type TCalibrationSupervisorRow } from '@pdp/contract';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { ChartFigure } from '../../../components/charts';
import type { ListParams } from '../../../components/data-table';
import { OrganisationFilters } from '../../../components/filter-panel';
import { useCalibrationSummary } from '../api/get-calibration-summary';
import { listReportQueryOptions, reportExportUrl } from '../api/list-report';
import { CalibrationTables, hiddenSentence, signed } from './calibration-tables';
import { PeriodFilter, type ReportFiltersProps } from './report-filters';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';

const calibrationQueryOptions = listReportQueryOptions<TCalibrationSupervisorRow>('calibration');
export const distributionText = (shares: { value: number; percent: number }[]) =>
  shares.map((share) => `${share.value}: ${share.percent}%`).join(' · ');

function calibrationColumns(): GridColDef<TCalibrationSupervisorRow>[] {
  const number = (field: keyof TCalibrationSupervisorRow, headerName: string) => ({
    field,
    headerName,
    type: 'number' as const,
    minWidth: 110,
    sortable: false,
  });
  return [
    { field: 'supervisor_full_name', headerName: 'Supervisor', minWidth: 170, flex: 1, sortable: false },
    number('educators', 'Educators'),
    number('ratings', 'Ratings'),
    number('mean_rating', 'Mean rating'),
    number('institute_mean', 'Institute mean'),
    {
      ...number('difference', 'Difference'),
      valueFormatter: (value: number) => signed(value),
    },
    {
      field: 'tendency',
      headerName: 'Tendency',
      minWidth: 110,
      sortable: false,
      valueGetter: (_value, row) => CALIBRATION_TENDENCY_LABELS[row.tendency],
    },
    {
      field: 'distribution',
      headerName: 'Ratings given',
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, row) => distributionText(row.distribution),
    },
  ];
}

function CalibrationFilters({ periods }: ReportFiltersProps) {
  return (
    <>
      <PeriodFilter periods={periods} />
      <OrganisationFilters />
    </>
  );
}

/**
 * Each supervisor's mean difference from the institute, then the department views below it. The
 * chart and the views appear together, once both reads have answered: the views arriving after the
 * chart pushed the table down (a layout shift).
 */
function CalibrationChart({ params }: { params: ListParams }) {
  const { palette } = useTheme();
  const rowsRead = useQuery(calibrationQueryOptions(params)).data?.data;
  const summary = useCalibrationSummary(params).data;
  const rows = summary && rowsRead;
  const hidden = summary?.hidden.supervisors ?? 0;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <ChartFigure
        title="Leniency and severity by supervisor"
        description="Each supervisor's mean rating minus the institute's mean for the same statements, in the completed profiles of the period: above 0 lenient, below 0 severe."
        categoryLabel="Supervisor"
        data={
          rows && {
            categories: rows.map((row) => row.supervisor_full_name),
            series: [
              {
                label: 'Difference from the institute',
                color: palette.primary.main,
                data: rows.map((row) => row.difference),
              },
            ],
            layout: 'bars',
            valueLabel: 'Rating points',
          }
        }
        emptyText={rows?.length === 0 && 'No supervisor rated 5 or more educators for these filters.'}
      />
      {rows && hidden > 0 && (
        <Alert severity="info" variant="outlined">
          {hiddenSentence(hidden, 'supervisor')}
        </Alert>
      )}
      {rows && summary.institute_distribution.length > 0 && (
        <Alert severity="info" icon={false}>
          {`The institute's ratings: ${distributionText(summary.institute_distribution)}`}
        </Alert>
      )}
      {rows && <CalibrationTables summary={summary} />}
    </Stack>
  );
}

const CALIBRATION = defineReport({
  label: 'Rating Calibration',
  columns: calibrationColumns,
  queryOptions: calibrationQueryOptions,
  exportUrl: reportExportUrl('calibration'),
  rowId: (row) => row.supervisor_id,
  filters: CalibrationFilters,
  hasUserFilters: false,
  chart: CalibrationChart,
});

/** The Rating Calibration tab: how supervisors' ratings compare, with no group under 5 shown. */
export function CalibrationReport(props: Omit<ReportTableProps<TCalibrationSupervisorRow>, 'spec'>) {
  return <ReportTable {...props} spec={CALIBRATION} />;
}
