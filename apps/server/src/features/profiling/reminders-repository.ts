import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  selectRecipients,
  supervisorsOfEducatorsIn,
  type ReminderPerson,
} from '../../db/reminder-recipients.js';

/** Active educators of the institute whose profile of the period starting `periodStart` they have not completed. */
export async function educatorsWithProfileToComplete(
  db: Executor,
  instituteId: number,
  periodStart: string,
): Promise<ReminderPerson[]> {
  return selectRecipients(
    db,
    sql`
      select u.id, u.email, u.given_name, u.family_name
      from users u
      left join profiles p
        on p.institute_id = u.institute_id and p.user_id = u.id and p.period_start = ${periodStart}
      where u.institute_id = ${instituteId} and u.active and u.is_educator
        and not coalesce(p.educator_completed, false)
      order by u.id`,
  );
}

/**
 * Active supervisors of the institute with profiles waiting for their rating (their active educators
 * completed this period's profile, which the supervisor has not rated), and how many.
 */
export function supervisorsWithProfilesWaiting(db: Executor, instituteId: number, periodStart: string) {
  return supervisorsOfEducatorsIn(
    db,
    instituteId,
    sql`select p.user_id from profiles p
      where p.institute_id = ${instituteId} and p.period_start = ${periodStart}
        and p.educator_completed and not p.supervisor_completed`,
  );
}
