/**
 * The kinds of ICU data the console formats with, one loader each (lib/warm-up.ts runs them in a
 * worker): en-US and the browser's own numbers (Material's pager, counts), en-AU dates and times in
 * a named zone with the zone's short name (lib/dates), the browser's zone, and string comparison
 * (sorting).
 */
export const intlWarmUpSteps: (() => unknown)[] = [
  () => new Intl.Locale('en-US').maximize(),
  () => new Intl.NumberFormat('en-US').format(0),
  () => new Intl.NumberFormat().format(0),
  () => new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC' }).format(0),
  () =>
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Melbourne',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      timeZoneName: 'short',
    }).format(0),
  () => new Intl.DateTimeFormat().resolvedOptions(),
  () => new Intl.Collator().compare('a', 'b'),
];
