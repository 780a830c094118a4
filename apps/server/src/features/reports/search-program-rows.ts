import {
  EMPLOYMENT_TYPE_KEY_PREFIX,
  GROUP_MODE_LABELS,
  MONTH_KEYS,
  NO_EMPLOYMENT_TYPE_KEY,
  PROGRAM_GROUP_BY_LABELS,
  PROGRAM_TYPE_LABELS,
  type TProgramGroupBy,
  type TProgramType,
  type TSearchColumn,
  type TSearchReportRow,
} from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import {
  EMPLOYMENT_TYPE_COLUMN,
  listEmploymentTypes,
  monthColumn,
  programFigures,
  type GroupedFigure,
} from './search-programs-repository.js';
import { byLabel, type SearchChoices, type SearchReport } from './search-rows.js';

/**
 * Programs Monthly and Programs (Employment) (issue 17): a SECTION per program group (Group By:
 * reporting code, name, program type or domain), its figure per column and in all, then the TOTAL.
 * A group's and the report's totals are counted, not summed: a person registered in two months is
 * one unique registrant of the year.
 */

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jul 2026" … "Jun 2027": the passport year's months, month_1 first. */
export function monthColumns(periodStart: string): TSearchColumn[] {
  const [year, month] = periodStart.split('-').map(Number);
  return MONTH_KEYS.map((key, index) => {
    const at = year! * 12 + (month! - 1) + index;
    return { key, label: `${MONTH_NAMES[at % 12]} ${Math.floor(at / 12)}` };
  });
}

/** The text a group shows; a program without the grouped field has a group of its own. */
function groupLabel(groupBy: TProgramGroupBy, key: string, label: string | null): string {
  if (groupBy === 'program_type') return PROGRAM_TYPE_LABELS[key as TProgramType] ?? '(No program type)';
  if (key === '') {
    return { code: '(No reporting code)', name: 'Unnamed Program', domain_id: '(No domain)' }[
      groupBy as Exclude<TProgramGroupBy, 'program_type'>
    ];
  }
  return label ?? key;
}

/** The report's rows from its figures: a SECTION per group, then the TOTAL; absent cells are 0. */
function rowsOf(
  figures: GroupedFigure[],
  columns: { key: string; sqlKey: string }[],
  groupBy: TProgramGroupBy,
  sorting: 'asc' | 'desc',
): TSearchReportRow[] {
  const cell = new Map(figures.map((f) => [`${f.group_key ?? '*'}|${f.column_key ?? '*'}`, f.value]));
  const row = (rowType: 'SECTION' | 'TOTAL', label: string, group: string): TSearchReportRow => ({
    row_type: rowType,
    label,
    ...Object.fromEntries(columns.map((c) => [c.key, cell.get(`${group}|${c.sqlKey}`) ?? 0])),
    total: cell.get(`${group}|*`) ?? 0,
  });
  const sections = figures
    .filter((f) => f.group_key !== null && f.column_key === null)
    .map((f) => row('SECTION', groupLabel(groupBy, f.group_key!, f.group_label), f.group_key!))
    .sort(byLabel(sorting));
  return [...sections, row('TOTAL', 'Total', '*')];
}

export async function buildProgramReport(
  db: Executor,
  choices: SearchChoices,
  report: 'program_monthly' | 'program_employment',
  groupBy: TProgramGroupBy,
): Promise<SearchReport> {
  const spec = { year: choices.period, filters: choices.filters, mode: choices.mode, groupBy };
  let figureColumns: (TSearchColumn & { sqlKey: string })[];
  let figures: GroupedFigure[];
  if (report === 'program_monthly') {
    figures = await programFigures(db, choices.instituteId, { ...spec, column: monthColumn(choices.period) });
    figureColumns = monthColumns(choices.period.from).map((c, i) => ({ ...c, sqlKey: String(i + 1) }));
  } else {
    const [types, found] = await Promise.all([
      listEmploymentTypes(db, choices.instituteId),
      programFigures(db, choices.instituteId, { ...spec, column: EMPLOYMENT_TYPE_COLUMN }),
    ]);
    figures = found;
    figureColumns = types.map((type) => ({
      key: `${EMPLOYMENT_TYPE_KEY_PREFIX}${type.id}`,
      label: type.name,
      sqlKey: String(type.id),
    }));
    // Registrants without an employment type get their column only when there are some.
    if (figures.some((f) => f.column_key === 'none'))
      figureColumns.push({ key: NO_EMPLOYMENT_TYPE_KEY, label: 'No employment type', sqlKey: 'none' });
  }
  const columns: TSearchColumn[] = [
    { key: 'label', label: PROGRAM_GROUP_BY_LABELS[groupBy] },
    ...figureColumns.map(({ key, label }) => ({ key, label })),
    { key: 'total', label: `Total ${GROUP_MODE_LABELS[choices.mode]}` },
  ];
  return { columns, rows: rowsOf(figures, figureColumns, groupBy, choices.sorting) };
}
