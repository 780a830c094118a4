import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useId, useState } from 'react';
import { ChartTable } from './chart-table';
import { LABEL_CHAR_WIDTH, type ChartData } from './chart-data';

/** The drawing module, with MUI X Charts: a lazy chunk of its own (bench/bundle-report.ts). */
const BarChart = lazy(() => import('./bar-chart'));

export interface ChartFigureProps {
  /** The figure's caption and accessible name ("Passport status by department"). */
  title: string;
  /** A sentence under the title: what is counted, and that it follows the filters. */
  description?: string;
  /** The categories' heading in the text alternative ("Department", "Month"). */
  categoryLabel: string;
  /** The data; undefined while it loads (the placeholder keeps the height). */
  data: ChartData | undefined;
  /** Nothing to draw: the text shown in the chart's place. */
  emptyText?: string | false;
  /** The `columns` layout's height; `bars` grow with their categories. */
  height?: number;
  /** The title's heading level, by where the figure sits in the page's outline (default h2). */
  headingLevel?: 'h2' | 'h3';
}

/** The `bars` layout's widest category label: a phone keeps most of its width for the bars. */
const labelWidthFor = (isPhone: boolean) => (isPhone ? 150 : 300);

/**
 * Enough height for every bar and its label: a row per category, taller for grouped series or for
 * a name that wraps onto a second line.
 */
function barsHeight(data: ChartData, labelWidth: number): number {
  const wraps = data.categories.some((name) => name.length * LABEL_CHAR_WIDTH + 12 > labelWidth);
  const bars = data.isStacked || data.series.length === 1 ? 24 : 12 * data.series.length + 12;
  return Math.max(200, data.categories.length * Math.max(bars, wraps ? 36 : 28) + 110);
}

/**
 * A captioned chart (the reports' and the registration statistics'): a `<figure>` named by its title,
 * a bar chart loaded lazily, and a visually hidden table of the same figures for screen readers.
 * Until the module and the data arrive, a placeholder of the chart's own height holds its place, so
 * the table below does not jump. The chart mounts, and takes new data, in transitions (as the data
 * table's grid does): drawing it is one of the page's longest tasks, and a transition's render yields
 * to the browser between components. At phone width every chart is horizontal bars, so each
 * category's name sits on the axis in full rather than being thinned out.
 */
export function ChartFigure({
  title,
  description,
  categoryLabel,
  data,
  emptyText,
  height = 300,
  headingLevel = 'h2',
}: ChartFigureProps) {
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [isAfterFirstPaint, setIsAfterFirstPaint] = useState(false);
  useEffect(() => startTransition(() => setIsAfterFirstPaint(true)), []);
  const shown = useDeferredValue(isAfterFirstPaint ? data : undefined);
  // The placeholder takes the drawing's height as soon as the data is known (the drawing comes a
  // task or two later), so what sits below does not move when it is drawn.
  const sized = shown ?? data;
  const layout = isPhone ? 'bars' : (sized?.layout ?? 'columns');
  const labelWidth = labelWidthFor(isPhone);
  const chartHeight = sized && !emptyText && layout === 'bars' ? barsHeight(sized, labelWidth) : height;
  const placeholder = (
    <Skeleton variant="rectangular" height={chartHeight} aria-label={`Loading ${title}`} role="progressbar" />
  );
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, mb: 2, p: 2.5, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Box component="figcaption" sx={{ mb: 1 }}>
        <Typography id={titleId} variant="h2" component={headingLevel}>
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
        <>
          <ChartTable title={title} categoryLabel={categoryLabel} data={shown} />
          {/* Not aria-hidden: the drawing's surface takes focus (its tooltip), and hidden focusable
              content is an accessibility failure. The table above is the figures' text. */}
          <Suspense fallback={placeholder}>
            <BarChart {...shown} layout={layout} height={chartHeight} labelWidth={labelWidth} />
          </Suspense>
        </>
      )}
    </Paper>
  );
}
