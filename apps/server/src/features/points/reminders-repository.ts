import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

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

/**
 * The approvers of the institute's pending point requests (points policies): each active admin with
 * every pending one, each active supervisor with their educators' requests of the types the institute
 * lets supervisors action (`supervisorTypes`), and how many.
 */
export async function approversWithPendingPointRequests(
  db: Executor,
  instituteId: number,
  supervisorTypes: string[],
): Promise<(ReminderPerson & { count: number })[]> {
  return rowsOf<ReminderPerson & { count: number }>(
    await db.execute(sql`
      with pending as (
        select u.supervisor_id, q.type
        from point_requests q
        join users u on u.institute_id = q.institute_id and u.id = q.user_id and u.active
        where q.institute_id = ${instituteId} and q.status = 0)
      select a.id, a.email, a.given_name, a.family_name, count(*)::int as count
      from users a
      join pending p on a.is_institute_admin
        or (a.is_supervisor and p.supervisor_id = a.id
            and p.type = any(${`{${supervisorTypes.join(',')}}`}::text[]))
      where a.institute_id = ${instituteId} and a.active
      group by a.id, a.email, a.given_name, a.family_name
      order by a.id`),
  );
}

/**
 * Active educators of the institute whose passport of the period starting `periodStart` is under way
 * but short of their employment type's requirements (IN_PROGRESS with some points).
 */
export async function educatorsWithPartialPoints(
  db: Executor,
  instituteId: number,
  periodStart: string,
): Promise<ReminderPerson[]> {
  return rowsOf<ReminderPerson>(
    await db.execute(sql`
      select u.id, u.email, u.given_name, u.family_name
      from passports p
      join users u on u.institute_id = p.institute_id and u.id = p.user_id and u.active and u.is_educator
      where p.institute_id = ${instituteId} and p.period_start = ${periodStart}
        and p.status = 'IN_PROGRESS' and p.professional_points + p.vocational_points > 0
      order by u.id`),
  );
}
