import type { TRegistrationStatistics } from '@pdp/contract';
import { ChartFigure, monthLabel } from '../../../../components/charts';
import { FIGURES } from './statistics-tiles';

/** The three figures month by month over the period (every month present, zeros included). */
export function MonthChart({ months }: { months: TRegistrationStatistics['by_month'] }) {
  return (
    <ChartFigure
      title="By month"
      description="Registrations, unique registrants and unique completions in each month of the period."
      categoryLabel="Month"
      headingLevel="h3"
      data={{
        categories: months.map((month) => monthLabel(month.month)),
        series: FIGURES.map((figure) => ({
          label: figure.label,
          data: months.map((month) => month[figure.key]),
        })),
      }}
    />
  );
}
