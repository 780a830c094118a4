import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FORECAST_STATUS_LABELS,
  PASSPORT_STATUS_LABELS,
  type TForecastStatus,
  type TTeamMember,
} from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

const FORECAST_COLOURS: Record<TForecastStatus, 'success' | 'warning' | 'error' | 'default'> = {
  on_track: 'success',
  at_risk: 'warning',
  will_lapse: 'error',
  no_requirements: 'default',
};

/** The team: each educator's passport status and where it will stand at the period's end. */
export function TeamMembers({ members }: { members: readonly TTeamMember[] }) {
  if (members.length === 0) return <Typography>No educators are supervised here yet.</Typography>;
  // The table scrolls on its own on a phone, so the page never scrolls sideways.
  return (
    <TableContainer>
      <Table size="small" aria-label="Team">
        <TableHead>
          <TableRow>
            <TableCell>Educator</TableCell>
            <TableCell>Department</TableCell>
            <TableCell>Employment type</TableCell>
            <TableCell>Passport</TableCell>
            <TableCell>Forecast</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.user_id}>
              <TableCell>
                <Link component={RouterLink} to={paths.user.to(member.user_id)}>
                  {member.full_name}
                </Link>
              </TableCell>
              <TableCell>{member.department_name ?? ''}</TableCell>
              <TableCell>{member.employment_type_name ?? ''}</TableCell>
              <TableCell>{PASSPORT_STATUS_LABELS[member.passport_status]}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={FORECAST_STATUS_LABELS[member.forecast]}
                  color={FORECAST_COLOURS[member.forecast]}
                  variant="outlined"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
