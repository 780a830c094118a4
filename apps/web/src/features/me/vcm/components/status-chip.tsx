import Chip from '@mui/material/Chip';
import { VCM_ITEM_STATUS_LABELS, vcmStatusLabel, type TVcmItemStatus, type TVcmStatus } from '@pdp/contract';

// Tinted chips with dark text (AA contrast at chip size); from the educator's side, what needs them is red.
const TONES = {
  grey: { bgcolor: '#f2f4f7', color: '#344054', borderColor: '#d0d5dd' },
  red: { bgcolor: '#fee4e2', color: '#912018', borderColor: '#fecdca' },
  green: { bgcolor: '#d1fadf', color: '#05603a', borderColor: '#a6f4c5' },
  blue: { bgcolor: '#d1e9ff', color: '#1849a9', borderColor: '#b2ddff' },
} as const;
const TONE_OF: Record<string, keyof typeof TONES> = {
  saved: 'blue',
  in_review: 'blue',
  needs_attention: 'red',
  approved: 'green',
};

function StatusChip({ label, status }: { label: string; status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ ...TONES[TONE_OF[status] ?? 'grey'], fontWeight: 600 }}
    />
  );
}

/** A VCM's status as a chip (the contract's labels). */
export const VcmStatusChip = ({ status }: { status: TVcmStatus }) => (
  <StatusChip status={status} label={vcmStatusLabel(status)} />
);

/** A unit's or qualification's status as a chip. */
export const ItemStatusChip = ({ status }: { status: TVcmItemStatus }) => (
  <StatusChip status={status} label={VCM_ITEM_STATUS_LABELS[status]} />
);
