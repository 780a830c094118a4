/**
 * The institute's time zone, and the wall clock there. Every date and time the console shows is the
 * institute's (part 1 §3): an instant from the API is read on the institute's clock, whatever zone
 * the browser is in. The shell sets the zone once `me` has loaded (app/providers.tsx); until then, and
 * in tests that set nothing, the browser's zone stands in.
 */

/** A calendar day and time of day on some clock; month is 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Read once: every time shown asks whether the viewer is elsewhere, and building the format to ask
// cost about as much as formatting (18–27 ms of a list page's load at 4× CPU, one per cell).
let browserZone: string | undefined;
const browserTimeZone = () => (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

let instituteZone: string | undefined;
let viewerZone: string | undefined;

/**
 * Sets the zone every helper shows times in (the institute's), and optionally the viewer's (tests;
 * by default the browser's). An unknown or missing zone falls back to the browser's. The zone is
 * checked when a time is first shown, not here: the shell sets it as `me` arrives, and the check's
 * first Intl.DateTimeFormat in a zone loads the browser's time-zone data (21 ms of a cold load's
 * main thread at 1× CPU), which a page that shows no time never needs.
 */
export function setDisplayTimeZone(zone: string | null | undefined, viewer?: string): void {
  instituteZone = zone || undefined;
  viewerZone = viewer;
}

export const displayTimeZone = (): string =>
  instituteZone && isKnownTimeZone(instituteZone) ? instituteZone : viewerTimeZone();
export const viewerTimeZone = (): string => viewerZone ?? browserTimeZone();

/** Whether the viewer's clock is another zone's, so a time shown needs its zone named. */
export const isViewerElsewhere = (): boolean => displayTimeZone() !== viewerTimeZone();

// Each zone is checked once: building an Intl.DateTimeFormat to check it cost a few ms inside a
// page's longest task.
const knownZones = new Map<string, boolean>();

function isKnownTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-AU', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(zone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(zone);
  if (!format) {
    // en-AU names Australian and New Zealand zones (AEST, ACDT, NZST); elsewhere it gives "GMT-8".
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'short',
    });
    clockFormats.set(zone, format);
  }
  return format;
}

function readClock(instant: Date, zone: string): { clock: WallClock; zoneName: string } {
  const parts: Record<string, string> = {};
  for (const part of clockFormat(zone).formatToParts(instant)) parts[part.type] = part.value;
  const clock = {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
  return { clock, zoneName: parts.timeZoneName ?? zone };
}

/** The institute's wall clock at an instant. */
export const clockAt = (instant: Date, zone = displayTimeZone()): WallClock => readClock(instant, zone).clock;

/** "AEDT", "AEST", "GMT-8": the zone's short name at an instant (it changes with daylight saving). */
export const zoneNameAt = (instant: Date, zone = displayTimeZone()): string =>
  readClock(instant, zone).zoneName;

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/**
 * The instant a wall-clock time names in a zone. The offset is read at the wall time taken as UTC and
 * again at that first answer, which settles on the right side of a daylight-saving change; a time
 * the clocks skip going forward lands as far past the change as it was meant to be (2:30 AM shows
 * as 3:30 AM), as a JavaScript Date does.
 */
export function instantOf(clock: WallClock, zone = displayTimeZone()): Date {
  const wall = asUtc(clock);
  const offsetAt = (instant: number) => asUtc(clockAt(new Date(instant), zone)) - instant;
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  const exact = [second, first].find((instant) => asUtc(clockAt(new Date(instant), zone)) === wall);
  return new Date(exact ?? Math.max(first, second));
}

/** Today's calendar day (YYYY-MM-DD) on the institute's clock. */
export function instituteToday(now = new Date()): string {
  const { year, month, day } = clockAt(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first and last millisecond of a calendar day (YYYY-MM-DD) on the institute's clock. */
export function instituteDayBounds(day: string): { start: Date; end: Date } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const start = instantOf({ year, month, day: date, hour: 0, minute: 0, second: 0 });
  // Date.UTC rolls the 32nd over into the next month; a day is not always 24 hours long.
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const nextStart = instantOf({ ...clockAt(next, 'UTC'), hour: 0, minute: 0, second: 0 });
  return { start, end: new Date(nextStart.getTime() - 1) };
}

/** This calendar year on the institute's clock: the default of every year filter. */
export const instituteYear = (now = new Date()): number => Number(instituteToday(now).slice(0, 4));
