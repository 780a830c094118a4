import { describe, expect, it } from 'vitest';
import { resolveConfirmOptions } from './confirm-options';

describe('resolveConfirmOptions', () => {
  it('fills in Confirm and Cancel for a plain question', () => {
    expect(resolveConfirmOptions({ title: 'Send reminders?' })).toEqual({
      title: 'Send reminders?',
      message: undefined,
      confirmLabel: 'Confirm',
      cancelLabel: 'Cancel',
      destructive: false,
    });
  });

  it('says Delete for a destructive action', () => {
    expect(resolveConfirmOptions({ title: 'Delete program?', destructive: true })).toMatchObject({
      confirmLabel: 'Delete',
      destructive: true,
    });
  });

  it('keeps the labels and message it is given', () => {
    expect(
      resolveConfirmOptions({
        title: 'Remove user?',
        message: 'They lose access now.',
        confirmLabel: 'Remove',
        cancelLabel: 'Keep',
        destructive: true,
      }),
    ).toEqual({
      title: 'Remove user?',
      message: 'They lose access now.',
      confirmLabel: 'Remove',
      cancelLabel: 'Keep',
      destructive: true,
    });
  });
});
