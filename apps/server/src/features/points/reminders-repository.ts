import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ReminderPerson {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
}

/** Active educators of the institute with no points dated in the period [from, to]. */
export async function educatorsWithoutPoints(
  db: Executor,
  instituteId: number,
  period: { start: string; end: string },
): Promise<ReminderPerson[]> {
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
      select u.id, u.email, u.given_name, u.family_name
      from users u
      where u.institute_id = ${instituteId} and u.active and u.is_educator
        and not exists (
          select 1 from points_histories h
          where h.institute_id = u.institute_id and h.user_id = u.id
            and h.date between ${period.start} and ${period.end})
      order by u.id`),
  );
}
