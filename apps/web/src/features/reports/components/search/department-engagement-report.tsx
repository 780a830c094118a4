import { GROUP_MODE_LABELS, type TSearchReportResponse } from '@pdp/contract';
import { lazyChart, ReportChart } from '../charts/report-chart';
import { SearchReportView, type SearchTabProps } from './search-report-view';

const EngagementChart = lazyChart(() => import('./engagement-chart'));

function chartData(report: TSearchReportResponse | undefined) {
  if (!report) return undefined;
  const sections = report.data.filter((row) => row.row_type === 'SECTION');
  return {
    departments: sections.map((row) => row.label),
    values: sections.map((row) => Number(row.count ?? 0)),
    label: GROUP_MODE_LABELS[report.meta.mode],
  };
}

/** The Department Engagement tab (issue 17): staff, the mode's figure and its rate per department, and bars. */
export function DepartmentEngagementReport(props: SearchTabProps) {
  return (
    <SearchReportView
      {...props}
      report="department_engagement"
      kind="department"
      chart={(report) => {
        const data = chartData(report);
        return (
          <ReportChart
            title="Engagement by department"
            description="The group calculation's figure for each department over the passport year; follows the filters."
            chart={EngagementChart}
            data={data}
            height={Math.max(240, (data?.departments.length ?? 0) * 36 + 80)}
            emptyText={data && data.departments.length === 0 && 'No departments to show.'}
          />
        );
      }}
    />
  );
}
