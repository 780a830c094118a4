import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { selectionKeys, selectPlainRows } from '../../db/plain-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import { delegations, institutes, SESSION_USER_COLUMNS, sessions, users } from '../../db/schema/index.js';

/**
 * What a request knows of its signed-in user: the presented columns and the sign-in times, not the
 * password hash (read on its own where a password is checked), the search texts or the row's own
 * timestamps. Every signed-in request reads and parses these.
 */
export const sessionUserColumns = Object.fromEntries(
  SESSION_USER_COLUMNS.map((name) => [name, users[name]]),
) as {
  [K in (typeof SESSION_USER_COLUMNS)[number]]: (typeof users)[K];
};

export function insertSession(db: Executor, row: typeof sessions.$inferInsert) {
  return db.insert(sessions).values(row);
}

/**
 * The supervisors whose delegation names the session's user today, in the acting institute's time
 * zone (features/team/delegations): an index scan of a few rows, in the session's own statement, so
 * a delegation starts and stops on the day without a statement of its own. A delegate is always of
 * the delegation's institute, so a user acting in another institute (a super admin visiting) acts
 * for no one there, whatever that institute's ids.
 */
const actingFor = sql<number[]>`coalesce((
  select array_agg(${delegations.supervisor_id} order by ${delegations.supervisor_id}) from ${delegations}
  where ${delegations.institute_id} = ${sessions.institute_id} and ${delegations.delegate_id} = ${sessions.user_id}
    and ${sessions.user_institute_id} = ${sessions.institute_id}
    and ${delegations.ended_at} is null
    and ${delegations.starts_on} <= (now() at time zone ${institutes.timezone})::date
    and ${delegations.ends_on} >= (now() at time zone ${institutes.timezone})::date
    and (${users.is_supervisor} or ${users.is_institute_admin} or ${users.is_super_admin})
), '{}')`;

const sessionWithUserSelection = {
  session: {
    institute_id: sessions.institute_id,
    last_seen_at: sessions.last_seen_at,
    expires_at: sessions.expires_at,
  },
  user: sessionUserColumns,
  institute: {
    id: institutes.id,
    points_anniversary_month: institutes.points_anniversary_month,
    timezone: institutes.timezone,
  },
  acting_for: actingFor,
};
type SessionWithUser = Awaited<ReturnType<ReturnType<typeof sessionWithUser>['execute']>>[number];
const SESSION_WITH_USER_KEYS = selectionKeys<SessionWithUser>(sessionWithUserSelection);

/**
 * Every signed-in request runs it: prepared, so each connection plans it once, and read as plain
 * values (selectPlainRows: its 28 cells mapped by Drizzle were a per-request cost of their own). With
 * the user come the two settings of the institute the session acts in that give its current passport
 * period, which many requests need (Manage Profiles, the shell's badge check, passports): read here,
 * they cost those requests no statement of their own.
 */
const sessionWithUser = preparedStatement((db) =>
  db
    .select(sessionWithUserSelection)
    .from(sessions)
    .innerJoin(users, and(eq(users.institute_id, sessions.user_institute_id), eq(users.id, sessions.user_id)))
    .innerJoin(institutes, eq(institutes.id, sessions.institute_id))
    .where(eq(sessions.token_hash, sql.placeholder('tokenHash'))),
);

/** The session and its user, in one query. */
export async function findSessionWithUser(db: Database, tokenHash: string) {
  const [row] = await selectPlainRows(db, sessionWithUser(db), SESSION_WITH_USER_KEYS, {
    prepared: true,
    values: { tokenHash },
  });
  return row;
}

export function touchSession(db: Executor, tokenHash: string, at: Date) {
  return db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.token_hash, tokenHash));
}

export function updateSessionInstitute(db: Executor, tokenHash: string, instituteId: number) {
  return db.update(sessions).set({ institute_id: instituteId }).where(eq(sessions.token_hash, tokenHash));
}

export function deleteSession(db: Executor, tokenHash: string) {
  return db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
}

export function deleteSessionsOfUser(db: Executor, instituteId: number, userId: number) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.user_institute_id, instituteId), eq(sessions.user_id, userId)));
}

export function deleteSessionsOfUsers(db: Executor, instituteId: number, userIds: number[]) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.user_institute_id, instituteId), inArray(sessions.user_id, userIds)));
}

export function deleteExpiredSessions(db: Executor, now: Date, idleSince: Date) {
  return db.delete(sessions).where(or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, idleSince)));
}

export function deleteOtherSessionsOfUser(
  db: Executor,
  instituteId: number,
  userId: number,
  keepTokenHash: string,
) {
  return db
    .delete(sessions)
    .where(
      and(
        eq(sessions.user_institute_id, instituteId),
        eq(sessions.user_id, userId),
        ne(sessions.token_hash, keepTokenHash),
      ),
    );
}
