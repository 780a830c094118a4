import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartSize } from '../charts/report-chart';

export interface ProfileGapChartData {
  /** The HEADER rows: domains (by capability statement) or departments. */
  groups: string[];
  supervisor: (number | null)[];
  ideal: (number | null)[];
}

/** Profiling's chart: per domain (or department), the supervisors' average rating against the business ideal. */
export default function ProfileGapChart({
  groups,
  supervisor,
  ideal,
  height,
}: ProfileGapChartData & ChartSize) {
  const theme = useTheme();
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: groups }]}
      yAxis={[{ width: 40, label: 'Average answer' }]}
      series={[
        { data: supervisor, label: 'Supervisor rating', color: theme.palette.primary.main },
        { data: ideal, label: 'Business ideal', color: theme.palette.secondary.main },
      ]}
      margin={{ left: 0, right: 8 }}
    />
  );
}
