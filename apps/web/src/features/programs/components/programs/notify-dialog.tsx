import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { counted, LIMITS } from '@pdp/contract';
import { useId, useState } from 'react';
import { ApiError, describeApiError } from '../../../../lib/api-client';
import { formatCharacterCount } from '../../../../lib/forms/character-count';
import { notify } from '../../../../lib/messages';
import { useNotifyRegistrants } from '../../api/notify-registrants';
import { growingText } from '../../../../lib/forms/growing-text';

const MESSAGE_FIELD = growingText(4);

/** What a failed send says: "Error: <the server's message>". */
export function notificationErrorText(error: unknown): string {
  const message = error instanceof ApiError ? describeApiError(error) : (error as Error | null)?.message;
  return `Error: ${message || 'Something went wrong'}`;
}

/**
 * "Notify registrants" (part 2 §7 `POST programs/{id}/notifications`): a message of at most 1000
 * characters emailed to everyone registered; Send stays disabled while the message is empty.
 */
export function NotifyDialog({
  programId,
  open,
  onClose,
}: {
  programId: number;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useNotifyRegistrants(programId);

  const close = () => {
    setMessage('');
    setError(null);
    send.reset();
    onClose();
  };
  const onSend = async () => {
    setError(null);
    try {
      const result = await send.mutateAsync(message.trim());
      notify(`Notification sent to ${counted(result.recipients, 'registrant')}.`, {
        duration: 'program',
        severity: 'success',
      });
      close();
    } catch (failure) {
      setError(notificationErrorText(failure));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Notify registrants</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Everyone registered for this program receives this message by email.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          {...MESSAGE_FIELD}
          fullWidth
          autoFocus
          helperText={formatCharacterCount(message, LIMITS.notificationMessageMax)}
          slotProps={{ ...MESSAGE_FIELD.slotProps, htmlInput: { maxLength: LIMITS.notificationMessageMax } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void onSend()}
          disabled={message.trim() === ''}
          loading={send.isPending}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
