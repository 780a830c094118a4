/** A settings row the import names by its code or name: found, not there, or named by several. */
export type LookupResult = { id: number } | { missing: true } | { ambiguous: string[] };

/**
 * Finds what a cell names among the institute's rows (department codes, employment type names): the
 * row written exactly so (spaces around it aside), else the one row that differs only by letter case.
 * When several rows differ from the cell only by case (`ENG` and `eng`), a cell matching none exactly
 * names no one row, and the import says so rather than picking one.
 */
export function nameLookup(rows: readonly { id: number; name: string }[]) {
  const exact = new Map(rows.map((row) => [row.name.trim(), row.id]));
  const byFolded = new Map<string, { id: number; name: string }[]>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    byFolded.set(key, [...(byFolded.get(key) ?? []), row]);
  }
  return (cell: string): LookupResult => {
    const typed = cell.trim();
    const id = exact.get(typed);
    if (id !== undefined) return { id };
    const matches = byFolded.get(typed.toLowerCase()) ?? [];
    if (matches.length === 1) return { id: matches[0]!.id };
    return matches.length ? { ambiguous: matches.map((row) => row.name.trim()) } : { missing: true };
  };
}
export type NameLookup = ReturnType<typeof nameLookup>;
