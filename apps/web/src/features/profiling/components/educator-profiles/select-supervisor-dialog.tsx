import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { UserPicker, type UserChoice } from '../../../../components/user-picker';
import type { SupervisorChoice } from './remembered-supervisor';

export const SUPERVISOR_SEARCH_LABEL = 'Search by given name, family name or employee number';

interface SelectSupervisorDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (choice: SupervisorChoice) => void;
}

/** Admins choose whose educators Manage Profiles lists (part 1 §2.4). */
export function SelectSupervisorDialog({ open, onClose, onSelect }: SelectSupervisorDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="select-supervisor-title">
      {/* Mounted only while open, so every opening starts with an empty search. */}
      {open && <SupervisorForm onClose={onClose} onSelect={onSelect} />}
    </Dialog>
  );
}

function SupervisorForm({ onClose, onSelect }: Omit<SelectSupervisorDialogProps, 'open'>) {
  const [selected, setSelected] = useState<UserChoice | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    onSelect({ id: selected.id, name: selected.full_name });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="select-supervisor-title">Select Supervisor</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Manage Profiles will list this supervisor&apos;s educators. Your choice is remembered on this
          device.
        </Typography>
        {/* Active supervisors only: the page restores a remembered choice from the active list. */}
        <UserPicker
          search={{ roles: ['supervisor'], activeOnly: true, sort: 'family_name' }}
          noun="supervisor"
          label={SUPERVISOR_SEARCH_LABEL}
          value={selected}
          onChange={setSelected}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!selected}>
          Select Supervisor
        </Button>
      </DialogActions>
    </form>
  );
}
