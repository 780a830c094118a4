import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { TVcmListRow } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { VcmStatusChip } from '../vcm-status-chip';

/**
 * The Manage VCMs columns (part 2 §2): the educator links to their profile, the revision to the VCM.
 * Each `field` is the server's sort name (contract vcms.ts).
 */
export const VCM_COLUMNS: GridColDef<TVcmListRow>[] = [
  {
    field: 'owner_full_name',
    headerName: 'Educator',
    flex: 1.3,
    minWidth: 170,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={paths.user.to(row.owner_user.id)}
        underline="hover"
        sx={{ fontWeight: 600 }}
      >
        {row.owner_user.full_name}
      </Link>
    ),
  },
  { field: 'year', headerName: 'Year', width: 90 },
  {
    field: 'revision',
    headerName: 'Revision',
    flex: 0.8,
    minWidth: 120,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={paths.vcm.to(row.id)}
        underline="hover"
        aria-label={`${row.revision_text} of ${row.owner_user.full_name}'s ${row.year} VCM`}
      >
        {row.revision_text}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 160,
    renderCell: ({ row }) => <VcmStatusChip status={row.status} />,
  },
  {
    field: 'approver_full_name',
    headerName: 'Approver',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, row) => row.approver_user?.full_name ?? '',
  },
  {
    field: 'created_at',
    headerName: 'Created',
    width: 110,
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'approved_at',
    headerName: 'Approved',
    width: 110,
    valueFormatter: (value: string | null) => formatDate(value),
  },
];
