import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

/**
 * Places open in live programs, by domain (docs/using-planning.md): what an educator could still
 * register for, and what the institute has scheduled ahead. A place is taken by a pending or an
 * approved registration, as registering counts it.
 */

const TAKEN = sql.raw(`(select count(*) from registrations r where r.institute_id = p.institute_id
  and r.program_id = p.id and r.status in ('pending', 'approved'))::int`);

export interface OpenProgramRow {
  id: number;
  name: string | null;
  program_type: string | null;
  domain_id: number;
  domain_name: string;
  start_date: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  registrations_open: boolean;
  attendee_limit: number | null;
  points: number;
  taken: number;
}

/**
 * Live programs of these domains taking registrations, not full, for which the user has no
 * registration of any status; soonest first.
 */
export async function openProgramsInDomains(
  db: Executor,
  instituteId: number,
  userId: number,
  domainIds: number[],
  now: Date,
) {
  if (!domainIds.length) return [];
  const result = await db.execute(sql`
    select * from (
      select p.id, p.name, p.program_type, p.domain_id, d.name as domain_name, p.start_date::text as start_date,
        p.starts_at, p.ends_at, p.registrations_open, p.attendee_limit,
        p.workshop_points::float8 as points, ${TAKEN} as taken
      from programs p
      join domains d on d.institute_id = p.institute_id and d.id = p.domain_id
      where p.institute_id = ${instituteId} and p.published and p.registrations_open
        and (p.ends_at is null or p.ends_at >= ${now.toISOString()}::timestamptz)
        and p.domain_id = any(${sqlArray(domainIds, 'int')})
        and not exists (select 1 from registrations mine where mine.institute_id = p.institute_id
          and mine.program_id = p.id and mine.user_id = ${userId})
    ) open
    where attendee_limit is null or taken < attendee_limit
    order by starts_at asc nulls last, id`);
  return rowsOf<OpenProgramRow>(result).map((row) => ({
    ...row,
    starts_at: row.starts_at && new Date(row.starts_at),
    ends_at: row.ends_at && new Date(row.ends_at),
  }));
}

export interface ScheduledPlacesRow {
  domain_id: number;
  domain_name: string;
  /** Free places of the programs starting before each horizon (limited programs only). */
  places: number[];
  /** Programs without a limit starting before each horizon. */
  unlimited: number[];
}

/**
 * Per domain, the free places of live programs taking registrations that start between now and
 * each horizon (ascending; the last bounds the query).
 */
export async function scheduledPlacesByDomain(
  db: Executor,
  instituteId: number,
  now: Date,
  horizons: Date[],
): Promise<ScheduledPlacesRow[]> {
  const last = horizons.at(-1)!;
  const before = (horizon: Date) => sql`starts_at <= ${horizon.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select domain_id, min(domain_name) as domain_name,
      array[${sql.join(
        horizons.map(
          (h) => sql`coalesce(sum(greatest(attendee_limit - taken, 0)) filter (where ${before(h)}), 0)::int`,
        ),
        sql`, `,
      )}] as places,
      array[${sql.join(
        horizons.map((h) => sql`(count(*) filter (where attendee_limit is null and ${before(h)}))::int`),
        sql`, `,
      )}] as unlimited
    from (
      select p.domain_id, d.name as domain_name, p.starts_at, p.attendee_limit, ${TAKEN} as taken
      from programs p
      join domains d on d.institute_id = p.institute_id and d.id = p.domain_id
      where p.institute_id = ${instituteId} and p.published and p.registrations_open
        and p.starts_at >= ${now.toISOString()}::timestamptz
        and p.starts_at <= ${last.toISOString()}::timestamptz
    ) scheduled
    group by domain_id`);
  return rowsOf<ScheduledPlacesRow>(result);
}
