import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

export interface ReminderPerson {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  count?: number;
  lines?: string[];
}

/**
 * Active supervisors of the institute whose active educators registered for programs (pending or
 * approved) since midnight of `sinceDay` on the institute's clock (`timeZone`), with how many
 * registrations.
 */
export async function supervisorsWithNewRegistrations(
  db: Executor,
  instituteId: number,
  timeZone: string,
  sinceDay: string,
): Promise<ReminderPerson[]> {
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
      select s.id, s.email, s.given_name, s.family_name, count(*)::int as count
      from registrations r
      join users e on e.institute_id = r.institute_id and e.id = r.user_id and e.active
      join users s on s.institute_id = e.institute_id and s.id = e.supervisor_id
        and s.active and s.is_supervisor
      where r.institute_id = ${instituteId} and r.status <> 'incomplete'
        and r.created_at >= (${sinceDay}::date::timestamp at time zone ${timeZone})
      group by s.id, s.email, s.given_name, s.family_name
      order by s.id`),
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
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
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
      order by u.id`),
  );
}
