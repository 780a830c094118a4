import Typography from '@mui/material/Typography';
import { VCM_MESSAGES } from '@pdp/contract';

/** An item's feedback, and the part 2 §2 note when the educator has changed it since. */
export function ItemFeedback({
  feedback,
  isUpdatedSince,
}: {
  feedback: string | null;
  isUpdatedSince: boolean;
}) {
  if (!feedback) return null;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'error.dark', overflowWrap: 'anywhere' }}>
        Feedback: {feedback}
      </Typography>
      {isUpdatedSince && (
        <Typography variant="caption" component="p" sx={{ color: 'info.dark' }}>
          {VCM_MESSAGES.updatedSinceFeedback}
        </Typography>
      )}
    </>
  );
}
