import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import type { ChartModuleProps } from './chart-data';

/** The category axis's width in `bars` layout: the longest name, within a third of a phone's width. */
const categoryAxisWidth = (categories: string[]) =>
  Math.min(140, Math.max(48, ...categories.map((name) => name.length * 7 + 12)));

/**
 * The chart kit's one drawing module, and the only file that imports MUI X Charts: ChartFigure
 * loads it lazily, so the library is a chunk of its own, fetched when a page first shows a chart.
 */
export default function BarChart({
  categories,
  series,
  layout,
  isStacked,
  valueLabel,
  height,
}: ChartModuleProps) {
  const categoryAxis = { scaleType: 'band' as const, data: categories };
  const valueAxis = { tickMinStep: 1, label: valueLabel };
  return (
    <MuiBarChart
      height={height}
      layout={layout === 'bars' ? 'horizontal' : 'vertical'}
      xAxis={[layout === 'bars' ? { ...valueAxis, height: valueLabel ? 48 : 28 } : categoryAxis]}
      yAxis={[
        layout === 'bars'
          ? { ...categoryAxis, width: categoryAxisWidth(categories) }
          : { ...valueAxis, width: valueLabel ? 56 : 40 },
      ]}
      series={series.map((item) => ({ ...item, ...(isStacked ? { stack: 'total' } : {}) }))}
      margin={{ left: 0, right: 16 }}
    />
  );
}
