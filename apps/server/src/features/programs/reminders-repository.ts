import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ReminderPerson {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  count?: number;
}

/**
 * Active supervisors of the institute whose active educators registered for programs (pending or
 * approved) since `since`, with how many registrations.
 */
export async function supervisorsWithNewRegistrations(
  db: Executor,
  instituteId: number,
  since: Date,
): Promise<ReminderPerson[]> {
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
      select s.id, s.email, s.given_name, s.family_name, count(*)::int as count
      from registrations r
      join users e on e.institute_id = r.institute_id and e.id = r.user_id and e.active
      join users s on s.institute_id = e.institute_id and s.id = e.supervisor_id
        and s.active and s.is_supervisor
      where r.institute_id = ${instituteId} and r.status <> 'incomplete'
        and r.created_at >= ${since.toISOString()}::timestamptz
      group by s.id, s.email, s.given_name, s.family_name
      order by s.id`),
  );
}
