import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { cellText, isLongText, isPlainTextColumn } from './cell-text';

/** Short text stays on one line (ellipsis if the column is narrow); long text wraps onto more. */
export function WrappingCell({ value }: { value: unknown }) {
  const text = cellText(value);
  const isLong = isLongText(text);
  return (
    <Box
      component="span"
      sx={
        isLong
          ? { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.43 }
          : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }
      }
    >
      {text}
    </Box>
  );
}

function renderWrappingCell(params: GridRenderCellParams) {
  return <WrappingCell value={params.formattedValue ?? params.value} />;
}

export function withWrappingCell<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  return isPlainTextColumn(column) ? { ...column, renderCell: renderWrappingCell } : column;
}
