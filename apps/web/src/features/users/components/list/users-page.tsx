import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, useListUrlState } from '../../../../components/data-table';
import { FilterPanel } from '../../../../components/filter-panel';
import { useSignedInMe } from '../../../../lib/me';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { USER_LIST_OPTIONS, listUsersQueryOptions, usersExportUrl } from '../../api/list-users';
import { PageHeader } from '../../../../components/page-header';
import { UserActionsDial, UserActionsMenu } from './user-actions-dial';
import { USER_COLUMNS } from './user-columns';
import { UserFilters } from './user-filters';

const TITLE = 'Manage Users';

/**
 * /users (part 2 "Manage Users"): the institute's users, filtered and paged by the server. A
 * supervisor sees only their educators (the server scopes the list); admins get the speed dial.
 */
export function UsersPage() {
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const list = useListUrlState(USER_LIST_OPTIONS);
  const canManage = me.permissions.includes('users.manage');
  // The floating dial from md up; below, the same actions sit in the header (user-actions-dial.tsx).
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const hasDial = canManage && isWide;

  return (
    <Stack spacing={3} sx={{ pb: hasDial ? 10 : 0 }}>
      <PageHeader
        overline={me.institute.name}
        title={TITLE}
        description={
          canManage ? 'Find, add and update the people of your institute.' : 'The educators you supervise.'
        }
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              href={usersExportUrl(list.params)}
              download="users.csv"
            >
              Export
            </Button>
            {canManage && !isWide && <UserActionsMenu />}
          </>
        }
      />
      <div>
        <FilterPanel list={list} aria-label="Filter users">
          <UserFilters institute={me.institute} />
        </FilterPanel>
        <DataTable
          list={list}
          columns={USER_COLUMNS}
          queryOptions={listUsersQueryOptions}
          aria-label="Users"
          sx={{ bgcolor: 'background.paper' }}
        />
      </div>
      {hasDial && <UserActionsDial />}
    </Stack>
  );
}
