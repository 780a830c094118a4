import { visuallyHidden } from '../../lib/visually-hidden';
import type { ChartData } from './chart-data';

/**
 * A chart's text alternative: its figures as a table that screen readers read and sighted users do
 * not see (they have the drawing). A row per category, a column per series.
 */
export function ChartTable({
  title,
  categoryLabel,
  data,
}: {
  title: string;
  categoryLabel: string;
  data: ChartData;
}) {
  // Hidden by a wrapper: a table is never narrower than its content, so hidden itself it stayed
  // hundreds of pixels wide, and on a phone the page scrolled sideways over it.
  return (
    <div style={visuallyHidden}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {data.series.map((series) => (
              <th key={series.label} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, i) => (
            // Two categories may share a name (two programs called "Induction"): keyed by position.
            <tr key={i}>
              <th scope="row">{category}</th>
              {data.series.map((series) => (
                <td key={series.label}>{series.data[i] ?? '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
