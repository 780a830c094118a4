/** yyyy-MM-dd → d/M/yy, as written (a calendar date has no time zone). */
export function calendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(d)}/${Number(m)}/${(y ?? '').slice(-2)}`;
}

/** d/M/yy h:mm AM, as the clock read in `timeZone` (the institute's) at that instant. */
export function formatDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: '2-digit',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
