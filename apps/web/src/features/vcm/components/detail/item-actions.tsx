import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { keepFocusAfter, neighbourOf } from '../../../../lib/focus-after';

interface ItemActionsProps {
  /** "BSBWHS521", so each button names its item for screen readers. */
  name: string;
  canApprove: boolean;
  canMarkNeedsAttention: boolean;
  isPending: boolean;
  onApprove: () => void;
  onNeedsAttention: () => void;
  children?: ReactNode;
}

/**
 * Approve disables every item's buttons while it saves, and the item may then leave a list filtered
 * to In Review: focus moves on to the next item's Approve (or the panel's heading), not to <body>.
 */
function approveKeepingFocus(event: MouseEvent<HTMLElement>, onApprove: () => void) {
  const panel = event.currentTarget.closest<HTMLElement>('[role="tabpanel"]');
  keepFocusAfter(neighbourOf(event.currentTarget, { fallback: () => panel?.querySelector('h2') ?? panel }));
  onApprove();
}

/** An item's Approve and Needs Attention buttons (and Edit for a unit response). */
export function ItemActions({
  name,
  canApprove,
  canMarkNeedsAttention,
  isPending,
  onApprove,
  onNeedsAttention,
  children,
}: ItemActionsProps) {
  return (
    // The buttons keep their labels on one line and wrap as a whole only when the column is narrower
    // than they are, so a column of fixed width (the units table's 300 px) keeps its width.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Button
        size="small"
        variant="outlined"
        color="success"
        // While a decision saves, Approve is only marked disabled: a disabled button would drop the
        // focus it holds to <body> before the item has left the list.
        disabled={!canApprove}
        aria-disabled={isPending || undefined}
        onClick={(event) => {
          if (!isPending) approveKeepingFocus(event, onApprove);
        }}
        sx={{ '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'default' } }}
        aria-label={`Approve ${name}`}
      >
        Approve
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={!canMarkNeedsAttention || isPending}
        onClick={onNeedsAttention}
        aria-label={`Mark ${name} needs attention`}
      >
        Needs Attention
      </Button>
      {children}
    </Box>
  );
}

/** Below the desktop width the actions sit past the screen's edge: say so (as the data tables do). */
export function ScrollHint({ label }: { label: string }) {
  return (
    <Typography
      variant="caption"
      component="p"
      color="text.secondary"
      sx={{ display: { xs: 'block', md: 'none' }, mb: 0.5 }}
    >
      {label}: scroll sideways to see the actions →
    </Typography>
  );
}
