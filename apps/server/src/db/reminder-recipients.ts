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
  /**
   * The supervisors (names, comma-separated) whose records the count includes because the recipient
   * acts for them today (features/team/delegations); null when all are their own.
   */
  on_behalf_of?: string | null;
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
 * The institute's delegations running today in its time zone: `supervisor_id`, `delegate_id` and the
 * supervisor's name. A reminder that reaches a supervisor reaches these delegates too.
 */
export function activeDelegations(instituteId: number): SQL {
  return sql`
    select d.supervisor_id, d.delegate_id, s.given_name || ' ' || s.family_name as supervisor_name
    from delegations d
    join institutes i on i.id = d.institute_id
    join users s on s.institute_id = d.institute_id and s.id = d.supervisor_id
    where d.institute_id = ${instituteId} and d.ended_at is null
      and d.starts_on <= (now() at time zone i.timezone)::date
      and d.ends_on >= (now() at time zone i.timezone)::date`;
}

/**
 * A team's records reach its supervisor (`via`) and the delegates acting for them today: the
 * condition on the recipient `a`, with `acting` (activeDelegations) in the query.
 */
export const reachesTeamOf = (via: SQL) =>
  sql`(${via} = a.id or exists (select 1 from acting x where x.delegate_id = a.id and x.supervisor_id = ${via}))`;

/** The names of the supervisors the recipient `a` stood in for among `via` (null: none). */
export const onBehalfOf = (via: SQL) =>
  sql`(select string_agg(x.supervisor_name, ', ' order by x.supervisor_name) from acting x
    where x.delegate_id = a.id and x.supervisor_id = any(array_agg(distinct ${via})))`;

/**
 * The approvers of the institute's pending records, each with how many wait (points and
 * registrations policies): every active institute admin with every one; each active supervisor with
 * their own educators' ones that a supervisor may decide. `pending` selects one row per pending
 * record of the institute: its registrant (`user_id`) and whether a supervisor may decide it
 * (`supervisor_decides`). A record of an inactive registrant waits for nobody. A supervisor's
 * records reach the delegates acting for them today too (`on_behalf_of` names them).
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
        join users u on u.institute_id = ${instituteId} and u.id = p.user_id and u.active),
      acting as (${activeDelegations(instituteId)})
      select a.id, a.email, a.given_name, a.family_name, count(*)::int as count,
        case when a.is_institute_admin then null
          else ${onBehalfOf(sql`p.supervisor_id`)} end as on_behalf_of
      from users a
      join pending p on a.is_institute_admin
        or (a.is_supervisor and p.supervisor_decides and ${reachesTeamOf(sql`p.supervisor_id`)})
      where a.institute_id = ${instituteId} and a.active
      group by a.id, a.email, a.given_name, a.family_name, a.is_institute_admin
      order by a.id`,
  );
}

/**
 * The active supervisors of active educators with records waiting, each with how many: `records`
 * selects the educator (`user_id`) of each record of the institute. The delegates acting for a
 * supervisor today get theirs too (`on_behalf_of` names the supervisors).
 */
export async function supervisorsOfEducatorsIn(
  db: Executor,
  instituteId: number,
  records: SQL,
): Promise<CountedPerson[]> {
  return selectRecipients<CountedPerson>(
    db,
    sql`
      with acting as (${activeDelegations(instituteId)})
      select a.id, a.email, a.given_name, a.family_name, count(*)::int as count,
        ${onBehalfOf(sql`e.supervisor_id`)} as on_behalf_of
      from (${records}) r
      join users e on e.institute_id = ${instituteId} and e.id = r.user_id and e.active
      join users a on a.institute_id = e.institute_id and a.active
        and ((a.is_supervisor and a.id = e.supervisor_id)
          or ((a.is_supervisor or a.is_institute_admin) and a.id <> e.supervisor_id
            and ${reachesTeamOf(sql`e.supervisor_id`)}))
      group by a.id, a.email, a.given_name, a.family_name
      order by a.id`,
  );
}
