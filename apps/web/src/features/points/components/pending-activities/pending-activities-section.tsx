import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPointRequest, TUser, TUserDetail } from '@pdp/contract';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { DataTable, useListUrlState } from '../../../../components/data-table';
import { useFocusReturn } from '../../../../lib/focus-after';
import { PENDING_LIST_OPTIONS, pointRequestsQueryOptions, usePointRequests } from '../../api/point-requests';
import type { RequestDialogProps } from './approve-dialog';
import { pendingActivitiesColumns, type PendingAction } from './pending-activities-columns';

// Each row action's dialog loads when someone opens it: the decisions' forms and the edit form
// (the activity's fields, the evidence uploader) are not part of the user profile's first visit.
const DIALOGS: Record<PendingAction, ComponentType<RequestDialogProps>> = {
  approve: lazy(() => import('./approve-dialog').then((module) => ({ default: module.ApproveDialog }))),
  incomplete: lazy(() =>
    import('./incomplete-dialog').then((module) => ({ default: module.IncompleteDialog })),
  ),
  convert: lazy(() => import('./convert-dialog').then((module) => ({ default: module.ConvertDialog }))),
  edit: lazy(() => import('./edit-dialog').then((module) => ({ default: module.EditDialog }))),
};

/**
 * Activities Submitted for Approval (part 2 §2 "User profile", §6, §9): the user's pending point
 * requests, newest first, with the actions the server allows on each row. Shown when the user's
 * `can` says so (staff who see the user; never on a super admin's profile).
 */
export function PendingActivitiesSection({ user }: { user: TUserDetail }) {
  if (!user.can.view_point_requests) return null;
  return <PendingActivities user={user} />;
}

function PendingActivities({ user }: { user: TUser }) {
  const headingId = useId();
  const list = useListUrlState(PENDING_LIST_OPTIONS);
  const [open, setOpen] = useState<{ action: PendingAction; row: TPointRequest } | null>(null);
  // A decided request leaves the table: focus moves to the next row's same button, or to the
  // section's heading once none is left.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusReturn = useFocusReturn({ fallback: () => headingRef.current });
  const columns = useMemo(
    () =>
      pendingActivitiesColumns((action, row) => {
        focusReturn.remember();
        setOpen({ action, row });
      }),
    [focusReturn],
  );
  const queryOptions = useMemo(() => pointRequestsQueryOptions(user.id), [user.id]);
  // The same query the table makes (one request): its total decides between the table and the
  // empty state.
  const page = usePointRequests(user.id, list.params);
  const total = page.data?.meta.total;
  // Acting on the last row of the last page leaves that page empty: show the page before it.
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / list.state.per_page));
  const { setPage } = list;
  useEffect(() => {
    if (total !== undefined && list.state.page > lastPage) setPage(lastPage);
  }, [total, lastPage, list.state.page, setPage]);
  const close = () => {
    setOpen(null);
    focusReturn.restore();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h2" id={headingId} ref={headingRef} tabIndex={-1}>
        Activities Submitted for Approval
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Point requests waiting for a decision, most recently updated first.
      </Typography>
      {total === 0 ? (
        <Box
          role="status"
          sx={{ py: 4, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}
        >
          <PendingActionsOutlinedIcon color="disabled" sx={{ fontSize: 40 }} aria-hidden />
          <Typography>No activities are waiting for approval.</Typography>
        </Box>
      ) : (
        <DataTable
          list={list}
          columns={columns}
          queryOptions={queryOptions}
          aria-label="Activities Submitted for Approval"
          // A request with several files lists them one per line in its Evidence cell.
          getRowHeight={({ model }) => ((model as TPointRequest).evidences.length > 1 ? 'auto' : null)}
          // Every column stays rendered, so the actions at the end are reached by keyboard, screen
          // reader and a sideways scroll on a phone.
          columnBufferPx={2000}
        />
      )}
      {open && <ActionDialog action={open.action} row={open.row} onClose={close} />}
    </Paper>
  );
}

function ActionDialog({ action, ...props }: RequestDialogProps & { action: PendingAction }) {
  const Dialog = DIALOGS[action];
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
