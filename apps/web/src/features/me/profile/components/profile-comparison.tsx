import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TMyProfileComparison } from '@pdp/contract';

const DASH = '—';

/** My answers beside my supervisor's and the business ideal, one table per domain with its averages. */
export function ProfileComparison({ comparison }: { comparison: TMyProfileComparison }) {
  const labelOf = (value: number | null) =>
    value === null ? DASH : (comparison.labels.find((l) => l.value === value)?.text ?? String(value));
  const averageOf = (value: number | null) => (value === null ? DASH : value.toFixed(1));
  return (
    <Stack spacing={2}>
      <Typography variant="h2">Comparison</Typography>
      {comparison.domains.map((domain) => (
        <Paper
          key={domain.id}
          // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
          tabIndex={0}
          role="region"
          aria-label={domain.name}
          variant="outlined"
          sx={{ borderTop: 4, borderTopColor: domain.color, overflowX: 'auto' }}
        >
          <Typography variant="h3" sx={{ p: 2, pb: 1 }}>
            {domain.name}
          </Typography>
          <Table size="small" aria-label={`Comparison: ${domain.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Statement</TableCell>
                <TableCell>You</TableCell>
                <TableCell>Supervisor</TableCell>
                <TableCell>Business ideal</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {domain.capabilities.map((capability) => (
                <TableRow key={capability.id}>
                  <TableCell>
                    {capability.number}. {capability.statement}
                  </TableCell>
                  <TableCell>{labelOf(capability.educator)}</TableCell>
                  <TableCell>{labelOf(capability.supervisor)}</TableCell>
                  <TableCell>{labelOf(capability.business_ideal)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Average</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{averageOf(domain.averages.educator)}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{averageOf(domain.averages.supervisor)}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{averageOf(domain.averages.business_ideal)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
