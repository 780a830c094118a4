import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  selectRecipients,
  supervisorsOfEducatorsIn,
  type ReminderPerson,
} from '../../db/reminder-recipients.js';

/**
 * Active supervisors of the institute whose active educators registered for programs (pending or
 * approved) from midnight of `fromDay` up to midnight of `toDay` (not included) on the institute's
 * clock (`timeZone`), with how many registrations.
 */
export function supervisorsWithNewRegistrations(
  db: Executor,
  instituteId: number,
  timeZone: string,
  days: { fromDay: string; toDay: string },
) {
  const midnight = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  return supervisorsOfEducatorsIn(
    db,
    instituteId,
    sql`select r.user_id from registrations r
      where r.institute_id = ${instituteId} and r.status <> 'incomplete'
        and r.created_at >= ${midnight(days.fromDay)} and r.created_at < ${midnight(days.toDay)}`,
  );
}

/** A registrant with the workshops their reminder lists: a line and its key per workshop. */
export interface WorkshopRegistrant extends ReminderPerson {
  lines: string[];
  line_keys: string[];
}

/**
 * Active registrants (approved, in a published program) of the institute's workshops that start after
 * `sendHour` o'clock on `day` and on or before `lastDate`, on the institute's clock (`timeZone`), with
 * one line per workshop ("Program – Name: 2026-12-08 09:00") and its key: the workshop and its start
 * (`workshop:12:2026-12-07T22:00:00Z`), so a workshop moved to another start has a new one.
 */
export async function registrantsOfWorkshopsDue(
  db: Executor,
  instituteId: number,
  timeZone: string,
  due: { day: string; sendHour: number; lastDate: string },
): Promise<WorkshopRegistrant[]> {
  const local = sql`(w.start_time at time zone ${timeZone})`;
  const order = sql`order by w.start_time, w.id`;
  return selectRecipients<WorkshopRegistrant>(
    db,
    sql`
      select u.id, u.email, u.given_name, u.family_name, count(*)::int as count,
        array_agg(coalesce(p.name, 'Program') || ' – ' || coalesce(w.name, 'Workshop') || ': '
          || to_char(${local}, 'YYYY-MM-DD HH24:MI') ${order}) as lines,
        array_agg('workshop:' || w.id || ':'
          || to_char(w.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') ${order}) as line_keys
      from workshops w
      join programs p on p.institute_id = w.institute_id and p.id = w.program_id and p.published
      join registrations r on r.institute_id = p.institute_id and r.program_id = p.id
        and r.status = 'approved'
      join users u on u.institute_id = r.institute_id and u.id = r.user_id and u.active
      where w.institute_id = ${instituteId}
        and w.start_time > ((${due.day}::date + make_interval(hours => ${due.sendHour}::int))
          at time zone ${timeZone})
        and ${local}::date <= ${due.lastDate}::date
      group by u.id, u.email, u.given_name, u.family_name
      order by u.id`,
  );
}
