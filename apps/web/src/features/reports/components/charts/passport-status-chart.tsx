import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TPassportSummaryRow } from '@pdp/contract';
import type { ChartSize } from './report-chart';

const NO_DEPARTMENT = 'No department';

/**
 * The Passports report's chart: each department's users stacked by passport status (loaded lazily
 * through ReportChart, so the chart library is fetched only when a report shows a chart).
 */
export default function PassportStatusChart({ rows, height }: { rows: TPassportSummaryRow[] } & ChartSize) {
  const theme = useTheme();
  const series = [
    { dataKey: 'complete', label: 'Complete', color: theme.palette.success.main },
    { dataKey: 'in_progress', label: 'In progress', color: theme.palette.warning.main },
    { dataKey: 'incomplete', label: 'Incomplete', color: theme.palette.grey[400] },
  ] as const;
  const dataset = rows.map((row) => ({ ...row, department: row.department_name ?? NO_DEPARTMENT }));
  return (
    <BarChart
      height={height}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'department' }]}
      yAxis={[{ tickMinStep: 1, width: 48, label: 'Users' }]}
      series={series.map((item) => ({ ...item, stack: 'status' }))}
      margin={{ left: 0, right: 8 }}
    />
  );
}
