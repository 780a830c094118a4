import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { REGISTRATION_STATUS_LABELS, type TRegistrationApproval } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { rowActionsColumn } from '../../../../components/data-table';
import { DATE_TIME_COLUMN_WIDTH, formatDate, formatDateTime } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { UNNAMED_PROGRAM, decisionButtonLabels, registrationName } from '../registrations-view';

export interface QueueActions {
  /** A queue of pending registrations only has no need of a Status column. */
  isStatusShown: boolean;
  onApprove: (row: TRegistrationApproval) => void;
  onIncomplete: (row: TRegistrationApproval) => void;
}

/**
 * The queue's columns (part 2 §2): user, program, program start, registered, supervisor, the status
 * (unless the queue shows pending ones only), then the decision buttons each row's `can` allows (the
 * server's registrations policies). Each `field` is the server's sort name; the User column sorts
 * by family name (part 2 §9) while it shows the full name.
 */
export function queueColumns({
  isStatusShown,
  onApprove,
  onIncomplete,
}: QueueActions): GridColDef<TRegistrationApproval>[] {
  const columns: GridColDef<TRegistrationApproval>[] = [
    {
      field: 'user_family_name',
      headerName: 'User',
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={paths.user.to(row.user_id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {row.user_name}
        </Link>
      ),
    },
    {
      field: 'program_name',
      headerName: 'Program',
      flex: 1.4,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={paths.program.to(row.program_id)} underline="hover">
          {row.program_name || UNNAMED_PROGRAM}
        </Link>
      ),
    },
    {
      field: 'program_start_date',
      headerName: 'Program start',
      width: 125,
      valueFormatter: (value) => formatDate(value as string | null),
    },
    {
      field: 'created_at',
      headerName: 'Registered',
      width: DATE_TIME_COLUMN_WIDTH,
      valueFormatter: (value) => formatDateTime(value as string),
    },
    { field: 'supervisor_name', headerName: 'Supervisor', flex: 0.9, minWidth: 130 },
  ];
  const status: GridColDef<TRegistrationApproval>[] = [
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={REGISTRATION_STATUS_LABELS[row.status]}
          color={row.status === 'approved' ? 'success' : row.status === 'incomplete' ? 'error' : 'default'}
          variant="outlined"
        />
      ),
    },
  ];
  const shown = isStatusShown ? [...columns, ...status] : columns;
  return [
    ...shown,
    rowActionsColumn<TRegistrationApproval>({
      width: 210,
      getRowName: registrationName,
      getActions: (row) => {
        const labels = decisionButtonLabels(row);
        return [
          ...(row.can.approve
            ? [
                {
                  label: 'Approve',
                  ariaLabel: labels.approve,
                  isPrimary: true,
                  onClick: () => onApprove(row),
                },
              ]
            : []),
          ...(row.can.incomplete
            ? [{ label: 'Incomplete', ariaLabel: labels.incomplete, onClick: () => onIncomplete(row) }]
            : []),
        ];
      },
    }),
  ];
}
