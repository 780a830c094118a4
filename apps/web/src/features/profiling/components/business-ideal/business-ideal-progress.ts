/** The completed percent as the bar takes it: a whole number from 0 to 100 (0 when not known yet). */
export function completedPercent(percent: number | null | undefined): number {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** "40%" */
export function formatPercent(percent: number | null | undefined): string {
  return `${completedPercent(percent)}%`;
}
