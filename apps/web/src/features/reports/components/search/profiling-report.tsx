import type { TSearchReportResponse } from '@pdp/contract';
import { lazyChart, ReportChart } from '../charts/report-chart';
import { SearchReportView, type SearchTabProps } from './search-report-view';

const ProfileGapChart = lazyChart(() => import('./profile-gap-chart'));

const figure = (value: string | number | null | undefined) => (typeof value === 'number' ? value : null);

function chartData(report: TSearchReportResponse | undefined) {
  if (!report) return undefined;
  const headers = report.data.filter((row) => row.row_type === 'HEADER');
  return {
    groups: headers.map((row) => row.label),
    supervisor: headers.map((row) => figure(row.supervisor_average)),
    ideal: headers.map((row) => figure(row.business_ideal_average)),
  };
}

/** The Profiling tab (issue 17): the capability report, and the gap between supervisor ratings and the business ideal. */
export function ProfilingReport(props: SearchTabProps) {
  return (
    <SearchReportView
      {...props}
      report="profile"
      kind="profile"
      chart={(report) => {
        const data = chartData(report);
        const byDepartment = report?.meta.view_by === 'department';
        const hasRatings =
          data?.supervisor.some((value) => value !== null) || data?.ideal.some((value) => value !== null);
        return (
          <ReportChart
            title={
              byDepartment
                ? 'Supervisor rating against the business ideal, by department'
                : 'Supervisor rating against the business ideal, by domain'
            }
            description="Average answers of the passport year's profiles; follows the filters."
            chart={ProfileGapChart}
            data={data}
            emptyText={data && !hasRatings && 'No ratings in this year.'}
          />
        );
      }}
    />
  );
}
