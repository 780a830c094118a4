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

/**
 * One domain's table. Its columns have fixed widths (table-layout: fixed), so You, Supervisor and
 * Business ideal line up from one domain's card to the next. On a phone the statement takes a row of
 * its own above its three values: the four columns side by side did not fit, and the last was cut.
 */
function DomainTable({ name, rows, isNarrow }: { name: string; rows: ComparisonRow[]; isNarrow: boolean }) {
  const weight = (row: ComparisonRow) => (row.isTotal ? 600 : undefined);
  return (
    <Table size="small" aria-label={`Comparison: ${name}`} sx={{ tableLayout: 'fixed' }}>
      <colgroup>
        {!isNarrow && <col />}
        {VALUE_HEADERS.map((header) => (
          <col key={header} style={isNarrow ? undefined : { width: VALUE_COLUMN_WIDTH }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow>
          {!isNarrow && <TableCell>Statement</TableCell>}
          {VALUE_HEADERS.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const values = row.values.map((value, i) => (
            <TableCell key={VALUE_HEADERS[i]} sx={{ fontWeight: weight(row) }}>
              {value}
            </TableCell>
          ));
          const label = (
            <TableCell
              component="th"
              scope="row"
              colSpan={isNarrow ? 3 : 1}
              sx={{ fontWeight: weight(row) ?? 400, ...(isNarrow && { borderBottom: 0, pb: 0 }) }}
            >
              {row.label}
            </TableCell>
          );
          return isNarrow ? (
            [
              <TableRow key={`${row.key}-label`}>{label}</TableRow>,
              <TableRow key={row.key}>{values}</TableRow>,
            ]
          ) : (
            <TableRow key={row.key}>
              {label}
              {values}
            </TableRow>
          );
        })}
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
