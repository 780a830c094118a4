import { GROUP_MODE_LABELS, MONTH_KEYS, type TSearchReportResponse } from '@pdp/contract';
import { ChartFigure } from '../../../../components/charts';
import { SearchReportView, type SearchTabProps } from './search-report-view';

function chartData(report: TSearchReportResponse | undefined) {
  const total = report?.data.find((row) => row.row_type === 'TOTAL');
  if (!report || !total) return undefined;
  const months = report.meta.columns.filter((column) =>
    (MONTH_KEYS as readonly string[]).includes(column.key),
  );
  return {
    categories: months.map((column) => column.label),
    series: [
      {
        label: GROUP_MODE_LABELS[report.meta.mode],
        data: months.map((column) => Number(total[column.key] ?? 0)),
      },
    ],
  };
}

/** The Programs Monthly tab (issue 17): month_1..month_12 and total per program group, and a bar per month. */
export function ProgramsMonthlyReport(props: SearchTabProps) {
  return (
    <SearchReportView
      {...props}
      report="program_monthly"
      kind="programs"
      chart={(report) => {
        const data = chartData(report);
        return (
          <ChartFigure
            title="Programs by month"
            description="The report's total for each month of the passport year; follows the filters."
            categoryLabel="Month"
            data={data}
            emptyText={
              data?.series[0]?.data.every((value) => value === 0) && 'No registrations in this year.'
            }
          />
        );
      }}
    />
  );
}
