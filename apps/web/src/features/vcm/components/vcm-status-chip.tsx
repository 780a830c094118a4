import Chip from '@mui/material/Chip';
import { vcmStatusLabel } from '@pdp/contract';
import { itemStatusLabel } from './detail/review-rules';

// Tinted chips with dark text: every pair passes WCAG AA contrast at chip size.
const TONES = {
  grey: { bgcolor: '#f2f4f7', color: '#344054', borderColor: '#d0d5dd' },
  amber: { bgcolor: '#fef0c7', color: '#93370d', borderColor: '#fedf89' },
  red: { bgcolor: '#fee4e2', color: '#912018', borderColor: '#fecdca' },
  green: { bgcolor: '#d1fadf', color: '#05603a', borderColor: '#a6f4c5' },
  blue: { bgcolor: '#d1e9ff', color: '#1849a9', borderColor: '#b2ddff' },
} as const;

const TONE_OF: Record<string, keyof typeof TONES> = {
  in_review: 'amber',
  needs_attention: 'red',
  approved: 'green',
  previously_approved: 'green',
  saved: 'blue',
};

/**
 * A VCM's or an item's status as a chip: the label map's words, or the raw status when it has none
 * (part 2 §4).
 */
export function VcmStatusChip({ status, kind = 'vcm' }: { status: string; kind?: 'vcm' | 'item' }) {
  const label = kind === 'vcm' ? vcmStatusLabel(status) : itemStatusLabel(status);
  return (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      sx={{ ...TONES[TONE_OF[status] ?? 'grey'], fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
