import { ChartFigure } from '../../../components/charts';

/** A summary row: a department (null: none) and a count per status. */
type DepartmentRow<K extends string> = { department_name: string | null } & Record<K, number>;

interface DepartmentChartProps<K extends string> {
  title: string;
  description: string;
  /** The summary's rows; undefined while it loads. */
  rows: DepartmentRow<K>[] | undefined;
  /** One stacked series per status, in the legend's order. */
  series: { key: K; label: string; color: string }[];
  emptyText: string;
}

/** Users per department as stacked bars by status (the Passports and Currency Forecast charts). */
export function DepartmentChart<K extends string>({
  title,
  description,
  rows,
  series,
  emptyText,
}: DepartmentChartProps<K>) {
  return (
    <ChartFigure
      title={title}
      description={description}
      categoryLabel="Department"
      data={
        rows && {
          categories: rows.map((row) => row.department_name ?? 'No department'),
          series: series.map(({ key, label, color }) => ({
            label,
            color,
            data: rows.map((row) => row[key]),
          })),
          layout: 'bars',
          isStacked: true,
          valueLabel: 'Users',
        }
      }
      emptyText={rows?.length === 0 && emptyText}
    />
  );
}
