import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TMyPassport } from '@pdp/contract';
import { formatDate } from '../../../../lib/dates';
import { formatPoints, PASSPORT_STATUS } from './passport-status';

/** Earlier periods' passports, newest first. */
export function PastPassports({ past }: { past: TMyPassport['past'] }) {
  return (
    <Table size="small" aria-label="Earlier passports">
      <TableHead>
        <TableRow>
          <TableCell>Period</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Points</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {past.map((row) => (
          <TableRow key={row.period_start}>
            <TableCell>
              {formatDate(row.period_start)} – {formatDate(row.period_end)}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                label={PASSPORT_STATUS[row.status].label}
                color={PASSPORT_STATUS[row.status].color}
              />
            </TableCell>
            <TableCell align="right">
              {formatPoints(row.professional_points + row.vocational_points)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
