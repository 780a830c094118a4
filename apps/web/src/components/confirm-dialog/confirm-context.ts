import { createContext, useContext } from 'react';
import type { Confirm } from './confirm-options';

export const ConfirmContext = createContext<Confirm | null>(null);

/**
 * `const confirm = useConfirm(); if (await confirm({ title: 'Delete program?', destructive: true })) …`
 * Resolves true on the confirm button, false on Cancel, Escape or a click outside.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm)
    throw new Error('useConfirm() needs <ConfirmProvider> above it (see components/confirm-dialog)');
  return confirm;
}
