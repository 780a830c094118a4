/** What a picker holds: a user's id and name. */
export interface UserChoice {
  id: number;
  full_name: string;
}

/**
 * What a picker holds once the user leaves it (part 1 §5, part 2 §5): the selection while its name is
 * still in the box, else the suggestion whose name was typed in full, else nothing. Text that names no
 * suggestion clears the selection rather than leaving a stale one behind.
 */
export function choiceAfterBlur(
  text: string,
  selected: UserChoice | null,
  suggestions: readonly UserChoice[],
): UserChoice | null {
  const typed = text.trim().toLowerCase();
  if (typed === '') return null;
  if (selected && selected.full_name.trim().toLowerCase() === typed) return selected;
  const match = suggestions.find((option) => option.full_name.trim().toLowerCase() === typed);
  return match ? { id: match.id, full_name: match.full_name } : null;
}
