import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { headerTextWidth } from './header-text-width';
import { COMPACT_ACTIONS_WIDTH, ROW_ACTIONS_FIELD, compactCell } from './row-actions';

/** MUI X's width for a column that gives none. */
const DEFAULT_COLUMN_WIDTH = 100;

/** Around a header's title: the cell's padding (2 × 10 px) and the separator; a sort arrow's button. */
const HEADER_PADDING = 22;
const HEADER_BUTTON = 28;

/**
 * The narrowest a column can be with its whole header title in view, with the sort arrow a sorted
 * column shows beside it. (The column menu's button shows on hover only; reserving its room too
 * made the users table scroll sideways on a desktop.)
 */
export function headerMinWidth<R extends GridValidRowModel>(
  column: GridColDef<R>,
  measure: (text: string) => number = headerTextWidth,
): number {
  const sortArrow = column.sortable === false ? 0 : HEADER_BUTTON;
  return measure(column.headerName ?? column.field) + HEADER_PADDING + sortArrow;
}

/** A column's width as a table narrower than its columns gives it: its minimum, or its fixed width. */
function minimumOf<R extends GridValidRowModel>(column: GridColDef<R>): number {
  return column.flex ? (column.minWidth ?? 0) : (column.width ?? DEFAULT_COLUMN_WIDTH);
}

/** The narrowest the table can be without scrolling sideways. */
export function tableMinWidth<R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): number {
  return columns.reduce((sum, column) => sum + minimumOf(column), 0);
}

const isRowActions = <R extends GridValidRowModel>(column: GridColDef<R>) =>
  column.field === ROW_ACTIONS_FIELD;

/**
 * The columns of a table narrower than `tableMinWidth`: the row actions become one menu button,
 * placed after the first column so that it is on screen without scrolling sideways.
 */
export function withCompactActions<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
): GridColDef<R>[] {
  const actions = columns.find(isRowActions);
  if (!actions) return [...columns];
  const others = columns.filter((column) => column !== actions);
  const { renderCell } = actions;
  const compact: GridColDef<R> = {
    ...actions,
    width: COMPACT_ACTIONS_WIDTH,
    minWidth: COMPACT_ACTIONS_WIDTH,
    renderCell: renderCell && ((params) => compactCell(renderCell(params))),
  };
  return [...others.slice(0, 1), compact, ...others.slice(1)];
}

/**
 * The columns as a table `frameWidth` wide shows them (README "Column widths"):
 * - narrower than the columns' own minimums, a table with row actions shows them as a menu button
 *   beside its first column (`isCompact`);
 * - each column grows towards the width of its header title (a flex column used to be squeezed to
 *   "Employee nu…" beside columns with room to spare), as far as the table still fits; in a table
 *   that scrolls sideways anyway, all the way.
 */
export function fitColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  frameWidth: number,
  measure: (text: string) => number = headerTextWidth,
  scrollbarWidth = 0,
): { columns: GridColDef<R>[]; isCompact: boolean } {
  // A few rows have no vertical scrollbar: its room is left only for the headers' growth, which
  // must never make the table scroll sideways.
  const isCompact = frameWidth > 0 && frameWidth < tableMinWidth(columns) && columns.some(isRowActions);
  const arranged = isCompact ? withCompactActions(columns) : [...columns];
  const given = tableMinWidth(arranged);
  const wanted = arranged.map((column) =>
    isRowActions(column) ? 0 : Math.max(0, headerMinWidth(column, measure) - minimumOf(column)),
  );
  const extra = wanted.reduce((sum, width) => sum + width, 0);
  if (extra === 0) return { columns: arranged, isCompact };
  // The share of each column's shortfall the table has room for.
  const room = frameWidth - scrollbarWidth;
  const share = frameWidth === 0 || given > frameWidth ? 1 : Math.max(0, Math.min(1, (room - given) / extra));
  const sized = arranged.map((column, i) => {
    const grow = Math.floor(wanted[i]! * share);
    if (grow === 0) return column;
    const minWidth = minimumOf(column) + grow;
    return column.flex ? { ...column, minWidth } : { ...column, minWidth, width: minWidth };
  });
  return { columns: sized, isCompact };
}
