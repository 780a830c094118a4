import type { TReportPeriod } from '@pdp/contract';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import {
  DataTable,
  useListUrlState,
  type DataTableProps,
  type ListParams,
} from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel';
import type { Me } from '../../../lib/me';
import { reportListOptions } from '../api/report-list-options';
import { ReportFilters, type ReportFiltersProps } from './report-filters';

/** A report row: the user reports' rows are keyed by the user id, the others say their key (`rowId`). */
type ReportRow = object;
const userIdOf = (row: ReportRow) => (row as { user_id: number }).user_id;

export interface ReportSpec<R extends ReportRow, K extends QueryKey = QueryKey> {
  label: string;
  columns: (institute: Me['institute']) => GridColDef<R>[];
  queryOptions: DataTableProps<R, K>['queryOptions'];
  exportUrl: (params: ListParams) => string;
  hasPassportStatus?: boolean;
  /** The "As at" filter (the passport-based reports). */
  hasAsAt?: boolean;
  /** The row's key (default: the user id). */
  rowId?: (row: R) => GridRowId;
  /** The filter fields (default: the user reports' ReportFilters). */
  filters?: ComponentType<ReportFiltersProps>;
  /** Whether the report takes the user filters, active users by default (default: true). */
  hasUserFilters?: boolean;
  /** Download PDF: the report of the same filters and sort as a PDF, in a new tab. */
  pdfUrl?: (params: ListParams) => string;
  /** A chart between the filters and the table, given the table's filters (components/charts). */
  chart?: ComponentType<{ params: ListParams }>;
}

/** The cells' links (passport-report.tsx `linkTo`), as a Material Link with underline="hover". */
export const REPORT_LINK_CLASS = 'report-link';
const REPORT_LINK_STYLE = {
  [`& a.${REPORT_LINK_CLASS}`]: {
    color: 'primary.main',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
} as const;

/** A report's declaration (columns, endpoint, export), keeping its query key's type for the table. */
export const defineReport = <R extends ReportRow, K extends QueryKey>(spec: ReportSpec<R, K>) => spec;

export interface ReportTableProps<R extends ReportRow, K extends QueryKey = QueryKey> {
  spec: ReportSpec<R, K>;
  institute: Me['institute'];
  periods: TReportPeriod[];
  canPickSupervisor: boolean;
}

/**
 * A paged-table report: the filter panel (defaults: active users, the current period; part 2 §9),
 * Export (the CSV of the same filters and sort, in a new tab) and the server-side table, all from one
 * URL state so a report can be shared and reloaded.
 */
export function ReportTable<R extends ReportRow, K extends QueryKey>({
  spec,
  institute,
  periods,
  canPickSupervisor,
}: ReportTableProps<R, K>) {
  const list = useListUrlState(reportListOptions(periods, spec.hasUserFilters !== false));
  const columns = useMemo(() => spec.columns(institute), [spec, institute]);
  const Filters = spec.filters ?? ReportFilters;
  return (
    <div>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1.5 }}>
        {spec.pdfUrl && (
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlinedIcon />}
            href={spec.pdfUrl(list.params)}
            target="_blank"
            rel="noopener"
          >
            Download PDF
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          href={spec.exportUrl(list.params)}
          target="_blank"
          rel="noopener"
        >
          Export
        </Button>
      </Box>
      <FilterPanel list={list} aria-label={`Filter the ${spec.label} report`}>
        <Filters
          periods={periods}
          canPickSupervisor={canPickSupervisor}
          hasPassportStatus={spec.hasPassportStatus}
          hasAsAt={spec.hasAsAt}
        />
      </FilterPanel>
      {spec.chart && <spec.chart params={list.params} />}
      <DataTable
        list={list}
        columns={columns}
        queryOptions={spec.queryOptions}
        getRowId={spec.rowId ?? userIdOf}
        aria-label={`${spec.label} report`}
        sx={{ bgcolor: 'background.paper', ...REPORT_LINK_STYLE }}
      />
    </div>
  );
}
