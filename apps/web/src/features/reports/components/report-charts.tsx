import {
  POINT_REQUEST_STATUS_LABELS,
  POINT_REQUEST_STATUSES,
  POINTS_HISTORY_TYPE_LABELS,
  POINTS_HISTORY_TYPES,
} from '@pdp/contract';
import { useTheme, type Palette } from '@mui/material/styles';
import { ChartFigure, monthLabel, monthsBetween, type ChartSeries } from '../../../components/charts';
import type { ListParams } from '../../../components/data-table';
import { useReportSummary } from '../api/get-report-summary';

/** The charts of the dated reports and User Points: each counts what the table's filters select. */

/** The three request and registration statuses, coloured as everywhere (the legend names them). */
export const statusColors = (palette: Palette) => ({
  pending: palette.warning.main,
  approved: palette.success.main,
  incomplete: palette.grey[500],
});

/** A figure per month of the period (zeros included), summed from the summary's rows of that month. */
function byMonth<R extends { month: string }>(
  rows: R[],
  period: { from: string; to: string },
  series: { label: string; color?: string; value: (row: R) => number }[],
): { categories: string[]; series: ChartSeries[] } {
  const months = monthsBetween(period.from, period.to);
  return {
    categories: months.map(monthLabel),
    series: series.map(({ label, color, value }) => ({
      label,
      color,
      data: months.map((month) =>
        rows.reduce((sum, row) => (row.month === month ? sum + value(row) : sum), 0),
      ),
    })),
  };
}

/** Points per month by type: Points History's chart, and User Points' for the same users and period. */
export function PointsByMonthChart({ params }: { params: ListParams }) {
  const { palette } = useTheme();
  const summary = useReportSummary('points_history', params).data;
  const colors = [palette.primary.main, palette.secondary.main, palette.success.main];
  return (
    <ChartFigure
      title="Points by month"
      description="Points recorded in each month of the period, by type, for the filters applied."
      categoryLabel="Month"
      data={
        summary && {
          ...byMonth(
            summary.data,
            summary.period,
            POINTS_HISTORY_TYPES.map((type, i) => ({
              label: POINTS_HISTORY_TYPE_LABELS[type],
              color: colors[i],
              value: (row) => (row.type === type ? row.points : 0),
            })),
          ),
          isStacked: true,
          valueLabel: 'Points',
        }
      }
      emptyText={summary?.data.length === 0 && 'No points recorded in this period.'}
    />
  );
}

/** Point requests per month of their last change, by status. */
export function PointRequestChart({ params }: { params: ListParams }) {
  const colors = statusColors(useTheme().palette);
  const summary = useReportSummary('point_request', params).data;
  return (
    <ChartFigure
      title="Point requests by month"
      description="Requests by the month they last changed and their status, for the filters applied."
      categoryLabel="Month"
      data={
        summary && {
          ...byMonth(
            summary.data,
            summary.period,
            POINT_REQUEST_STATUSES.map((status) => ({
              label: POINT_REQUEST_STATUS_LABELS[status],
              color: colors[status],
              value: (row) => (row.status === status ? row.count : 0),
            })),
          ),
          isStacked: true,
          valueLabel: 'Requests',
        }
      }
      emptyText={summary?.data.length === 0 && 'No point requests in this period.'}
    />
  );
}
