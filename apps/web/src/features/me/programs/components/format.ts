import { formatDate } from '../../../../lib/dates';

/** "2026-12-01T09:30" (the institute's wall clock) as "1/12/26 · 9:30 am". */
export function formatLocal(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${formatDate(date)} · ${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** A workshop's time: the day and start, then the end (its time only when on the same day). */
export function formatWorkshopTime(start: string, end: string): string {
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  const endText = sameDay ? formatLocal(end).split(' · ')[1] : formatLocal(end);
  return `${formatLocal(start)} – ${endText}`;
}

export const pointsText = (points: number) => `${points} point${points === 1 ? '' : 's'}`;

/** "5 places left", "Full", or nothing without a limit. */
export function placesText(placesLeft: number | null): string | null {
  if (placesLeft === null) return null;
  if (placesLeft === 0) return 'Full';
  return `${placesLeft} place${placesLeft === 1 ? '' : 's'} left`;
}
