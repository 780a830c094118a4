import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext } from './confirm-context';
import { resolveConfirmOptions, type ConfirmOptions, type ResolvedConfirmOptions } from './confirm-options';

/**
 * One confirm dialog for the whole app, opened by `useConfirm()`. Mount it once inside the theme
 * provider and above the router outlet, so every page (and dialogs on them) can ask.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ResolvedConfirmOptions | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // A ref, not state: the promise's resolver is not something to render.
  const pendingRef = useRef<((answer: boolean) => void) | null>(null);
  const titleId = useId();
  const messageId = useId();

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.(answer);
    pendingRef.current = null;
    // Options stay set so the text does not vanish during the closing fade.
    setIsOpen(false);
  }, []);

  const confirm = useCallback((given: ConfirmOptions) => {
    // A second question replaces the first, which counts as not confirmed.
    pendingRef.current?.(false);
    setOptions(resolveConfirmOptions(given));
    setIsOpen(true);
    return new Promise<boolean>((resolve) => {
      pendingRef.current = resolve;
    });
  }, []);

  // Leaving the app with a question open must not leave a caller awaiting forever.
  useEffect(() => () => pendingRef.current?.(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={isOpen}
        onClose={() => settle(false)}
        role="alertdialog"
        maxWidth="xs"
        fullWidth
        aria-labelledby={titleId}
        aria-describedby={options?.message ? messageId : undefined}
      >
        <DialogTitle id={titleId}>{options?.title}</DialogTitle>
        {options?.message ? (
          <DialogContent>
            <DialogContentText id={messageId} component="div">
              {options.message}
            </DialogContentText>
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button onClick={() => settle(false)} autoFocus={options?.destructive}>
            {options?.cancelLabel}
          </Button>
          <Button
            onClick={() => settle(true)}
            variant="contained"
            color={options?.destructive ? 'error' : 'primary'}
            autoFocus={!options?.destructive}
          >
            {options?.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
