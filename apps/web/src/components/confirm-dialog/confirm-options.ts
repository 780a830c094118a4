import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  /** Defaults to "Confirm", or "Delete" for a destructive action. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, and focus starts on Cancel so Enter does not destroy anything. */
  destructive?: boolean;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export type ResolvedConfirmOptions = Required<Omit<ConfirmOptions, 'message'>> &
  Pick<ConfirmOptions, 'message'>;

export function resolveConfirmOptions(options: ConfirmOptions): ResolvedConfirmOptions {
  const destructive = options.destructive ?? false;
  return {
    title: options.title,
    message: options.message,
    confirmLabel: options.confirmLabel ?? (destructive ? 'Delete' : 'Confirm'),
    cancelLabel: options.cancelLabel ?? 'Cancel',
    destructive,
  };
}
