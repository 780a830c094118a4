import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { MESSAGE_EVENT, readMessageDetail, type MessageEventDetail } from '../../lib/messages';
import { cutShortAfter, enqueueMessage, type QueuedMessage } from './message-queue';

let nextKey = 1;

const ICONS = {
  info: InfoOutlinedIcon,
  success: CheckCircleOutlineIcon,
  error: ErrorOutlineIcon,
} as const;

// Light tints: they sit on the bar's near-black background.
const ICON_COLORS = { info: 'grey.400', success: 'success.light', error: 'error.light' } as const;

/**
 * The transient message bar at the bottom left (part 1 §2.3): it listens for `pdp:message` events,
 * shows one message at a time for its duration (5 s unless told otherwise), then the next. A newer
 * message cuts the showing one short and supersedes waiting ones (message-queue.ts), so the bar
 * always catches up with what the user last did.
 */
export function MessageBar() {
  const [queue, setQueue] = useState<QueuedMessage[]>([]);
  const [current, setCurrent] = useState<QueuedMessage | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [hideAfter, setHideAfter] = useState<number | null>(null);
  // The event listener reads what is showing without re-subscribing on every change.
  const showingRef = useRef<QueuedMessage | null>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    showingRef.current = isOpen ? current : null;
  }, [current, isOpen]);

  useEffect(() => {
    const onMessage = (event: Event) => {
      const detail = readMessageDetail(event);
      if (!detail) return;
      const incoming = { ...(detail as Required<MessageEventDetail>), key: nextKey++ };
      setQueue((waiting) => enqueueMessage(waiting, incoming, showingRef.current));
    };
    window.addEventListener(MESSAGE_EVENT, onMessage);
    return () => window.removeEventListener(MESSAGE_EVENT, onMessage);
  }, []);

  // The next message waits until the current one has finished leaving the screen.
  useEffect(() => {
    if (current || queue.length === 0) return;
    const [next, ...rest] = queue;
    setCurrent(next ?? null);
    setQueue(rest);
    setIsOpen(true);
    setHideAfter(next?.durationMs ?? null);
    shownAt.current = Date.now();
  }, [current, queue]);

  // MUI restarts its timer when the duration changes: once a message waits, the showing one stays
  // only for what is left of its minimum time.
  const isWaiting = queue.length > 0;
  useEffect(() => {
    if (current && isWaiting) setHideAfter(cutShortAfter(current, Date.now() - shownAt.current));
  }, [current, isWaiting]);

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow a message before it has been read.
    if (reason === 'clickaway') return;
    setIsOpen(false);
  };

  const Icon = ICONS[current?.severity ?? 'info'];
  return (
    // The live region stays in the page so screen readers announce each message as it appears.
    <Box role="status" aria-live="polite" aria-atomic="true">
      <Snackbar
        key={current?.key}
        open={isOpen}
        autoHideDuration={hideAfter}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ transition: { onExited: () => setCurrent(null) } }}
      >
        <Box
          data-testid="message-bar"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minWidth: { sm: 320 },
            maxWidth: 520,
            pl: 2,
            pr: 1,
            py: 1,
            borderRadius: 2,
            color: 'common.white',
            bgcolor: 'grey.900',
            boxShadow: 6,
          }}
        >
          <Icon fontSize="small" sx={{ color: ICON_COLORS[current?.severity ?? 'info'] }} />
          <Typography variant="body2" sx={{ flex: 1, py: 0.5 }}>
            {current?.message}
          </Typography>
          <IconButton
            size="small"
            aria-label="Dismiss message"
            onClick={() => setIsOpen(false)}
            sx={{ color: 'grey.300' }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      </Snackbar>
    </Box>
  );
}
