/** One count of an import's result, ready to show ("Created: 12"). */
export interface ImportStat {
  key: string;
  label: string;
  value: number;
}

/** "updated_users" → "Updated users": the label of a count the page did not name. */
export function labelForStatKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : key;
}

/**
 * The counts to show: those the page named, in its order and with its labels (a count the server
 * left out shows 0, so the summary reads the same every time), then any other count the server sent.
 */
export function describeImportStats(
  stats: Readonly<Record<string, number>>,
  labels: Readonly<Record<string, string>> = {},
): ImportStat[] {
  const named = Object.entries(labels).map(([key, label]) => ({ key, label, value: stats[key] ?? 0 }));
  const others = Object.entries(stats)
    .filter(([key]) => !(key in labels))
    .map(([key, value]) => ({ key, label: labelForStatKey(key), value }));
  return [...named, ...others];
}
