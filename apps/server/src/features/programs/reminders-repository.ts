import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  selectRecipients,
  supervisorsOfEducatorsIn,
  type ReminderPerson,
} from '../../db/reminder-recipients.js';
import { sqlArray } from '../../db/sql-rows.js';

/**
 * Active supervisors of the institute whose active educators registered for programs (pending or
 * approved) since midnight of `sinceDay` on the institute's clock (`timeZone`), with how many
 * registrations.
 */
export function supervisorsWithNewRegistrations(
  db: Executor,
  instituteId: number,
  timeZone: string,
  sinceDay: string,
) {
  return supervisorsOfEducatorsIn(
    db,
    instituteId,
    sql`select r.user_id from registrations r
      where r.institute_id = ${instituteId} and r.status <> 'incomplete'
        and r.created_at >= (${sinceDay}::date::timestamp at time zone ${timeZone})`,
  );
}

/**
 * Active registrants (approved, in a published program) of the institute's workshops that start on
 * one of `dates` in the institute's time zone, with one line per workshop ("Name: 2026-12-08 09:00").
 */
export async function registrantsOfWorkshopsOn(
  db: Executor,
  instituteId: number,
  timeZone: string,
  dates: string[],
): Promise<ReminderPerson[]> {
  if (!dates.length) return [];
  const local = sql`(w.start_time at time zone ${timeZone})`;
  return selectRecipients(
    db,
    sql`
      select u.id, u.email, u.given_name, u.family_name, count(*)::int as count,
        array_agg(coalesce(p.name, 'Program') || ' – ' || coalesce(w.name, 'Workshop') || ': '
          || to_char(${local}, 'YYYY-MM-DD HH24:MI') order by w.start_time) as lines
      from workshops w
      join programs p on p.institute_id = w.institute_id and p.id = w.program_id and p.published
      join registrations r on r.institute_id = p.institute_id and r.program_id = p.id
        and r.status = 'approved'
      join users u on u.institute_id = r.institute_id and u.id = r.user_id and u.active
      where w.institute_id = ${instituteId}
        and ${local}::date = any(${sqlArray(dates, 'date')})
      group by u.id, u.email, u.given_name, u.family_name
      order by u.id`,
  );
}
