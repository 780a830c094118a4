import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { approversOfPending, selectRecipients, type ReminderPerson } from '../../db/reminder-recipients.js';
import { sqlArray } from '../../db/sql-rows.js';

/** Active educators of the institute with no points dated in the period [from, to]. */
export async function educatorsWithoutPoints(
  db: Executor,
  instituteId: number,
  period: { start: string; end: string },
): Promise<ReminderPerson[]> {
  return selectRecipients(
    db,
    sql`
      select u.id, u.email, u.given_name, u.family_name
      from users u
      where u.institute_id = ${instituteId} and u.active and u.is_educator
        and not exists (
          select 1 from points_histories h
          where h.institute_id = u.institute_id and h.user_id = u.id
            and h.date between ${period.start} and ${period.end})
      order by u.id`,
  );
}

/**
 * The approvers of the institute's pending point requests (points policies): each active admin with
 * every pending one, each active supervisor with their educators' requests of the types the institute
 * lets supervisors action (`supervisorTypes`), and how many.
 */
export function approversWithPendingPointRequests(
  db: Executor,
  instituteId: number,
  supervisorTypes: string[],
) {
  return approversOfPending(
    db,
    instituteId,
    sql`select q.user_id, q.type = any(${sqlArray(supervisorTypes, 'text')}) as supervisor_decides
      from point_requests q where q.institute_id = ${instituteId} and q.status = 0`,
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
  return selectRecipients(
    db,
    sql`
      select u.id, u.email, u.given_name, u.family_name
      from passports p
      join users u on u.institute_id = p.institute_id and u.id = p.user_id and u.active and u.is_educator
      where p.institute_id = ${instituteId} and p.period_start = ${periodStart}
        and p.status = 'IN_PROGRESS' and p.professional_points + p.vocational_points > 0
      order by u.id`,
  );
}
