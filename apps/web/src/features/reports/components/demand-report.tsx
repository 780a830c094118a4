import { DEMAND_HORIZONS, type TDemandReportRow } from '@pdp/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { ChartFigure } from '../../../components/charts';
import type { ListParams } from '../../../components/data-table';
import { OrganisationFilters } from '../../../components/filter-panel';
import { listReportQueryOptions, reportExportUrl, reportPdfUrl } from '../api/list-report';
import { defineReport, ReportTable, type ReportTableProps } from './report-table';

const demandQueryOptions = listReportQueryOptions<TDemandReportRow>('demand');
const [IN_3, IN_6, IN_12] = DEMAND_HORIZONS;

function demandColumns(): GridColDef<TDemandReportRow>[] {
  const number = (field: keyof TDemandReportRow, headerName: string, minWidth = 130) => ({
    field,
    headerName,
    type: 'number' as const,
    minWidth,
    sortable: false,
  });
  return [
    { field: 'domain_name', headerName: 'Domain', minWidth: 180, flex: 1, sortable: false },
    number('educators_with_gap', 'Educators with a gap', 160),
    number('mean_gap', 'Mean gap', 100),
    number('places_3_months', `Places in ${IN_3} months`),
    number('places_6_months', `Places in ${IN_6} months`),
    number('places_12_months', `Places in ${IN_12} months`),
    number('unlimited_programs', 'Programs without a limit', 170),
    number('shortfall', 'Shortfall', 100),
  ];
}

/** Who is counted: the division, department and employment type of the educators (the places are the institute's). */
function DemandFilters() {
  return <OrganisationFilters />;
}

/** Educators with a gap beside the places of the next 12 months, per domain. */
function DemandChart({ params }: { params: ListParams }) {
  const { palette } = useTheme();
  const rows = useQuery(demandQueryOptions(params)).data?.data;
  return (
    <ChartFigure
      title="Gaps against places by domain"
      description={`Educators whose latest completed profile has a gap in the domain, and the free places of open programs starting within ${IN_12} months, for the filters applied.`}
      categoryLabel="Domain"
      data={
        rows && {
          categories: rows.map((row) => row.domain_name),
          series: [
            {
              label: 'Educators with a gap',
              color: palette.warning.main,
              data: rows.map((row) => row.educators_with_gap),
            },
            {
              label: `Places in ${IN_12} months`,
              color: palette.success.main,
              data: rows.map((row) => row.places_12_months),
            },
            { label: 'Shortfall', color: palette.error.main, data: rows.map((row) => row.shortfall) },
          ],
          layout: 'bars',
          valueLabel: 'Educators or places',
        }
      }
      emptyText={rows?.length === 0 && 'No domain has a gap or a scheduled place for these filters.'}
    />
  );
}

const DEMAND = defineReport({
  label: 'Demand',
  columns: demandColumns,
  queryOptions: demandQueryOptions,
  exportUrl: reportExportUrl('demand'),
  pdfUrl: reportPdfUrl('demand'),
  rowId: (row) => row.domain_id,
  filters: DemandFilters,
  hasUserFilters: false,
  chart: DemandChart,
});

/** The Demand tab: which domains need more workshops, from the gaps of the educators' profiles. */
export function DemandReport(props: Omit<ReportTableProps<TDemandReportRow>, 'spec'>) {
  return <ReportTable {...props} spec={DEMAND} />;
}
