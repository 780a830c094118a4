import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { TUserListItem } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths';

/**
 * The Manage Users columns. Each `field` is also the server's sort name (userListResource), so a
 * column the server cannot sort by says `sortable: false`.
 */
export const USER_COLUMNS: GridColDef<TUserListItem>[] = [
  {
    field: 'full_name',
    headerName: 'Full name',
    flex: 1.2,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.user.to(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
        {row.full_name}
      </Link>
    ),
  },
  // The minimum widths add up to less than a desktop's table (about 1150 px), so the table only
  // scrolls sideways on narrower screens.
  { field: 'unique_identifier', headerName: 'Employee number', flex: 0.9, minWidth: 130 },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 180 },
  { field: 'role_text', headerName: 'Roles', flex: 0.9, minWidth: 110, sortable: false },
  { field: 'department_name', headerName: 'Department', flex: 1, minWidth: 130 },
  { field: 'employment_type_name', headerName: 'Employment type', flex: 1, minWidth: 140 },
  {
    field: 'supervisor_full_name',
    headerName: 'Supervisor',
    flex: 1,
    minWidth: 140,
    sortable: false,
  },
  {
    field: 'active',
    headerName: 'Status',
    width: 96,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.active ? 'Active' : 'Inactive'}
        color={row.active ? 'success' : 'default'}
        variant={row.active ? 'outlined' : 'filled'}
      />
    ),
  },
];
