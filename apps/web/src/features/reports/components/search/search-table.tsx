import type { TSearchReportResponse, TSearchReportRow } from '@pdp/contract';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** How a figure reads: blank figures (no answers, no staff) as an en dash. */
export const formatFigure = (value: string | number | null | undefined) =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'number'
      ? value.toLocaleString('en-AU')
      : value;

const ROW_STYLES: Record<TSearchReportRow['row_type'], SxProps<Theme>> = {
  HEADER: { bgcolor: 'action.hover', '& > *': { fontWeight: 700 } },
  SECTION: {},
  TOTAL: { '& > *': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider' } },
};

export interface SearchTableProps {
  /** The table's accessible name (its caption). */
  label: string;
  result: TSearchReportResponse | undefined;
  isLoading: boolean;
}

/**
 * A search report's rows (part 2 §2: row_type HEADER, SECTION or TOTAL): a HEADER heads a block (bold
 * on a tinted band), its SECTIONs are indented beneath it, and the TOTAL closes the table (bold, under
 * a rule). Row headers are the labels, so a screen reader reads each figure with its row and column.
 */
export function SearchTable({ label, result, isLoading }: SearchTableProps) {
  if (!result) return <Typography>{isLoading ? 'Loading...' : 'The report could not be loaded.'}</Typography>;
  const [labelColumn, ...figureColumns] = result.meta.columns;
  const hasBlocks = result.data.some((row) => row.row_type === 'HEADER');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} aria-busy={isLoading}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {labelColumn?.label}
            </TableCell>
            {figureColumns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.data.map((row, index) => (
            <TableRow
              key={`${index}-${row.label}`}
              data-row-type={row.row_type}
              sx={ROW_STYLES[row.row_type]}
            >
              <TableCell
                component="th"
                scope="row"
                sx={{ pl: hasBlocks && row.row_type === 'SECTION' ? 4 : undefined, minWidth: 160 }}
              >
                {row.label}
              </TableCell>
              {figureColumns.map((column) => (
                <TableCell key={column.key} align="right">
                  {formatFigure(row[column.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
