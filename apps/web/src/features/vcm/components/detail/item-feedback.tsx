import Typography from '@mui/material/Typography';
import { VCM_MESSAGES, isFeedbackCurrent } from '@pdp/contract';

interface ItemFeedbackProps {
  item: { status: string; approver_feedback: string | null; updated_since_feedback: boolean };
}

/**
 * An item's feedback while it is current (until the item is approved), and the part 2 §2 note when
 * the educator has changed the item since.
 */
export function ItemFeedback({ item }: ItemFeedbackProps) {
  if (!item.approver_feedback || !isFeedbackCurrent(item.status)) return null;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'error.dark', overflowWrap: 'anywhere' }}>
        Feedback: {item.approver_feedback}
      </Typography>
      {item.updated_since_feedback && (
        <Typography variant="caption" component="p" sx={{ color: 'info.dark' }}>
          {VCM_MESSAGES.updatedSinceFeedback}
        </Typography>
      )}
    </>
  );
}
