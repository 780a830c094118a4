import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { institutes, profiles, users, vcms } from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import { userScopeCondition, type UserScope } from '../../db/user-scope.js';

/** A user of the institute whose console an admin asks for. */
export function findUser(db: Executor, instituteId: number, id: number) {
  return db
    .select({ id: users.id, full_name: userFullName(users), is_supervisor: users.is_supervisor })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id)))
    .then((rows) => rows[0]);
}

/* The team console's waiting VCMs and profiles: the first `limit` of each, and how many wait. */

const owner = {
  user_id: users.id,
  user_full_name: userFullName(users),
};

/** VCMs in review whose approver is the user, while the institute has VCM on. */
export async function listVcmsInReviewFor(
  db: Executor,
  instituteId: number,
  approverId: number,
  viewerId: number,
  limit: number,
) {
  const where = and(
    eq(vcms.institute_id, instituteId),
    eq(vcms.status, 'in_review'),
    eq(vcms.approver_user_id, approverId),
    ne(vcms.owner_user_id, viewerId),
    eq(institutes.vcm_enabled, true),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ ...owner, id: vcms.id })
      .from(vcms)
      .innerJoin(institutes, eq(institutes.id, vcms.institute_id))
      .innerJoin(users, sameTenantRow(users, vcms.owner_user_id, vcms.institute_id))
      .where(where)
      .orderBy(asc(vcms.updated_at), asc(vcms.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(vcms)
      .innerJoin(institutes, eq(institutes.id, vcms.institute_id))
      .where(where),
  ]);
  return { count: total?.n ?? 0, items };
}

/** Profiles of the period the educator finished and their supervisor has yet to rate. */
export async function listProfilesToRate(
  db: Executor,
  instituteId: number,
  periodStart: string,
  scope: UserScope,
  limit: number,
) {
  const where = and(
    eq(profiles.institute_id, instituteId),
    eq(profiles.period_start, periodStart),
    eq(profiles.educator_completed, true),
    eq(profiles.completed, false),
    userScopeCondition(scope),
  );
  const joined = sameTenantRow(users, profiles.user_id, profiles.institute_id);
  const [items, [total]] = await Promise.all([
    db
      .select({ ...owner, id: profiles.id })
      .from(profiles)
      .innerJoin(users, joined)
      .where(where)
      .orderBy(asc(users.family_name), asc(users.given_name), asc(profiles.id))
      .limit(limit),
    db.select({ n: count() }).from(profiles).innerJoin(users, joined).where(where),
  ]);
  return { count: total?.n ?? 0, items };
}
