import {
  PROGRAM_TYPE_LABELS,
  REGISTRATION_STATUS_LABELS as STATUS_LABELS,
  type TProgramType,
  type TRegistrationReportRow,
} from '@pdp/contract';
import { useTheme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { ChartFigure } from '../../../components/charts';
import type { ListParams } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useReportSummary } from '../api/get-report-summary';
import { listReportQueryOptions, reportExportUrl } from '../api/list-report';
import { linkTo } from './passport-report';
import { statusColors } from './report-charts';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';
import { withChoices, yesNo } from './table-report-filters';

type Row = TRegistrationReportRow;

const number = (field: keyof Row, headerName: string): GridColDef<Row> => ({
  field,
  headerName,
  type: 'number',
  minWidth: 110,
});
const flag = (field: keyof Row, headerName: string, sortable = false): GridColDef<Row> => ({
  field,
  headerName,
  minWidth: 110,
  sortable,
  valueFormatter: (value: boolean) => yesNo(value),
});

/** Part 2 §3 "Program registration report row", workshops attended and points included. */
function registrationColumns(): GridColDef<Row>[] {
  return [
    {
      field: 'user_family_name',
      headerName: 'Name',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) =>
        linkTo(paths.user.to(row.user_id), `${row.user_given_name} ${row.user_family_name}`),
    },
    { field: 'program_name', headerName: 'Program', minWidth: 170, flex: 1 },
    {
      field: 'program_type',
      headerName: 'Program type',
      minWidth: 150,
      valueFormatter: (value: TProgramType | null) => (value ? PROGRAM_TYPE_LABELS[value] : ''),
    },
    { field: 'domain_display_name', headerName: 'Domain', minWidth: 120 },
    {
      field: 'program_start_date',
      headerName: 'Start',
      minWidth: 90,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    {
      field: 'program_end_date',
      headerName: 'End',
      minWidth: 90,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    number('workshops_count', 'Workshops'),
    number('workshops_attended_count', 'Attended'),
    number('total_program_points', 'Total points'),
    number('program_points', 'Points awarded'),
    flag('hurdle_complete', 'Hurdle'),
    flag('learning_journey_achieved', 'Learning journey'),
    flag('completed', 'Completed', true),
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      valueFormatter: (value: Row['status']) => STATUS_LABELS[value],
    },
  ];
}

/** The most registered programs a chart shows; the table lists them all. */
const MOST_PROGRAMS = 15;

/** Registrations per program by status, the most registered first. */
function RegistrationChart({ params }: { params: ListParams }) {
  const colors = statusColors(useTheme().palette);
  const rows = useReportSummary('registrations', params).data?.data;
  const shown = rows?.slice(0, MOST_PROGRAMS);
  const statuses = ['approved', 'pending', 'incomplete'] as const;
  return (
    <ChartFigure
      title="Registrations by program"
      description={
        rows && rows.length > MOST_PROGRAMS
          ? `The ${MOST_PROGRAMS} most registered of ${rows.length} programs, by registration status, for the filters applied.`
          : 'Registrations per program by registration status, for the filters applied.'
      }
      categoryLabel="Program"
      data={
        shown && {
          categories: shown.map((row) => row.program_name),
          series: statuses.map((status) => ({
            label: STATUS_LABELS[status],
            color: colors[status],
            data: shown.map((row) => row[status]),
          })),
          layout: 'bars',
          isStacked: true,
          valueLabel: 'Registrations',
        }
      }
      emptyText={rows?.length === 0 && 'No registrations match the filters.'}
    />
  );
}

const PROGRAM_REGISTRATION = defineReport({
  label: 'Program Registration',
  columns: registrationColumns,
  queryOptions: listReportQueryOptions<Row>('registrations'),
  exportUrl: reportExportUrl('registrations'),
  rowId: (row) => row.id,
  chart: RegistrationChart,
  filters: withChoices([
    { name: 'program_name_cont', label: 'Program contains' },
    { name: 'program_type_eq', label: 'Program type', labels: PROGRAM_TYPE_LABELS },
    { name: 'status_eq', label: 'Registration status', labels: STATUS_LABELS },
    { name: 'completed_eq', label: 'Completed', labels: { true: 'Yes', false: 'No' } },
  ]),
});

/** The Program Registration tab: filters, Export, the chart and the table (issue 17). */
export function ProgramRegistrationReport(props: Omit<ReportTableProps<Row>, 'spec'>) {
  return <ReportTable {...props} spec={PROGRAM_REGISTRATION} />;
}
