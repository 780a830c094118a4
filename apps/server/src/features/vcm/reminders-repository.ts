import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  activeDelegations,
  onBehalfOf,
  reachesTeamOf,
  selectRecipients,
} from '../../db/reminder-recipients.js';
import { institutes } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * The VCM reminders' and event notifications' recipients (issue 19; docs/jobs.md "VCM"): each one
 * set-based query inside one institute. An educator who may own a VCM is an active educator whose
 * employment type has VCM enabled (policies.ts canOwnVcm).
 */

const vcmEducators = (instituteId: number) => sql`
  select u.id, u.email, u.given_name, u.family_name
  from users u
  join employment_types et on et.institute_id = u.institute_id and et.id = u.employment_type_id
  where u.institute_id = ${instituteId} and u.active and u.is_educator and et.vcm_enabled`;

/**
 * Whether the user `u` (an active user of the VCM's institute) reviews the VCM `v`: its approver, or
 * every institute admin while it has no approver who can act on it (none, one deactivated or no longer
 * a user of the institute, or its own owner); never its owner. The approver reminder and the
 * educator-submitted notification read this one rule, as the review's policy does (policies.ts
 * canReviewVcm: the approver and the admins, never the owner).
 */
const reviewsVcm = (u: SQL) => sql`${u}.id <> v.owner_user_id
  and (${u}.id = v.approver_user_id or (${u}.is_institute_admin and not exists (
    select 1 from users ap
    where ap.institute_id = v.institute_id and ap.id = v.approver_user_id and ap.active
      and ap.id <> v.owner_user_id)))`;

/** Educators who may own a VCM and have none for `year`. */
export async function educatorsWithoutVcm(db: Executor, instituteId: number, year: number) {
  return selectRecipients(
    db,
    sql`
      select e.* from (${vcmEducators(instituteId)}) e
      where not exists (
        select 1 from vcms v
        where v.institute_id = ${instituteId} and v.owner_user_id = e.id and v.year = ${year})
      order by e.id`,
  );
}

/** Educators whose latest revision for `year` is with them: a draft, or returned (needs attention). */
export async function educatorsWithVcmToSubmit(db: Executor, instituteId: number, year: number) {
  return selectRecipients(
    db,
    sql`
      select e.* from (${vcmEducators(instituteId)}) e
      join lateral (
        select v.status from vcms v
        where v.institute_id = ${instituteId} and v.owner_user_id = e.id and v.year = ${year}
        order by v.revision desc limit 1
      ) latest on latest.status in ('draft', 'needs_attention')
      order by e.id`,
  );
}

/**
 * Whether a VCM approved at `approvedAt` has expired by the start of `day` on the institute's clock
 * (`timeZone`): `months` calendar months after its approval (PostgreSQL's month arithmetic in the
 * sessions' UTC, which lib/today.ts plusMonths repeats) fall before that midnight. The VCM page's
 * currency (`currencyOf`) reads it as outdated from the same instant, so the two agree on every day.
 */
export const hasExpiredBy = (approvedAt: SQL, months: number, day: string, timeZone: string) =>
  sql`${approvedAt} + make_interval(months => ${months}::int)
    < (${day}::date::timestamp at time zone ${timeZone})`;

/**
 * Educators whose latest VCM (any year) is approved and has expired by the start of `day`
 * (`hasExpiredBy`): nothing newer is under way.
 */
export async function educatorsWithExpiredVcm(
  db: Executor,
  instituteId: number,
  months: number,
  day: string,
  timeZone: string,
) {
  return selectRecipients(
    db,
    sql`
      select e.* from (${vcmEducators(instituteId)}) e
      join lateral (
        select v.status, v.approved_at from vcms v
        where v.institute_id = ${instituteId} and v.owner_user_id = e.id and v.status <> 'closed'
        order by v.year desc, v.revision desc limit 1
      ) latest on latest.status = 'approved'
        and ${hasExpiredBy(sql`latest.approved_at`, months, day, timeZone)}
      order by e.id`,
  );
}

/**
 * Active approvers with VCMs in review, and how many: each VCM's reviewers (`reviewsVcm`: its
 * approver, or every active institute admin while it has none who can act) and the delegates acting
 * for its approver today; never the VCM's owner.
 */
export async function approversWithVcmsInReview(db: Executor, instituteId: number) {
  return selectRecipients(
    db,
    sql`
      with acting as (${activeDelegations(instituteId)})
      select a.id, a.email, a.given_name, a.family_name, count(*)::int as count,
        ${onBehalfOf(sql`v.approver_user_id`)} as on_behalf_of
      from vcms v
      join users a on a.institute_id = v.institute_id and a.active
        and (${reviewsVcm(sql`a`)}
          or (a.id <> v.owner_user_id and ${reachesTeamOf(sql`v.approver_user_id`)}))
      where v.institute_id = ${instituteId} and v.status = 'in_review'
      group by a.id, a.email, a.given_name, a.family_name
      order by a.id`,
  );
}

export interface VcmEventSubject {
  id: number;
  year: number;
  revision: number;
  owner_full_name: string;
}

/** The VCM an event is about, with its owner's name (null: not in the institute). */
export async function findVcmForNotice(db: Executor, instituteId: number, vcmId: number) {
  const [row] = rowsOf<VcmEventSubject>(
    await db.execute(sql`
      select v.id, v.year, v.revision, o.given_name || ' ' || o.family_name as owner_full_name
      from vcms v join users o on o.institute_id = v.institute_id and o.id = v.owner_user_id
      where v.institute_id = ${instituteId} and v.id = ${vcmId}`),
  );
  return row ?? null;
}

/** The VCM's owner (active), or its reviewers (`reviewsVcm`): its active approver, else every active institute admin. */
export async function vcmEventRecipients(
  db: Executor,
  instituteId: number,
  vcmId: number,
  to: 'owner' | 'approvers',
) {
  const target = to === 'owner' ? sql`u.id = v.owner_user_id` : reviewsVcm(sql`u`);
  return selectRecipients(
    db,
    sql`
      select u.id, u.email, u.given_name, u.family_name
      from vcms v join users u on u.institute_id = v.institute_id and u.active and ${target}
      where v.institute_id = ${instituteId} and v.id = ${vcmId}
      order by u.id`,
  );
}

export async function findInstitute(db: Executor, instituteId: number) {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, instituteId));
  return row ?? null;
}
