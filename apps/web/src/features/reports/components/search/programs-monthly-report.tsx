import { GROUP_MODE_LABELS, MONTH_KEYS, type TSearchReportResponse } from '@pdp/contract';
import { lazyChart, ReportChart } from '../charts/report-chart';
import { SearchReportView, type SearchTabProps } from './search-report-view';

const MonthlyChart = lazyChart(() => import('./monthly-chart'));

function chartData(report: TSearchReportResponse | undefined) {
  const total = report?.data.find((row) => row.row_type === 'TOTAL');
  if (!report || !total) return undefined;
  const months = report.meta.columns.filter((column) =>
    (MONTH_KEYS as readonly string[]).includes(column.key),
  );
  return {
    months: months.map((column) => column.label),
    values: months.map((column) => Number(total[column.key] ?? 0)),
    label: GROUP_MODE_LABELS[report.meta.mode],
  };
}

/** The Programs Monthly tab (issue 17): month_1..month_12 and total per program group, and a line of the months. */
export function ProgramsMonthlyReport(props: SearchTabProps) {
  return (
    <SearchReportView
      {...props}
      report="program_monthly"
      kind="programs"
      chart={(report) => {
        const data = chartData(report);
        return (
          <ReportChart
            title="Programs by month"
            description="The report's total for each month of the passport year; follows the filters."
            chart={MonthlyChart}
            data={data}
            emptyText={data && data.values.every((value) => value === 0) && 'No registrations in this year.'}
          />
        );
      }}
    />
  );
}
