import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@pdp/contract';
import Button from '@mui/material/Button';
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
import { formatDateTime } from '../../../lib/dates';
import { actorName, tableLabel } from './audit-labels';

/** A field's value as text: blank for none, JSON for a list or an object. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an event touched: the changed ones of an update, every field of an insert or delete. */
export function changedFields(event: Pick<TAuditEvent, 'before' | 'after'>): string[] {
  return [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])].sort();
}

export interface AuditEventDiffProps {
  event: TAuditEvent | null;
  onClose(): void;
}

/** One event: who did what and when, and each field before and after. */
export function AuditEventDiff({ event, onClose }: AuditEventDiffProps) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="audit-event-title"
    >
      {event && (
        <>
          <DialogTitle id="audit-event-title">
            {AUDIT_ACTION_LABELS[event.action]}: {tableLabel(event.table_name)} #{event.record_id}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {actorName(event)} · {formatDateTime(event.created_at)}
              {event.request_id && ` · request ${event.request_id}`}
            </Typography>
            <Table size="small" aria-label="Changes">
              <TableHead>
                <TableRow>
                  <TableCell component="th">Field</TableCell>
                  <TableCell component="th">Before</TableCell>
                  <TableCell component="th">After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changedFields(event).map((field) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row">
                      {field}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{shown(event.before?.[field])}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{shown(event.after?.[field])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
