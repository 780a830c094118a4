import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartSize } from '../charts/report-chart';

export interface MonthlyChartData {
  /** The passport year's months, "Jul 2026" first. */
  months: string[];
  /** The TOTAL row's figure per month. */
  values: number[];
  /** The mode's label ("Unique Registrants"). */
  label: string;
}

/** Programs Monthly's chart: the TOTAL row over the 12 months (a lazy chunk, with MUI X Charts). */
export default function MonthlyChart({ months, values, label, height }: MonthlyChartData & ChartSize) {
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ tickMinStep: 1, width: 48 }]}
      series={[{ data: values, label, area: true, showMark: true }]}
      margin={{ left: 0, right: 16 }}
    />
  );
}
