import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.js';
import { rowsOf } from './sql-rows.js';

/**
 * Who gets a reminder (docs/jobs.md): the recipient rows every reminder kind's query answers, and the
 * two audiences several kinds share. Each is one set-based query inside one institute.
 */

/** A reminder's recipient (notifications' `ReminderRecipient`): who, and what their email counts or lists. */
export interface ReminderPerson {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  /** What the email counts for this recipient (profiles waiting, requests pending), when it counts. */
  count?: number;
  /** What the email lists for this recipient (the workshops coming up), when it lists anything. */
  lines?: string[];
}
export type CountedPerson = ReminderPerson & { count: number };

/** The recipients a kind's own query selects: `id, email, given_name, family_name`, with any count or lines. */
export async function selectRecipients<T extends ReminderPerson = ReminderPerson>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * The approvers of the institute's pending records, each with how many wait (points and
 * registrations policies): every active institute admin with every one; each active supervisor with
 * their own educators' ones that a supervisor may decide. `pending` selects one row per pending
 * record of the institute: its registrant (`user_id`) and whether a supervisor may decide it
 * (`supervisor_decides`). A record of an inactive registrant waits for nobody.
 */
export async function approversOfPending(
  db: Executor,
  instituteId: number,
  pending: SQL,
): Promise<CountedPerson[]> {
  return selectRecipients<CountedPerson>(
    db,
    sql`
      with pending as (
        select u.supervisor_id, p.supervisor_decides
        from (${pending}) p
        join users u on u.institute_id = ${instituteId} and u.id = p.user_id and u.active)
      select a.id, a.email, a.given_name, a.family_name, count(*)::int as count
      from users a
      join pending p on a.is_institute_admin
        or (a.is_supervisor and p.supervisor_id = a.id and p.supervisor_decides)
      where a.institute_id = ${instituteId} and a.active
      group by a.id, a.email, a.given_name, a.family_name
      order by a.id`,
  );
}

/**
 * The active supervisors of active educators with records waiting, each with how many: `records`
 * selects the educator (`user_id`) of each record of the institute.
 */
export async function supervisorsOfEducatorsIn(
  db: Executor,
  instituteId: number,
  records: SQL,
): Promise<CountedPerson[]> {
  return selectRecipients<CountedPerson>(
    db,
    sql`
      select s.id, s.email, s.given_name, s.family_name, count(*)::int as count
      from (${records}) x
      join users e on e.institute_id = ${instituteId} and e.id = x.user_id and e.active
      join users s on s.institute_id = e.institute_id and s.id = e.supervisor_id
        and s.active and s.is_supervisor
      group by s.id, s.email, s.given_name, s.family_name
      order by s.id`,
  );
}
