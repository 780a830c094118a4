import Button from '@mui/material/Button';
import { ApiError, describeApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/messages';
import { useSendReminderNow, type SendNowAction } from '../../api/send-reminder-now';

/**
 * A reminder's "Send now" (part 1 §4): queues it at once and shows the server's message in a 3-second
 * toast ("Profiling reminder queued for 14 educators"), or "Error: " and the message when it fails.
 */
export function SendNowButton({
  instituteId,
  action,
  title,
}: {
  instituteId: number;
  action: SendNowAction;
  title: string;
}) {
  const mutation = useSendReminderNow(instituteId);
  const press = () =>
    mutation.mutate(action, {
      onSuccess: (message) => notify(message, { duration: 'reminder', severity: 'success' }),
      onError: (error) =>
        notify(`Error: ${error instanceof ApiError ? describeApiError(error) : error.message}`, {
          duration: 'reminder',
          severity: 'error',
        }),
    });
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={press}
      disabled={mutation.isPending}
      aria-label={`Send now: ${title}`}
      sx={{ justifySelf: 'start' }}
    >
      Send now
    </Button>
  );
}
