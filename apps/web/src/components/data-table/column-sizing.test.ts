import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { COMPACT_ACTIONS_WIDTH, ROW_ACTIONS_FIELD } from './row-actions';
import { fitColumns, headerMinWidth, tableMinWidth } from './column-sizing';

// 10 px a character: "Employee number" is 150 px of text, "Name" 40.
const measure = (text: string) => text.length * 10;

const COLUMNS: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'number', headerName: 'Employee number', flex: 1, minWidth: 100 },
  { field: 'status', headerName: 'Status', width: 90, sortable: false },
  { field: ROW_ACTIONS_FIELD, headerName: 'Actions', width: 200, sortable: false },
];

const widthOf = (columns: GridColDef[], field: string) => {
  const column = columns.find((c) => c.field === field)!;
  return column.flex ? column.minWidth : column.width;
};

describe('headerMinWidth', () => {
  it('is the title, its padding, and a sortable column’s arrow', () => {
    expect(headerMinWidth(COLUMNS[1]!, measure)).toBe(150 + 22 + 28);
    expect(headerMinWidth(COLUMNS[2]!, measure)).toBe(60 + 22);
  });
});

describe('fitColumns', () => {
  it('gives a header its whole title where the table has room', () => {
    const { columns, isCompact } = fitColumns(COLUMNS, 1000, measure);
    expect(isCompact).toBe(false);
    expect(widthOf(columns, 'number')).toBe(200);
    expect(widthOf(columns, 'name')).toBe(150);
    expect(columns.map((c) => c.field)).toEqual(['name', 'number', 'status', ROW_ACTIONS_FIELD]);
  });

  it('grows the headers only as far as the table still fits', () => {
    // The columns' own minimums are 540 px; 40 px more are free of the 100 the header wants.
    const { columns } = fitColumns(COLUMNS, 580, measure);
    expect(widthOf(columns, 'number')).toBe(140);
    expect(tableMinWidth(columns)).toBeLessThanOrEqual(580);
  });

  it('moves the row actions beside the first column as a menu in a narrower table', () => {
    const { columns, isCompact } = fitColumns(COLUMNS, 390, measure);
    expect(isCompact).toBe(true);
    expect(columns.map((c) => c.field)).toEqual(['name', ROW_ACTIONS_FIELD, 'number', 'status']);
    expect(widthOf(columns, ROW_ACTIONS_FIELD)).toBe(COMPACT_ACTIONS_WIDTH);
    // It scrolls sideways anyway: every header in full.
    expect(widthOf(columns, 'number')).toBe(200);
  });

  it('keeps a table without row actions in its order', () => {
    const { columns, isCompact } = fitColumns(COLUMNS.slice(0, 3), 200, measure);
    expect(isCompact).toBe(false);
    expect(columns.map((c) => c.field)).toEqual(['name', 'number', 'status']);
  });
});
