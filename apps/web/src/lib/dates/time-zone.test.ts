import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatTimeSpan, parseDate, toApiDate } from './format-date';
import {
  clockAt,
  displayTimeZone,
  instantOf,
  instituteDayBounds,
  instituteToday,
  instituteYear,
  setDisplayTimeZone,
} from './time-zone';

const MELBOURNE = 'Australia/Melbourne';
const LOS_ANGELES = 'America/Los_Angeles';

afterEach(() => setDisplayTimeZone(undefined));

describe('an instant from the API, in the institute zone', () => {
  // 22:00 UTC on 20 Nov is 9:00 AM on 21 Nov in Melbourne (AEDT, UTC+11).
  const workshop = '2026-11-20T22:00:00.000Z';

  it('shows the institute clock and names the zone for a viewer elsewhere', () => {
    setDisplayTimeZone(MELBOURNE, LOS_ANGELES);
    expect(formatTime(workshop)).toBe('9:00 AM AEDT');
    expect(formatDateTime(workshop)).toBe('21/11/26 9:00 AM AEDT');
    expect(formatDate(workshop)).toBe('21/11/26');
    expect(toApiDate(workshop)).toBe('2026-11-21');
  });

  it('names no zone when the viewer is in the institute zone', () => {
    setDisplayTimeZone(MELBOURNE, MELBOURNE);
    expect(formatDateTime(workshop)).toBe('21/11/26 9:00 AM');
  });

  it('reads an explicit offset as that instant', () => {
    setDisplayTimeZone('UTC', MELBOURNE);
    expect(formatDateTime('2026-11-21T09:00:00+11:00')).toBe('20/11/26 10:00 PM UTC');
  });

  it('can leave the zone out where the page names it once', () => {
    setDisplayTimeZone(MELBOURNE, 'UTC');
    expect(formatTime(workshop, { zone: false })).toBe('9:00 AM');
  });
});

describe('setting the zone', () => {
  // The shell sets it on every render of its providers: checking the zone there built an
  // Intl.DateTimeFormat inside the page's longest task, which loads the time-zone data on a cold load.
  it('checks a zone only when a time is shown, and each zone once', () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 5; i++) setDisplayTimeZone('Pacific/Auckland', 'UTC');
      setDisplayTimeZone('Not/AZone', 'UTC');
      setDisplayTimeZone('Not/AZone', 'UTC');
      expect(spy).not.toHaveBeenCalled();
      for (let i = 0; i < 3; i++) expect(displayTimeZone()).toBe('UTC');
      setDisplayTimeZone('Pacific/Auckland', 'UTC');
      for (let i = 0; i < 3; i++) expect(displayTimeZone()).toBe('Pacific/Auckland');
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    setDisplayTimeZone('Not/AZone', 'UTC');
    // An unknown zone stays unknown: the viewer's clock stands in.
    expect(formatTime('2026-11-20T22:00:00.000Z')).toBe('10:00 PM');
    setDisplayTimeZone('Pacific/Auckland', 'UTC');
    expect(formatTime('2026-11-20T22:00:00.000Z')).toBe('11:00 AM NZDT');
  });
});

describe('daylight saving in the institute zone', () => {
  it('names standard and daylight time by the date (Melbourne: AEDT until 5 Apr 2026, 3 AM)', () => {
    setDisplayTimeZone(MELBOURNE, 'UTC');
    // 15:59 UTC on 4 Apr is 2:59 AM AEDT; a minute later the clocks go back to 2:00 AM AEST.
    expect(formatDateTime('2026-04-04T15:59:00Z')).toBe('5/4/26 2:59 AM AEDT');
    expect(formatDateTime('2026-04-04T16:00:00Z')).toBe('5/4/26 2:00 AM AEST');
  });

  it('finds the instant of a wall-clock time on either side of a change', () => {
    expect(
      instantOf({ year: 2026, month: 4, day: 5, hour: 12, minute: 0, second: 0 }, MELBOURNE).toISOString(),
    ).toBe('2026-04-05T02:00:00.000Z');
    expect(
      instantOf({ year: 2026, month: 4, day: 4, hour: 12, minute: 0, second: 0 }, MELBOURNE).toISOString(),
    ).toBe('2026-04-04T01:00:00.000Z');
    // Los Angeles skips 2:00–3:00 AM on 8 Mar 2026: 2:30 AM is shown as the clocks would, 3:30 AM.
    const skipped = instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, LOS_ANGELES);
    expect(clockAt(skipped, LOS_ANGELES)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('shows a wall time in a viewer zone where it does not exist, unchanged', () => {
    // 2:30 AM on 8 Mar 2026 does not exist in Los Angeles; Melbourne's 2:30 AM is shown as it is.
    setDisplayTimeZone(MELBOURNE, LOS_ANGELES);
    expect(formatTime('2026-03-08T02:30')).toBe('2:30 AM AEDT');
  });
});

describe('values that are already on the institute clock', () => {
  it('shows a local wall time (start_local) as it is, naming its zone at that date', () => {
    setDisplayTimeZone(MELBOURNE, 'UTC');
    expect(formatDateTime('2026-11-21T09:00')).toBe('21/11/26 9:00 AM AEDT');
    expect(formatDateTime('2026-06-21T09:00')).toBe('21/6/26 9:00 AM AEST');
  });

  it('shows a bare date as that calendar day in any zone', () => {
    setDisplayTimeZone('Pacific/Kiritimati', 'Pacific/Pago_Pago');
    expect(formatDate('2026-11-20')).toBe('20/11/26');
    expect(toApiDate('2026-11-20')).toBe('2026-11-20');
  });

  it('sends the calendar day a picker shows, whatever the zones', () => {
    setDisplayTimeZone(MELBOURNE, LOS_ANGELES);
    const picked = parseDate('2026-11-20');
    expect(picked && [picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([2026, 10, 20]);
    expect(toApiDate(picked)).toBe('2026-11-20');
  });

  it('feeds a picker the institute day of an instant', () => {
    setDisplayTimeZone(MELBOURNE, LOS_ANGELES);
    expect(toApiDate(parseDate('2026-11-20T22:00:00Z'))).toBe('2026-11-21');
  });
});

describe('formatTimeSpan', () => {
  it('gives the end its time only on the same day, and names the zone once', () => {
    setDisplayTimeZone(MELBOURNE, 'UTC');
    expect(formatTimeSpan('2026-12-01T09:00', '2026-12-01T12:00')).toBe('1/12/26 · 9:00 AM – 12:00 PM AEDT');
    expect(formatTimeSpan('2026-12-01T09:00', '2026-12-02T12:00')).toBe(
      '1/12/26 · 9:00 AM – 2/12/26 · 12:00 PM AEDT',
    );
  });
});

describe('instituteToday', () => {
  it('is the calendar day on the institute clock', () => {
    setDisplayTimeZone(MELBOURNE, LOS_ANGELES);
    // 14:30 UTC on 20 Nov is already 21 Nov in Melbourne.
    expect(instituteToday(new Date('2026-11-20T14:30:00Z'))).toBe('2026-11-21');
    setDisplayTimeZone(LOS_ANGELES, MELBOURNE);
    expect(instituteToday(new Date('2026-11-20T14:30:00Z'))).toBe('2026-11-20');
  });

  it('gives the year on the institute clock, a New Year early in Melbourne', () => {
    setDisplayTimeZone(MELBOURNE, LOS_ANGELES);
    expect(instituteYear(new Date('2026-12-31T14:00:00Z'))).toBe(2027);
  });

  it('falls back to the viewer zone for an unknown zone', () => {
    setDisplayTimeZone('Mars/Olympus_Mons', 'UTC');
    expect(instituteToday(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-20');
  });
});

describe('instituteDayBounds', () => {
  it('spans the calendar day on the institute clock, 23 or 25 hours across a change', () => {
    setDisplayTimeZone(MELBOURNE, LOS_ANGELES);
    const { start, end } = instituteDayBounds('2026-04-05');
    expect(start.toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-05T13:59:59.999Z');
    expect(instituteDayBounds('2026-12-31').end.toISOString()).toBe('2026-12-31T12:59:59.999Z');
  });
});
