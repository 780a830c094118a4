import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TRegistrationStatistics } from '@pdp/contract';
import { useId } from 'react';
import { monthLabel } from '../registrations-view';
import { FIGURES } from './statistics-tiles';

/** The three figures month by month over the period (every month present, zeros included). */
export function MonthChart({ months }: { months: TRegistrationStatistics['by_month'] }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h2" component="h3">
        By month
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months.map((month) => monthLabel(month.month)) }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={FIGURES.map((figure) => ({
          dataKey: figure.key,
          label: figure.label,
        }))}
        dataset={months}
        margin={{ left: 0, right: 8 }}
      />
    </Paper>
  );
}
