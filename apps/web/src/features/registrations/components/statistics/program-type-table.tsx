import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TRegistrationStatistics } from '@pdp/contract';
import { useId } from 'react';
import { programTypeLabel } from '../registrations-view';
import { FIGURES } from './statistics-tiles';

/** The figures per program type; a person who registered for two types counts once in each. */
export function ProgramTypeTable({ rows }: { rows: TRegistrationStatistics['by_program_type'] }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h2" component="h3" sx={{ mb: 1 }}>
        By program type
      </Typography>
      {/* Focusable: on a phone it scrolls sideways, and a keyboard must be able to scroll it. */}
      <TableContainer tabIndex={0}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>Program type</TableCell>
              {FIGURES.map((figure) => (
                <TableCell key={figure.key} align="right">
                  {figure.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={FIGURES.length + 1}>No registrations in this period.</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.program_type ?? 'none'}>
                <TableCell component="th" scope="row">
                  {programTypeLabel(row.program_type)}
                </TableCell>
                {FIGURES.map((figure) => (
                  <TableCell key={figure.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row[figure.key].toLocaleString()}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
