import Link from '@mui/material/Link';
import type { GridColDef, GridRowHeightParams } from '@mui/x-data-grid';
import type { TProgramListRow } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatTime } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';

import { UNNAMED_PROGRAM } from './program-name';

/**
 * The Manage Programs columns (part 2 §2), name first so a phone sees the link. Each `field` is the
 * server's sort name; the program type sorts by its stored value.
 */
/** A long name wraps onto a second line, and its row grows to hold it (the link is no plain text cell). */
const hasLongName = (row: TProgramListRow) => (row.name?.length ?? 0) > 16;

export function programRowHeight({ model }: GridRowHeightParams): 'auto' | null {
  return hasLongName(model as TProgramListRow) ? 'auto' : null;
}

export const PROGRAM_COLUMNS: GridColDef<TProgramListRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 2,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={paths.program.to(row.id)}
        underline="hover"
        title={row.name ?? undefined}
        sx={{
          fontWeight: 600,
          fontStyle: row.name ? undefined : 'italic',
          lineHeight: 1.43,
          ...(hasLongName(row)
            ? { whiteSpace: 'normal', overflowWrap: 'anywhere' }
            : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
        }}
      >
        {row.name ?? UNNAMED_PROGRAM}
      </Link>
    ),
  },
  {
    field: 'start_date',
    headerName: 'Start date',
    width: 96,
    valueFormatter: (value: string | null) => formatDate(value),
  },
  {
    field: 'workshop_start_time',
    headerName: 'Start time',
    // "12:30 PM AEDT": the zone is named when the browser is elsewhere.
    width: 128,
    valueFormatter: (value: string | null) => formatTime(value),
  },
  { field: 'presenter_names', headerName: 'Presenters', flex: 1, minWidth: 130, sortable: false },
  {
    field: 'program_type',
    headerName: 'Type',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, row) => row.program_type_label ?? '',
  },
  { field: 'domain_name', headerName: 'Domain', flex: 1, minWidth: 130 },
  { field: 'points', headerName: 'Points', type: 'number', width: 72, sortable: false },
  { field: 'location_names', headerName: 'Locations', flex: 1, minWidth: 130, sortable: false },
  { field: 'registration_info', headerName: 'Registrations', width: 116, sortable: false },
];
