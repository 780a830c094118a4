import {
  REPORT_LABELS,
  SEARCH_REPORT_DEFAULTS,
  SEARCH_REPORT_TABS,
  SEARCH_REPORT_VIEW_BYS,
  type TReportPeriod,
  type TSearchReport,
  type TSearchReportResponse,
} from '@pdp/contract';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { FilterPanel } from '../../../../components/filter-panel';
import { useListUrlState } from '../../../../components/data-table';
import { instituteYear } from '../../../../lib/dates';
import type { Me } from '../../../../lib/me';
import { searchChoicesOf, searchReportExportUrl, searchReportQueryOptions } from '../../api/search-report';
import { SearchFilters, type SearchFiltersProps } from './search-filters';
import { SearchTable } from './search-table';

/** The props every report tab gets from the Reports page (report-page.tsx's TABLES). */
export interface SearchTabProps {
  institute: Me['institute'];
  periods: TReportPeriod[];
  canPickSupervisor: boolean;
}

/** The current passport year: the year the current period starts in (part 2 §9: the default year). */
export function currentYearOf(periods: TReportPeriod[]): number {
  const current = periods.find((period) => period.current) ?? periods[0];
  return current ? Number(current.from.slice(0, 4)) : instituteYear();
}

export interface SearchReportViewProps extends SearchTabProps {
  report: TSearchReport;
  kind: SearchFiltersProps['kind'];
  /** The report's chart, drawn from the same answer as the table. */
  chart?: (report: TSearchReportResponse | undefined) => ReactNode;
}

/**
 * A search report's tab (issue 17): the filter panel (applied on Filter, Clear restores the defaults:
 * the current year, registrations, group by name, active users; all kept in the URL), Export (the CSV
 * of the same choices, in a new tab), the chart and the table of HEADER, SECTION and TOTAL rows.
 */
export function SearchReportView({ report, kind, periods, chart }: SearchReportViewProps) {
  const currentYear = currentYearOf(periods);
  const list = useListUrlState({
    defaultFilters: {
      year: String(currentYear),
      ...(kind === 'profile' ? {} : { mode: SEARCH_REPORT_DEFAULTS.mode }),
      ...(kind === 'department' ? {} : { view_by: SEARCH_REPORT_VIEW_BYS[report][0]! }),
      sorting: SEARCH_REPORT_DEFAULTS.sorting,
      user_status_eq: 'active',
    },
  });
  const choices = useMemo(() => searchChoicesOf(list.state.filters), [list.state.filters]);
  const result = useQuery(searchReportQueryOptions(report, choices));
  // Every row of the table renders at once (a plain table, not the data grid). A query's update
  // renders in one task; deferred, the rows render in a transition that yields between components.
  const shown = useDeferredValue(result.data);
  const label = REPORT_LABELS[SEARCH_REPORT_TABS[report]];
  return (
    <div>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          href={searchReportExportUrl(report, choices)}
          target="_blank"
          rel="noopener"
        >
          Export
        </Button>
      </Box>
      <FilterPanel list={list} aria-label={`Filter the ${label} report`}>
        <SearchFilters currentYear={currentYear} kind={kind} />
      </FilterPanel>
      {chart?.(result.data)}
      <SearchTable
        label={`${label} report`}
        result={shown}
        isLoading={result.isFetching || shown !== result.data}
      />
    </div>
  );
}
