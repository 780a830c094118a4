import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** Text wraps only past this many characters (spec part 1 §9); shorter text stays on one line. */
export const WRAP_AFTER_CHARACTERS = 30;

/** What a plain cell shows for a value: nothing for null, the text of anything else. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return '';
}

export function isLongText(value: unknown): boolean {
  return cellText(value).length > WRAP_AFTER_CHARACTERS;
}

/** Plain text columns only: a column with its own renderCell, or of another type, keeps its look. */
export function isPlainTextColumn<R extends GridValidRowModel>(column: GridColDef<R>): boolean {
  return !column.renderCell && (column.type === undefined || column.type === 'string');
}
