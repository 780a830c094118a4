import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TRegistrationApproval } from '@pdp/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DataTable, type ListUrlState } from '../../../../components/data-table';
import { FilterPanel } from '../../../../components/filter-panel';
import { useFocusReturn } from '../../../../lib/focus-after';
import {
  listRegistrationApprovalsQueryOptions,
  useRegistrationApprovals,
} from '../../api/list-registration-approvals';
import { emptyQueueText } from '../registrations-view';
import { ApproveDialog } from './approve-dialog';
import { IncompleteDialog } from './incomplete-dialog';
import { queueColumns } from './queue-columns';
import { QueueFilters } from './queue-filters';

interface QueueViewProps {
  list: ListUrlState;
  canPickSupervisor: boolean;
}

/**
 * The approval queue (part 2 §2): filters, then the registrations with Approve and Incomplete on
 * each row whose `can` allows them (pending rows the user may decide). With nothing to show it says so instead of drawing an empty grid.
 */
export function QueueView({ list, canPickSupervisor }: QueueViewProps) {
  const [approving, setApproving] = useState<TRegistrationApproval | null>(null);
  const [declining, setDeclining] = useState<TRegistrationApproval | null>(null);
  const isStatusShown = list.state.filters.status_eq !== 'pending';
  // A decided row leaves the queue: focus moves to the next row's same button, or to the empty
  // state once the queue is empty.
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const focusReturn = useFocusReturn({ fallback: () => emptyRef.current });
  const columns = useMemo(
    () =>
      queueColumns({
        isStatusShown,
        onApprove: (row) => {
          focusReturn.remember();
          setApproving(row);
        },
        onIncomplete: (row) => {
          focusReturn.remember();
          setDeclining(row);
        },
      }),
    [isStatusShown, focusReturn],
  );
  const closeWith = (close: (row: null) => void) => () => {
    close(null);
    focusReturn.restore();
  };
  // The same query the table makes (one request): its total decides between the table and the
  // empty state.
  const page = useRegistrationApprovals(list.params);
  const total = page.data?.meta.total;
  const isEmpty = total === 0;
  // Deciding the last row of the last page leaves that page empty: show the page before it.
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / list.state.per_page));
  const { setPage } = list;
  useEffect(() => {
    if (total !== undefined && list.state.page > lastPage) setPage(lastPage);
  }, [total, lastPage, list.state.page, setPage]);

  // The queue's answer renders this view again at once (a query's update is not a transition): the
  // filters, which do not depend on it, are the same element and are not rendered again.
  const filters = useMemo(
    () => (
      <FilterPanel list={list} aria-label="Filter registrations">
        <QueueFilters canPickSupervisor={canPickSupervisor} />
      </FilterPanel>
    ),
    [list, canPickSupervisor],
  );

  return (
    <div>
      {filters}
      {isEmpty ? (
        <Paper
          variant="outlined"
          role="status"
          sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
        >
          <InboxOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h2" component="p" ref={emptyRef} tabIndex={-1}>
            {emptyQueueText(list.state.filters)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            New registrations that need approval appear here.
          </Typography>
        </Paper>
      ) : (
        <DataTable
          list={list}
          columns={columns}
          queryOptions={listRegistrationApprovalsQueryOptions}
          aria-label="Registrations"
          // Seven columns: all of them stay rendered (a buffer wider than the table), so the decision
          // buttons at the end are reached by keyboard, screen reader and a sideways scroll on a phone.
          columnBufferPx={2000}
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
      <ApproveDialog row={approving} onClose={closeWith(setApproving)} />
      <IncompleteDialog row={declining} onClose={closeWith(setDeclining)} />
    </div>
  );
}
