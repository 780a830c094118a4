import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { ERROR_MODAL_EVENT, readMessageDetail } from '../../lib/messages';

/**
 * The Error! modal (part 1 §2.3) for modal-type errors, raised with a `pdp:error-modal` event.
 * Errors that arrive while one is open wait their turn rather than replace it unread.
 */
export function ErrorModal() {
  const [messages, setMessages] = useState<string[]>([]);

  useEffect(() => {
    const onError = (event: Event) => {
      const detail = readMessageDetail(event);
      if (detail) setMessages((waiting) => [...waiting, detail.message]);
    };
    window.addEventListener(ERROR_MODAL_EVENT, onError);
    return () => window.removeEventListener(ERROR_MODAL_EVENT, onError);
  }, []);

  // The message stays in place while the dialog fades out, then the next one (if any) opens.
  const [isClosing, setIsClosing] = useState(false);
  const [message] = messages;
  const close = () => setIsClosing(true);
  const showNext = () => {
    setMessages((waiting) => waiting.slice(1));
    setIsClosing(false);
  };

  return (
    <Dialog
      open={message !== undefined && !isClosing}
      onClose={close}
      slotProps={{ transition: { onExited: showNext } }}
      aria-labelledby="error-modal-title"
      aria-describedby="error-modal-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="error-modal-title" sx={{ color: 'error.main' }}>
        Error!
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="error-modal-message" sx={{ whiteSpace: 'pre-line' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          Okay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
