import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { profiles, users } from '../../db/schema/index.js';
import { userFullName, userSearch } from '../../db/schema/users.js';
import type { ListResource } from '../../lib/list-query.js';
import { userScopeCondition, type UserScope } from '../../db/user-scope.js';
import { answeredCounts, withCounts } from './answer-counts-repository.js';
import { profilePageRows, profileRows } from './profiles-rows-repository.js';

/** Manage Profiles: filters, sorts and the three named filters (contract PROFILE_NAMED_FILTERS). */
export const profileListResource: ListResource = {
  name: 'profiles',
  fields: {
    user_supervisor_id: { expression: users.supervisor_id, type: 'number', sortable: false, join: 'users' },
    user_id: { expression: profiles.user_id, type: 'number', sortable: false },
    // Searched through the users' one search text and its indexed keys (schema/users.ts).
    educator_full_name: {
      expression: userFullName(users),
      type: 'text',
      ...userSearch(users),
      join: 'users',
    },
    completed_at: { expression: profiles.completed_at, type: 'date' },
    educator_completed_at: { expression: profiles.educator_completed_at, type: 'date' },
  },
  namedFilters: {
    open: and(eq(profiles.educator_completed, true), eq(profiles.completed, false)) as SQL,
    resolved: eq(profiles.completed, true),
    in_progress: eq(profiles.educator_completed, false),
  },
  defaultSort: [asc(users.family_name), asc(users.given_name)],
};

export type ProfileListRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export interface ProfilePage {
  /** The compiled list query's filters. */
  where: SQL | undefined;
  /** Whose profiles the signed-in user may see (profiling policies `visibleProfiles`). */
  scope: UserScope;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /**
   * Whether `where` reads the educators' columns (a name or supervisor filter, or the supervisor's own
   * scope). When it does not, the total is counted on the profiles alone: the join with 20,000 users
   * made the count a hash join over all of them (5 ms), where the profiles' own count takes 0.5 ms.
   */
  whereReadsUsers: boolean;
}

const inPeriod = (instituteId: number, periodStart: string, page: Pick<ProfilePage, 'where' | 'scope'>) =>
  and(
    eq(profiles.institute_id, instituteId),
    eq(profiles.period_start, periodStart),
    page.where,
    userScopeCondition(page.scope),
  );

/**
 * One page, paged on ids first and joined after, in one statement (profilePageRows): the ids
 * subquery joins only the educators (for the name order), so a first page walks the name index and
 * stops after `limit` profiles. The total is counted beside it.
 */
export async function listProfiles(
  db: Database,
  instituteId: number,
  periodStart: string,
  page: ProfilePage,
) {
  const pageIds = db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, and(eq(users.institute_id, profiles.institute_id), eq(users.id, profiles.user_id)))
    .where(inPeriod(instituteId, periodStart, page))
    .orderBy(...page.orderBy, asc(profiles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ rows, activeCapabilities }, total] = await Promise.all([
    profilePageRows(db, instituteId, pageIds),
    countProfiles(db, instituteId, periodStart, page),
  ]);
  return { rows, total, activeCapabilities };
}

async function countProfiles(
  db: Executor,
  instituteId: number,
  periodStart: string,
  page: Pick<ProfilePage, 'where' | 'scope' | 'whereReadsUsers'>,
) {
  const from = db.select({ n: count() }).from(profiles);
  const joined = page.whereReadsUsers
    ? from.innerJoin(
        users,
        and(eq(users.institute_id, profiles.institute_id), eq(users.id, profiles.user_id)),
      )
    : from;
  const [row] = await joined.where(inPeriod(instituteId, periodStart, page));
  return Number(row?.n ?? 0);
}

export async function findProfileRow(db: Executor, instituteId: number, id: number) {
  const [[row], counts] = await Promise.all([
    profileRows(db).execute({ instituteId, ids: [id] }),
    answeredCounts(db, instituteId, [id]),
  ]);
  return row && withCounts(row, counts);
}

export function setSupervisorCompleted(
  db: Executor,
  instituteId: number,
  id: number,
  byUserId: number,
  now: Date,
) {
  return db
    .update(profiles)
    .set({
      supervisor_completed: true,
      supervisor_completed_at: now,
      supervisor_completed_by_id: byUserId,
      completed: true,
      completed_at: now,
    })
    .where(
      and(
        eq(profiles.institute_id, instituteId),
        eq(profiles.id, id),
        eq(profiles.supervisor_completed, false),
      ),
    )
    .returning({ id: profiles.id, user_id: profiles.user_id, period_start: profiles.period_start });
}

export function deleteProfile(db: Executor, instituteId: number, id: number) {
  return db
    .delete(profiles)
    .where(and(eq(profiles.institute_id, instituteId), eq(profiles.id, id), eq(profiles.completed, false)))
    .returning({ id: profiles.id });
}

/** Open profiles (educator done, not completed) of a supervisor's educators in the period. */
export async function countOpenProfiles(
  db: Executor,
  instituteId: number,
  periodStart: string,
  supervisorId: number,
) {
  return countProfiles(db, instituteId, periodStart, {
    where: profileListResource.namedFilters!.open,
    scope: { kind: 'supervised', supervisorId },
    whereReadsUsers: true,
  });
}
