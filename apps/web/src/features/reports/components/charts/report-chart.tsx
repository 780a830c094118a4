import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/** What every chart module receives besides its data: the height the figure reserved for it. */
export interface ChartSize {
  height: number;
}

/**
 * A chart module loaded on first use, so MUI X Charts stays out of the initial download and out of
 * the report's own chunk (bench/bundle-report.ts). Call it once at module level:
 * `const PassportStatusChart = lazyChart(() => import('./passport-status-chart'));`
 */
export const lazyChart = <P extends ChartSize>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(load);

export interface ReportChartProps<P extends ChartSize> {
  /** The figure's caption and accessible name ("Passport status by department"). */
  title: string;
  /** A sentence under the title: what is counted, and that it follows the filters. */
  description?: string;
  chart: LazyExoticComponent<ComponentType<P>>;
  /** The chart's data props; undefined while they load (the placeholder keeps the height). */
  data: Omit<P, keyof ChartSize> | undefined;
  /** Nothing to draw: the text shown in the chart's place. */
  emptyText?: string | false;
  height?: number;
}

/**
 * A report's chart beside its table (issue 17, "Beyond the spec: charts"): a captioned figure whose
 * chart module loads lazily. Until the module and the data arrive, a placeholder of the chart's own
 * height holds its place, so the table below does not jump. The chart mounts, and takes new data,
 * in transitions (as the data table's grid does): drawing it is one of the page's longest tasks, and
 * a transition's render yields to the browser between components.
 */
export function ReportChart<P extends ChartSize>({
  title,
  description,
  chart: Chart,
  data,
  emptyText,
  height = 300,
}: ReportChartProps<P>) {
  const titleId = useId();
  const [isAfterFirstPaint, setIsAfterFirstPaint] = useState(false);
  useEffect(() => startTransition(() => setIsAfterFirstPaint(true)), []);
  const shown = useDeferredValue(isAfterFirstPaint ? data : undefined);
  const placeholder = (
    <Skeleton variant="rectangular" height={height} aria-label={`Loading ${title}`} role="progressbar" />
  );
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, mb: 2, p: 2.5, bgcolor: 'background.paper' }}
    >
      <Box component="figcaption" sx={{ mb: 1 }}>
        <Typography id={titleId} variant="h2" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
      {shown === undefined ? (
        placeholder
      ) : emptyText ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Box>
      ) : (
        <Suspense fallback={placeholder}>
          <Chart {...({ ...shown, height } as P)} />
        </Suspense>
      )}
    </Paper>
  );
}
