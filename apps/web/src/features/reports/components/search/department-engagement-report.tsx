import { GROUP_MODE_LABELS, type TSearchReportResponse } from '@pdp/contract';
import { ChartFigure } from '../../../../components/charts';
import { SearchReportView, type SearchTabProps } from './search-report-view';

function chartData(report: TSearchReportResponse | undefined) {
  if (!report) return undefined;
  const sections = report.data.filter((row) => row.row_type === 'SECTION');
  return {
    categories: sections.map((row) => row.label),
    series: [
      { label: GROUP_MODE_LABELS[report.meta.mode], data: sections.map((row) => Number(row.count ?? 0)) },
    ],
    layout: 'bars' as const,
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
          <ChartFigure
            title="Engagement by department"
            description="The group calculation's figure for each department over the passport year; follows the filters."
            categoryLabel="Department"
            data={data}
            emptyText={data?.categories.length === 0 && 'No departments to show.'}
          />
        );
      }}
    />
  );
}
