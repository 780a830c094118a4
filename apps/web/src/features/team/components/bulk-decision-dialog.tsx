import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TBulkDecisionResult } from '@pdp/contract';
import { useId, useState, type ReactNode } from 'react';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { BulkResults } from './bulk-results';
import { DecisionFields } from './decision-fields';
import { useSelection } from './selection';

export interface BulkColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

export interface BulkChoice {
  decision: 'approve' | 'refuse';
  ids: number[];
  reason: string;
  notifyUser: boolean;
}

interface Props<T extends { id: number; user_full_name: string }> {
  isOpen: boolean;
  title: string;
  items: readonly T[];
  columns: BulkColumn<T>[];
  refuseLabel: string;
  reasonMax: number;
  onDecide: (choice: BulkChoice) => Promise<TBulkDecisionResult[]>;
  isPending: boolean;
  onClose: () => void;
}

/**
 * A waiting list opened in place: tick rows, then approve them or refuse them (incomplete) with one
 * reason and one notify choice. The answer says what became of each; decided rows leave the list as
 * the console refetches.
 */
export function BulkDecisionDialog<T extends { id: number; user_full_name: string }>({
  isOpen,
  title,
  items,
  columns,
  refuseLabel,
  reasonMax,
  onDecide,
  isPending,
  onClose,
}: Props<T>) {
  const titleId = useId();
  const selection = useSelection(items.map((item) => item.id));
  const [reason, setReason] = useState('');
  const [notifyUser, setNotifyUser] = useState(true);
  // The answer, with the names of the rows it was about (decided rows leave the list).
  const [answer, setAnswer] = useState<{ results: TBulkDecisionResult[]; names: Map<number, string> } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const decide = async (decision: BulkChoice['decision']) => {
    setFailure(null);
    const names = new Map(items.map((item) => [item.id, item.user_full_name]));
    try {
      const results = await onDecide({ decision, ids: selection.selected, reason, notifyUser });
      setAnswer({ results, names });
      selection.clear();
    } catch (error) {
      setFailure(error instanceof ApiError ? describeApiError(error) : 'Something went wrong');
    }
  };

  return (
    <Dialog
      open={isOpen}
      onClose={isPending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <BulkResults results={answer?.results ?? null} nameOf={(id) => answer?.names.get(id) ?? `#${id}`} />
        {failure && (
          <Typography color="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Typography>
        )}
        {items.length === 0 ? (
          <Typography>Nothing waits here.</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.isAll}
                    indeterminate={selection.selected.length > 0 && !selection.isAll}
                    onChange={selection.toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all' } }}
                  />
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} selected={selection.isSelected(item.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.isSelected(item.id)}
                      onChange={() => selection.toggle(item.id)}
                      slotProps={{ input: { 'aria-label': `Select ${item.user_full_name}` } }}
                    />
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(item)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <DecisionFields
          reason={reason}
          onReason={setReason}
          reasonMax={reasonMax}
          notifyUser={notifyUser}
          onNotifyUser={setNotifyUser}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Close
        </Button>
        <Button
          onClick={() => void decide('refuse')}
          disabled={isPending || selection.selected.length === 0 || reason.trim() === ''}
        >
          {refuseLabel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void decide('approve')}
          disabled={isPending || selection.selected.length === 0}
        >
          Approve selected ({selection.selected.length})
        </Button>
      </DialogActions>
    </Dialog>
  );
}
