import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import { LABEL_CHAR_WIDTH, wrapLabel, type ChartModuleProps } from './chart-data';

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
  labelWidth,
}: ChartModuleProps) {
  const maxChars = Math.floor((labelWidth - 12) / LABEL_CHAR_WIDTH);
  const labels = layout === 'bars' ? categories.map((name) => wrapLabel(name, maxChars)) : categories;
  const longest = Math.max(...labels.flatMap((label) => label.split('\n').map((line) => line.length)));
  // The band axis holds positions, not names: two programs of one name still get a bar each.
  const categoryAxis = {
    scaleType: 'band' as const,
    data: categories.map((_, i) => i),
    valueFormatter: (i: number, context: { location: string }) =>
      (context.location === 'tick' ? labels[i] : categories[i]) ?? '',
  };
  const valueAxis = { tickMinStep: 1, label: valueLabel };
  return (
    <MuiBarChart
      height={height}
      layout={layout === 'bars' ? 'horizontal' : 'vertical'}
      xAxis={[layout === 'bars' ? { ...valueAxis, height: valueLabel ? 48 : 28 } : categoryAxis]}
      yAxis={[
        layout === 'bars'
          ? { ...categoryAxis, width: Math.min(labelWidth, longest * LABEL_CHAR_WIDTH + 16) }
          : { ...valueAxis, width: valueLabel ? 56 : 40 },
      ]}
      series={series.map((item) => ({ ...item, ...(isStacked ? { stack: 'total' } : {}) }))}
      margin={{ left: 0, right: 16 }}
    />
  );
}
