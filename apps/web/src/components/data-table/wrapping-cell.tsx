import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { CSSProperties } from 'react';
import { cellText, isLongText, isPlainTextColumn } from './cell-text';

// Plain style objects, not `sx`: a page of 100 rows has hundreds of these cells, and `sx` would
// compute and hash the same styles again for each of them on every render.
const WRAPPED: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.43 };
const ONE_LINE: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** Short text stays on one line (ellipsis if the column is narrow); long text wraps onto more. */
export function WrappingCell({ value }: { value: unknown }) {
  const text = cellText(value);
  return <span style={isLongText(text) ? WRAPPED : ONE_LINE}>{text}</span>;
}

function renderWrappingCell(params: GridRenderCellParams) {
  return <WrappingCell value={params.formattedValue ?? params.value} />;
}

export function withWrappingCell<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  return isPlainTextColumn(column) ? { ...column, renderCell: renderWrappingCell } : column;
}
