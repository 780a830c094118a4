import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartSize } from '../charts/report-chart';

export interface EngagementChartData {
  /** One bar per department (the SECTION rows). */
  departments: string[];
  values: number[];
  label: string;
}

/** Department Engagement's chart: the mode's figure per department, as horizontal bars. */
export default function EngagementChart({
  departments,
  values,
  label,
  height,
}: EngagementChartData & ChartSize) {
  return (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: departments, width: 140 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: values, label }]}
      margin={{ left: 0, right: 16 }}
    />
  );
}
