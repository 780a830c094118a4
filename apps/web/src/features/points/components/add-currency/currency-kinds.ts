// What the Points History section shows before a dialog opens: which Add buttons, and their labels.
// Apart from currency-form.ts, whose schemas (and zod) load only with the dialog.
import type { TUserDetail } from '@pdp/contract';
import type { CurrencyKind } from '../../api/add-currency';

/** The dialogs' titles, which are also their buttons' labels (part 2 §6). */
export const CURRENCY_TITLES: Record<CurrencyKind, string> = {
  vocational: 'Add External Vocational Currency',
  professional: 'Add External Professional Currency',
};

/**
 * Which Add buttons the profile offers (part 2 §6): the kinds the user's `can` allows, as the
 * server's points policies decided them.
 */
export function currencyKindsFor(user: Pick<TUserDetail, 'can'>): CurrencyKind[] {
  const kinds: CurrencyKind[] = [];
  if (user.can.add_vocational) kinds.push('vocational');
  if (user.can.add_professional) kinds.push('professional');
  return kinds;
}
