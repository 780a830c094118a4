import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useId, useState } from 'react';

export interface CompleteDialogProps {
  /** The registrant's name; null closes the dialog. */
  name: string | null;
  programName: string;
  onCancel: () => void;
  onComplete: (notifyUser: boolean) => void;
}

/**
 * Marking a registration completed (part 2 §4): titled by its action, "Mark <name> completed?",
 * with Notify the user checked by default. Completing awards the program's points.
 */
export function CompleteDialog({ name, programName, onCancel, onComplete }: CompleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [notifyUser, setNotifyUser] = useState(true);
  useEffect(() => {
    if (name) setNotifyUser(true);
  }, [name]);

  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Mark {name} completed?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 1.5 }}>
          {name} will be marked as having completed {programName}, and the program&apos;s points are added to
          their history.
        </DialogContentText>
        <FormControlLabel
          control={
            <Checkbox checked={notifyUser} onChange={(event) => setNotifyUser(event.target.checked)} />
          }
          label="Notify the user"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onComplete(notifyUser)}>
          Mark completed
        </Button>
      </DialogActions>
    </Dialog>
  );
}
