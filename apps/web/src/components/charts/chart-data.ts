import { format } from 'date-fns';
import { parseDate } from '../../lib/dates';

/** One series of a chart: a figure per category, in the categories' order (null: no figure). */
export interface ChartSeries {
  label: string;
  data: (number | null)[];
  /** A theme colour (`theme.palette.success.main`); the chart's palette when absent. */
  color?: string;
}

/**
 * What a chart draws: bars of counts or totals per category. Every chart of the console is a bar
 * chart, because what it shows are counts (a smoothed curve would invent values between months).
 */
export interface ChartData {
  /** The categories, in drawing order: departments, programs, months ("Jul 26"). */
  categories: string[];
  series: ChartSeries[];
  /**
   * `columns` (categories along the bottom, e.g. months) or `bars` (categories down the side, where
   * long names stay readable). At phone width every chart is drawn as bars.
   */
  layout?: 'columns' | 'bars';
  /** Stack the series (parts of one whole, e.g. users by status) instead of grouping them. */
  isStacked?: boolean;
  /** What the value axis counts ("Users", "Points"). */
  valueLabel?: string;
}

/** The props every lazily loaded chart module receives. */
export interface ChartModuleProps extends ChartData {
  layout: 'columns' | 'bars';
  height: number;
  /** The `bars` layout's widest category label, in pixels (narrower on a phone). */
  labelWidth: number;
}

/** An axis label's average character width at the charts' 12 px, in pixels. */
export const LABEL_CHAR_WIDTH = 7;

/**
 * A category's name as its axis label: wrapped at word breaks into lines of at most `maxChars`,
 * at most two lines, the rest cut with "…" (the hidden table and the tooltip keep the full name).
 */
export function wrapLabel(name: string, maxChars: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  const cut = (text: string) => (text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text);
  return [lines[0] ?? '', lines.slice(1).join(' ')].filter(Boolean).map(cut).join('\n');
}

/** "2026-03" → "Mar 26", a month's axis label. */
export function monthLabel(month: string): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? parseDate(`${month}-01`) : null;
  return date ? format(date, 'MMM yy') : month;
}

/** Every month ("2026-07") from the month of `from` to the month of `to` (yyyy-MM-dd), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const start = /^(\d{4})-(\d{2})/.exec(from);
  const end = /^(\d{4})-(\d{2})/.exec(to);
  if (!start || !end) return months;
  let year = Number(start[1]);
  let month = Number(start[2]);
  const last = Number(end[1]) * 12 + Number(end[2]);
  while (year * 12 + month <= last && months.length < 240) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return months;
}
