import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';

/**
 * The calendar file a registration email carries, per the institute's `ical_type` (part 1 §3
 * "Calendar Settings"): `regular` is a plain calendar to import (no METHOD), `invite` an invitation
 * (METHOD:REQUEST, with an organizer and the registrant as attendee) that mail clients offer to
 * accept, `none` no file. One VEVENT per workshop. Times are written in UTC, the same instants the
 * workshops were entered as in the institute's time zone, which is named as the calendar's zone.
 */

export type IcalType = 'regular' | 'invite' | 'none';

/** The mailer's attachment shape. */
interface CalendarAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface CalendarWorkshopData {
  id: number;
  name: string | null;
  start_time: Date;
  end_time: Date;
  room: string | null;
  presenter: string | null;
  description: string | null;
  location_name: string | null;
}

export interface CalendarData {
  type: IcalType;
  instituteId: number;
  timeZone: string;
  programName: string;
  workshops: CalendarWorkshopData[];
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const PROD_ID = { company: 'PD Passport', product: 'Programs', language: 'EN' };

/** A stable identifier per workshop, so a later invitation updates the same calendar entry. */
const uidOf = (instituteId: number, workshopId: number) =>
  `workshop-${instituteId}-${workshopId}@pd-passport`;

function locationOf(workshop: CalendarWorkshopData): string | null {
  const parts = [workshop.location_name, workshop.room].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : null;
}

/** The calendar as text, or null when the institute sends none (or the program has no workshops). */
export function renderCalendar(data: CalendarData): string | null {
  if (data.type === 'none' || data.workshops.length === 0) return null;
  const isInvite = data.type === 'invite';
  const calendar = ical({
    prodId: PROD_ID,
    name: data.programName,
    method: isInvite ? ICalCalendarMethod.REQUEST : null,
    x: { 'X-WR-TIMEZONE': data.timeZone },
  });
  for (const workshop of data.workshops) {
    const summary = workshop.name ? `${data.programName}: ${workshop.name}` : data.programName;
    const description = [workshop.presenter ? `Presenter: ${workshop.presenter}` : null, workshop.description]
      .filter(Boolean)
      .join('\n\n');
    calendar.createEvent({
      id: uidOf(data.instituteId, workshop.id),
      start: workshop.start_time,
      end: workshop.end_time,
      summary,
      description: description || null,
      location: locationOf(workshop),
      ...(isInvite
        ? {
            organizer: data.organizer,
            attendees: [
              {
                ...data.attendee,
                rsvp: true,
                role: ICalAttendeeRole.REQ,
                status: ICalAttendeeStatus.NEEDSACTION,
              },
            ],
          }
        : {}),
    });
  }
  return calendar.toString();
}

/** The email attachment of the calendar, or none. */
export function calendarAttachment(data: CalendarData): CalendarAttachment[] {
  const text = renderCalendar(data);
  if (text === null) return [];
  const isInvite = data.type === 'invite';
  return [
    {
      filename: isInvite ? 'invite.ics' : 'program.ics',
      contentType: isInvite ? 'text/calendar; charset=utf-8; method=REQUEST' : 'text/calendar; charset=utf-8',
      content: Buffer.from(text, 'utf8'),
    },
  ];
}
