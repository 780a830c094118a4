import type { UserChoice } from './choice-after-blur';

type Suggestion = UserChoice & { unique_identifier?: string | null };

/**
 * The suggestions to show while the server's answer for `typed` is on its way: the ones already shown
 * (the previous search's answer) that match it as the server matches (a name or employee number
 * containing the text, case aside). The list narrows as the user types instead of showing names the
 * text rules out, and the server's answer then keeps a matching option where it was, so a click on it
 * as the answer arrives still lands on it.
 */
export function shownWhileSearching<T extends Suggestion>(previous: readonly T[], typed: string): T[] {
  const text = typed.trim().toLowerCase();
  if (text === '') return [...previous];
  return previous.filter((option) =>
    `${option.full_name} ${option.unique_identifier ?? ''}`.toLowerCase().includes(text),
  );
}
