import {
  POINT_REQUEST_STATUS_LABELS,
  POINT_REQUEST_STATUSES,
  POINTS_HISTORY_TYPE_LABELS,
  POINTS_HISTORY_TYPES,
  REPORT_AS_AT_KEY,
  type TPointRequestSummaryRow,
  type TPointsHistorySummaryRow,
} from '@pdp/contract';
import { useTheme, type Palette } from '@mui/material/styles';
import { ChartFigure, monthLabel, monthsBetween } from '../../../components/charts';
import type { ListParams } from '../../../components/data-table';
import { useReportSummary } from '../api/get-report-summary';

/** The charts of the dated reports and User Points: each counts what the table's filters select. */

/** The three request and registration statuses, coloured as everywhere (the legend names them). */
export const statusColors = (palette: Palette) => ({
  pending: palette.warning.main,
  approved: palette.success.main,
  incomplete: palette.grey[500],
});

/** A monthly summary's rows, split into stacked series by one of their fields (type, status). */
interface ByMonthChartProps<R extends { month: string }> {
  title: string;
  description: string;
  /** The summary; undefined while it loads. */
  summary: { data: R[]; period: { from: string; to: string } } | undefined;
  series: { label: string; color: string; value: (row: R) => number }[];
  valueLabel: string;
  emptyText: string;
}

/** A stacked bar per month of the period (zeros included), summed from the summary's rows of that month. */
function ByMonthChart<R extends { month: string }>({
  title,
  description,
  summary,
  series,
  valueLabel,
  emptyText,
}: ByMonthChartProps<R>) {
  const months = summary ? monthsBetween(summary.period.from, summary.period.to) : [];
  const total = (month: string, value: (row: R) => number) =>
    summary?.data.reduce((sum, row) => (row.month === month ? sum + value(row) : sum), 0) ?? 0;
  return (
    <ChartFigure
      title={title}
      description={description}
      categoryLabel="Month"
      data={
        summary && {
          categories: months.map(monthLabel),
          series: series.map(({ label, color, value }) => ({
            label,
            color,
            data: months.map((month) => total(month, value)),
          })),
          isStacked: true,
          valueLabel,
        }
      }
      emptyText={summary?.data.length === 0 && emptyText}
    />
  );
}

/**
 * The Points History summary's filters for User Points' chart: as at a day (which that summary does
 * not take), the points recorded up to that day.
 */
function pointsUpToAsAt(params: ListParams): ListParams {
  const { [REPORT_AS_AT_KEY]: asAt, ...q } = params.q;
  return asAt ? { ...params, q: { ...q, date_to_eq: asAt } } : params;
}

/** Points per month by type: Points History's chart, and User Points' for the same users and period. */
export function PointsByMonthChart({ params }: { params: ListParams }) {
  const { palette } = useTheme();
  const colors = [palette.primary.main, palette.secondary.main, palette.success.main];
  return (
    <ByMonthChart
      title="Points by month"
      description="Points recorded in each month of the period, by type, for the filters applied."
      summary={useReportSummary('points_history', pointsUpToAsAt(params)).data}
      series={POINTS_HISTORY_TYPES.map((type, i) => ({
        label: POINTS_HISTORY_TYPE_LABELS[type],
        color: colors[i]!,
        value: (row: TPointsHistorySummaryRow) => (row.type === type ? row.points : 0),
      }))}
      valueLabel="Points"
      emptyText="No points recorded in this period."
    />
  );
}

/** Point requests per month of their last change, by status. */
export function PointRequestChart({ params }: { params: ListParams }) {
  const colors = statusColors(useTheme().palette);
  return (
    <ByMonthChart
      title="Point requests by month"
      description="Requests by the month they last changed and their status, for the filters applied."
      summary={useReportSummary('point_request', params).data}
      series={POINT_REQUEST_STATUSES.map((status) => ({
        label: POINT_REQUEST_STATUS_LABELS[status],
        color: colors[status],
        value: (row: TPointRequestSummaryRow) => (row.status === status ? row.count : 0),
      }))}
      valueLabel="Requests"
      emptyText="No point requests in this period."
    />
  );
}
