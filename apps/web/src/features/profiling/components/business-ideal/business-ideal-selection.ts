interface Identified {
  id: number;
}

/** The employment type the tab shows: the one chosen while it still exists, else the first (§2.4). */
export function effectiveEmploymentTypeId(
  options: readonly Identified[],
  chosen: number | null,
): number | null {
  if (chosen !== null && options.some((option) => option.id === chosen)) return chosen;
  return options[0]?.id ?? null;
}

/** The department chosen, while it still exists; none until the admin picks one ("Select a department"). */
export function effectiveDepartmentId(options: readonly Identified[], chosen: number | null): number | null {
  return chosen !== null && options.some((option) => option.id === chosen) ? chosen : null;
}
