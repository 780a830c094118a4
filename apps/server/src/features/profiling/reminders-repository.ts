import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

export interface ReminderPerson {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  count?: number;
}

/** Active educators of the institute whose profile of the period starting `periodStart` they have not completed. */
export async function educatorsWithProfileToComplete(
  db: Executor,
  instituteId: number,
  periodStart: string,
): Promise<ReminderPerson[]> {
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
      select u.id, u.email, u.given_name, u.family_name
      from users u
      left join profiles p
        on p.institute_id = u.institute_id and p.user_id = u.id and p.period_start = ${periodStart}
      where u.institute_id = ${instituteId} and u.active and u.is_educator
        and not coalesce(p.educator_completed, false)
      order by u.id`),
  );
}

/**
 * Active supervisors of the institute with profiles waiting for their rating (their active educators
 * completed this period's profile, which the supervisor has not rated), and how many.
 */
export async function supervisorsWithProfilesWaiting(
  db: Executor,
  instituteId: number,
  periodStart: string,
): Promise<ReminderPerson[]> {
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
      select s.id, s.email, s.given_name, s.family_name, count(*)::int as count
      from profiles p
      join users e on e.institute_id = p.institute_id and e.id = p.user_id and e.active
      join users s on s.institute_id = e.institute_id and s.id = e.supervisor_id
        and s.active and s.is_supervisor
      where p.institute_id = ${instituteId} and p.period_start = ${periodStart}
        and p.educator_completed and not p.supervisor_completed
      group by s.id, s.email, s.given_name, s.family_name
      order by s.id`),
  );
}
