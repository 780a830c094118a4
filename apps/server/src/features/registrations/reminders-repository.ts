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

/**
 * The approvers of the institute's pending registrations (registrations policies): each active admin
 * with every pending one, each active supervisor with their own educators', and how many.
 */
export async function approversWithPendingRegistrations(
  db: Executor,
  instituteId: number,
): Promise<ReminderPerson[]> {
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
      with pending as (
        select u.supervisor_id
        from registrations r
        join users u on u.institute_id = r.institute_id and u.id = r.user_id and u.active
        where r.institute_id = ${instituteId} and r.status = 'pending')
      select a.id, a.email, a.given_name, a.family_name, count(*)::int as count
      from users a
      join pending p on a.is_institute_admin or (a.is_supervisor and p.supervisor_id = a.id)
      where a.institute_id = ${instituteId} and a.active
      group by a.id, a.email, a.given_name, a.family_name
      order by a.id`),
  );
}
