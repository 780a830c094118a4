import Chip from '@mui/material/Chip';
import { MY_REGISTRATION_STATE_LABELS, type TMyRegistrationState } from '@pdp/contract';

// Tinted chips with dark text (AA contrast at chip size).
const TONES: Record<TMyRegistrationState, { bgcolor: string; color: string; borderColor: string }> = {
  pending: { bgcolor: '#fef0c7', color: '#93370d', borderColor: '#fedf89' },
  registered: { bgcolor: '#d1e9ff', color: '#1849a9', borderColor: '#b2ddff' },
  completed: { bgcolor: '#d1fadf', color: '#05603a', borderColor: '#a6f4c5' },
  declined: { bgcolor: '#f2f4f7', color: '#344054', borderColor: '#d0d5dd' },
};

/** A registration's state as its registrant reads it: Pending approval, Registered, Completed, Not approved. */
export function RegistrationChip({ state }: { state: TMyRegistrationState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={MY_REGISTRATION_STATE_LABELS[state]}
      sx={{ ...TONES[state], fontWeight: 600 }}
    />
  );
}
