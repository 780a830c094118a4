/** Demo Institute's zone (the demo seed's `timezone`): every date and time the app shows is on its clock. */
export const DEMO_TIME_ZONE = 'Australia/Melbourne';

/**
 * Demo Institute's clock at an instant, written independently of the app: date "21/11/26" (as the
 * date fields and tables show it), time "9:00 AM" and zone "AEDT" (or "AEST" in winter).
 */
export function demoInstituteClock(instant: Date = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: DEMO_TIME_ZONE,
      day: 'numeric',
      month: 'numeric',
      year: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`,
    zone: String(parts.timeZoneName),
  };
}
