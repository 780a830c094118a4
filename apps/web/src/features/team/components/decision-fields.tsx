import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { formatCharacterCount } from '../../../lib/forms/character-count';

/** The one reason and the one notify choice a bulk decision sends with every item. */
export function DecisionFields({
  reason,
  onReason,
  reasonMax,
  notifyUser,
  onNotifyUser,
}: {
  reason: string;
  onReason: (reason: string) => void;
  reasonMax: number;
  notifyUser: boolean;
  onNotifyUser: (notify: boolean) => void;
}) {
  return (
    <>
      <TextField
        label="Reason (to mark incomplete)"
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        helperText={formatCharacterCount(reason, reasonMax)}
        sx={{ mt: 2 }}
      />
      <FormControlLabel
        control={<Checkbox checked={notifyUser} onChange={(event) => onNotifyUser(event.target.checked)} />}
        label="Notify the educators"
      />
    </>
  );
}
