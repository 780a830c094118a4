import TextField from '@mui/material/TextField';
import {
  LIMITS,
  POINT_REQUEST_TYPE_LABELS,
  type TTeamPointRequest,
  type TTeamRegistration,
} from '@pdp/contract';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { useBulkDecision } from '../api/bulk-decide';
import { BulkDecisionDialog, type BulkChoice } from './bulk-decision-dialog';

interface DialogProps<T> {
  isOpen: boolean;
  items: readonly T[];
  onClose: () => void;
}

/** Registrations to approve: approve or mark incomplete the ticked ones at once. */
export function RegistrationsDialog({ isOpen, items, onClose }: DialogProps<TTeamRegistration>) {
  const bulk = useBulkDecision();
  const onDecide = ({ decision, ids, reason, notifyUser }: BulkChoice) =>
    bulk.mutateAsync({
      kind: 'registrations',
      body:
        decision === 'approve'
          ? { ids, decision: 'approve', notify_user: notifyUser }
          : { ids, decision: 'reject', reason, notify_user: notifyUser },
    });
  return (
    <BulkDecisionDialog
      isOpen={isOpen}
      title="Registrations to approve"
      items={items}
      columns={[
        { header: 'Educator', cell: (r) => r.user_full_name },
        { header: 'Program', cell: (r) => r.program_name ?? 'Unnamed Program' },
        { header: 'Starts', cell: (r) => (r.program_start_date ? formatDate(r.program_start_date) : '') },
      ]}
      refuseLabel="Mark selected incomplete"
      reasonMax={LIMITS.rejectionReasonMax}
      onDecide={onDecide}
      isPending={bulk.isPending}
      onClose={onClose}
    />
  );
}

/** Point requests to action: each ticked one approved with the points shown (editable), or marked incomplete. */
export function PointRequestsDialog({ isOpen, items, onClose }: DialogProps<TTeamPointRequest>) {
  const bulk = useBulkDecision();
  const [points, setPoints] = useState<Record<number, string>>({});
  const pointsOf = (r: TTeamPointRequest) => points[r.id] ?? (r.points === null ? '' : String(r.points));
  const onDecide = ({ decision, ids, reason, notifyUser }: BulkChoice) => {
    const byId = new Map(items.map((r) => [r.id, r]));
    const given = (id: number) => {
      const text = pointsOf(byId.get(id)!).trim();
      return text === '' ? null : Number(text);
    };
    return bulk.mutateAsync({
      kind: 'point_requests',
      body:
        decision === 'approve'
          ? {
              items: ids.map((id) => ({ id, points: given(id) })),
              decision: 'approve',
              notify_user: notifyUser,
            }
          : { items: ids.map((id) => ({ id })), decision: 'incomplete', reason, notify_user: notifyUser },
    });
  };
  return (
    <BulkDecisionDialog
      isOpen={isOpen}
      title="Point requests to action"
      items={items}
      columns={[
        { header: 'Educator', cell: (r) => r.user_full_name },
        { header: 'Kind', cell: (r) => POINT_REQUEST_TYPE_LABELS[r.type] },
        { header: 'Activity', cell: (r) => r.activity_name ?? '' },
        { header: 'Date', cell: (r) => (r.activity_date ? formatDate(r.activity_date) : '') },
        {
          header: 'Points',
          cell: (r) => (
            <TextField
              value={pointsOf(r)}
              onChange={(event) => setPoints((current) => ({ ...current, [r.id]: event.target.value }))}
              size="small"
              type="number"
              slotProps={{
                htmlInput: { 'aria-label': `Points for ${r.user_full_name}`, min: 0, step: 0.25 },
              }}
              sx={{ width: 100 }}
            />
          ),
        },
      ]}
      refuseLabel="Mark selected incomplete"
      reasonMax={LIMITS.pointRequestReasonMax}
      onDecide={onDecide}
      isPending={bulk.isPending}
      onClose={onClose}
    />
  );
}
