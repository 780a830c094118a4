import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import type { TMyProfileComparison } from '@pdp/contract';

const DASH = '—';
const VALUE_HEADERS = ['You', 'Supervisor', 'Business ideal'] as const;
/** Each value column's width beside the statement: the same in every domain's table. */
const VALUE_COLUMN_WIDTH = '9.5rem';

interface ComparisonRow {
  key: string | number;
  label: string;
  values: [string, string, string];
  isTotal?: boolean;
}

/** On a phone a row becomes a grid: the statement across the top, its three values beneath. */
const NARROW_ROW = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '& > [role="rowheader"]': { gridColumn: '1 / -1', borderBottom: 0, pb: 0 },
} as const;

/**
 * One domain's table. Its columns have fixed widths (table-layout: fixed), so You, Supervisor and
 * Business ideal line up from one domain's card to the next. On a phone the four columns side by
 * side did not fit, so each row is laid out as a grid with the statement above its three values; it
 * stays one row (explicit roles keep the table's semantics under the grid), so a screen reader still
 * reads each value with its statement.
 */
function DomainTable({ name, rows, isNarrow }: { name: string; rows: ComparisonRow[]; isNarrow: boolean }) {
  const weight = (row: ComparisonRow) => (row.isTotal ? 600 : undefined);
  const rowSx = isNarrow ? NARROW_ROW : undefined;
  return (
    <Table size="small" role="table" aria-label={`Comparison: ${name}`} sx={{ tableLayout: 'fixed' }}>
      {!isNarrow && (
        <colgroup>
          <col />
          {VALUE_HEADERS.map((header) => (
            <col key={header} style={{ width: VALUE_COLUMN_WIDTH }} />
          ))}
        </colgroup>
      )}
      <TableHead>
        <TableRow role="row" sx={rowSx}>
          <TableCell role="columnheader" sx={isNarrow ? visuallyHidden : undefined}>
            Statement
          </TableCell>
          {VALUE_HEADERS.map((header) => (
            <TableCell key={header} role="columnheader">
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} role="row" sx={rowSx}>
            <TableCell component="th" scope="row" role="rowheader" sx={{ fontWeight: weight(row) ?? 400 }}>
              {row.label}
            </TableCell>
            {row.values.map((value, i) => (
              <TableCell key={VALUE_HEADERS[i]} role="cell" sx={{ fontWeight: weight(row) }}>
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** My answers beside my supervisor's and the business ideal, one table per domain with its averages. */
export function ProfileComparison({ comparison }: { comparison: TMyProfileComparison }) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const labelOf = (value: number | null) =>
    value === null ? DASH : (comparison.labels.find((l) => l.value === value)?.text ?? String(value));
  const averageOf = (value: number | null) => (value === null ? DASH : value.toFixed(1));
  return (
    <Stack spacing={2}>
      <Typography variant="h2">Comparison</Typography>
      {comparison.domains.map((domain) => {
        const rows: ComparisonRow[] = [
          ...domain.capabilities.map((capability) => ({
            key: capability.id,
            label: `${capability.number}. ${capability.statement}`,
            values: [
              labelOf(capability.educator),
              labelOf(capability.supervisor),
              labelOf(capability.business_ideal),
            ] as ComparisonRow['values'],
          })),
          {
            key: 'average',
            label: 'Average',
            isTotal: true,
            values: [
              averageOf(domain.averages.educator),
              averageOf(domain.averages.supervisor),
              averageOf(domain.averages.business_ideal),
            ],
          },
        ];
        return (
          <Paper
            key={domain.id}
            role="region"
            aria-label={domain.name}
            variant="outlined"
            sx={{ borderTop: 4, borderTopColor: domain.color }}
          >
            <Typography variant="h3" sx={{ p: 2, pb: 1 }}>
              {domain.name}
            </Typography>
            <DomainTable name={domain.name} rows={rows} isNarrow={isNarrow} />
          </Paper>
        );
      })}
    </Stack>
  );
}
