import Chip from '@mui/material/Chip';
import type { BadgeTone, ProfileBadge } from './profile-status';

// Tinted chips with dark text: every pair passes WCAG AA contrast at chip size.
const TONES: Record<BadgeTone, { bgcolor: string; color: string; borderColor: string }> = {
  grey: { bgcolor: '#f2f4f7', color: '#344054', borderColor: '#d0d5dd' },
  amber: { bgcolor: '#fef0c7', color: '#93370d', borderColor: '#fedf89' },
  blue: { bgcolor: '#d1e9ff', color: '#1849a9', borderColor: '#b2ddff' },
};

/** A profile's completion badge (part 1 §4) as a small chip in its colour. */
export function StatusChip({ badge }: { badge: ProfileBadge }) {
  return (
    <Chip
      label={badge.label}
      size="small"
      variant="outlined"
      data-tone={badge.tone}
      sx={{ ...TONES[badge.tone], fontWeight: 600, fontSize: '0.6875rem', height: 22, maxWidth: '100%' }}
    />
  );
}
