import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TRegistration, TWorkshop } from '@pdp/contract';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import {
  checkboxLabels,
  formatPoints,
  isPresent,
  registrantFullName,
  registrantName,
  STATUS_CHIPS,
  workshopDate,
  workshopTitle,
} from './registration-labels';
import { LazyTooltip } from '../../../../components/lazy-tooltip';

export type RegistrationFlag = 'hurdle' | 'is_learning_journey';

export interface AttendanceTableProps {
  workshops: readonly TWorkshop[];
  rows: readonly TRegistration[];
  onPresent: (row: TRegistration, workshop: TWorkshop, present: boolean) => void;
  onFlag: (row: TRegistration, flag: RegistrationFlag, value: boolean) => void;
  onCompleted: (row: TRegistration, completed: boolean) => void;
  onRemove: (row: TRegistration) => void;
  /** False shows the checkboxes without letting them change (someone who may only view). */
  canEdit: boolean;
}

// On a phone the table scrolls sideways under a name column that stays put.
const stickyName: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 150, sm: 200 },
  maxWidth: { xs: 150, sm: 240 },
  borderRight: 1,
  borderRightColor: 'divider',
};
const centred: SxProps<Theme> = { textAlign: 'center', px: 1 };
const LOCKED = 'Completed: uncomplete it first to change this';
const NOT_APPROVED = 'Only an approved registration can be completed';

/**
 * The Attendance tab's list (part 2 §2 "Registrations list"): one row per registrant, sorted by
 * family name, with a checkbox per workshop, Hurdle, Learning Journey and Completed. A completed row
 * is locked: its attendance, hurdle and learning journey, and Remove, wait until it is uncompleted.
 */
export function AttendanceTable(props: AttendanceTableProps) {
  const { workshops, rows, onPresent, onFlag, onCompleted, onRemove, canEdit } = props;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="Registrations"
        // Headings wrap (a workshop's name over its date); the rows stay one line each.
        sx={{ '& td': { whiteSpace: 'nowrap' }, '& thead th': { lineHeight: 1.3 } }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, verticalAlign: 'bottom', bgcolor: 'grey.50' } }}>
            <TableCell sx={{ ...stickyName, bgcolor: 'grey.50', zIndex: 2 }}>Name</TableCell>
            <TableCell>Department</TableCell>
            <TableCell>Status</TableCell>
            {workshops.map((workshop, index) => (
              <TableCell key={workshop.id} sx={{ ...centred, minWidth: 96, maxWidth: 140 }}>
                <Box
                  component="span"
                  title={workshopTitle(workshop, index)}
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    wordBreak: 'break-word',
                  }}
                >
                  {workshopTitle(workshop, index)}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {workshopDate(workshop)}
                </Typography>
              </TableCell>
            ))}
            <TableCell sx={centred}>Hurdle</TableCell>
            <TableCell sx={{ ...centred, minWidth: 84 }}>Learning Journey</TableCell>
            <TableCell sx={centred}>Completed</TableCell>
            <TableCell sx={{ textAlign: 'right' }}>Points</TableCell>
            {/* Relative, so the hidden label stays inside the scrolling table instead of widening the page. */}
            <TableCell sx={{ ...centred, position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = registrantFullName(row);
            // What the row allows, as the server's programs policies say (`can`): a completed row is
            // locked; only an approved one is completed (a pending one is approved first).
            const locked = !row.can.edit;
            const lockedTitle = locked && canEdit ? LOCKED : '';
            const status = STATUS_CHIPS[row.status];
            const canComplete = row.can.complete;
            return (
              <TableRow key={row.id} hover sx={{ '&:hover td:first-of-type': { bgcolor: 'grey.50' } }}>
                <TableCell component="th" scope="row" sx={stickyName}>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}
                    title={registrantName(row)}
                  >
                    {registrantName(row)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.user_unique_identifier ?? '—'}
                    {!row.user_active && ' · inactive'}
                  </Typography>
                </TableCell>
                <TableCell
                  title={row.user_department ?? undefined}
                  sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {row.user_department ?? '—'}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={status.label} color={status.color} variant="outlined" />
                </TableCell>
                {workshops.map((workshop, index) => (
                  <TableCell key={workshop.id} sx={centred} title={lockedTitle}>
                    <Checkbox
                      size="small"
                      checked={isPresent(row, workshop.id)}
                      disabled={!canEdit || locked}
                      onChange={(event) => onPresent(row, workshop, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': checkboxLabels.present(workshopTitle(workshop, index), name),
                        },
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell sx={centred} title={lockedTitle}>
                  <Checkbox
                    size="small"
                    checked={row.hurdle}
                    disabled={!canEdit || locked}
                    onChange={(event) => onFlag(row, 'hurdle', event.target.checked)}
                    slotProps={{ input: { 'aria-label': checkboxLabels.hurdle(name) } }}
                  />
                </TableCell>
                <TableCell sx={centred} title={lockedTitle}>
                  <Checkbox
                    size="small"
                    checked={row.is_learning_journey}
                    disabled={!canEdit || locked}
                    onChange={(event) => onFlag(row, 'is_learning_journey', event.target.checked)}
                    slotProps={{ input: { 'aria-label': checkboxLabels.learningJourney(name) } }}
                  />
                </TableCell>
                <TableCell sx={centred} title={canComplete ? '' : NOT_APPROVED}>
                  <Checkbox
                    size="small"
                    color="success"
                    checked={row.completed}
                    disabled={!canEdit || !canComplete}
                    onChange={(event) => onCompleted(row, event.target.checked)}
                    slotProps={{ input: { 'aria-label': checkboxLabels.completed(name) } }}
                  />
                </TableCell>
                <TableCell sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {row.completed && row.points !== null ? (
                    <Box component="span" sx={{ fontWeight: 600 }} aria-label={`Points — ${name}`}>
                      {formatPoints(row.points)}
                    </Box>
                  ) : (
                    <Box component="span" sx={{ color: 'text.disabled' }}>
                      —
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={centred}>
                  {canEdit && (
                    <LazyTooltip
                      title={row.can.remove ? 'Remove' : 'A completed registration cannot be removed'}
                    >
                      <span>
                        <IconButton
                          size="small"
                          aria-label={checkboxLabels.remove(name)}
                          disabled={!row.can.remove}
                          onClick={() => onRemove(row)}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </LazyTooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
