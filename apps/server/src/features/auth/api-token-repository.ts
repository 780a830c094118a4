import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { api_tokens, institutes, users } from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';
import { sessionUserColumns } from './session-repository.js';

// An institute's API tokens (features/auth/api-token-service.ts): only their hashes are stored.

const creators = alias(users, 'api_token_creators');

export async function insertApiToken(db: Executor, row: typeof api_tokens.$inferInsert) {
  const [created] = await db.insert(api_tokens).values(row).returning({ id: api_tokens.id });
  return created!.id;
}

const tokenColumns = {
  id: api_tokens.id,
  name: api_tokens.name,
  created_by_full_name: userFullName(creators),
  created_at: api_tokens.created_at,
  last_used_at: api_tokens.last_used_at,
  revoked_at: api_tokens.revoked_at,
};

/** The institute's tokens, newest first (or the one `id` names). */
export function listApiTokens(db: Executor, instituteId: number, id?: number) {
  return db
    .select(tokenColumns)
    .from(api_tokens)
    .leftJoin(
      creators,
      and(eq(creators.institute_id, api_tokens.institute_id), eq(creators.id, api_tokens.created_by_user_id)),
    )
    .where(
      and(eq(api_tokens.institute_id, instituteId), id === undefined ? undefined : eq(api_tokens.id, id)),
    )
    .orderBy(desc(api_tokens.created_at), desc(api_tokens.id));
}
export type ApiTokenListRow = Awaited<ReturnType<typeof listApiTokens>>[number];

/** Revokes a live token; false when the institute has no such live token. */
export async function revokeApiToken(db: Executor, instituteId: number, id: number, userId: number) {
  const revoked = await db
    .update(api_tokens)
    .set({ revoked_at: new Date(), revoked_by_user_id: userId })
    .where(
      and(eq(api_tokens.institute_id, instituteId), eq(api_tokens.id, id), isNull(api_tokens.revoked_at)),
    )
    .returning({ id: api_tokens.id });
  return revoked.length > 0;
}

export async function apiTokenExists(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({ id: api_tokens.id })
    .from(api_tokens)
    .where(and(eq(api_tokens.institute_id, instituteId), eq(api_tokens.id, id)));
  return row !== undefined;
}

/**
 * A live token of the institute by its hash, with the user it acts as (its creator) and the
 * institute's period settings: a session's parts, read on every request the token makes.
 */
export async function findLiveApiToken(db: Executor, instituteId: number, tokenHash: string) {
  const [row] = await db
    .select({
      token: { id: api_tokens.id, last_used_at: api_tokens.last_used_at },
      user: sessionUserColumns,
      institute: {
        id: institutes.id,
        points_anniversary_month: institutes.points_anniversary_month,
        timezone: institutes.timezone,
      },
    })
    .from(api_tokens)
    .innerJoin(
      users,
      and(eq(users.institute_id, api_tokens.institute_id), eq(users.id, api_tokens.created_by_user_id)),
    )
    .innerJoin(institutes, eq(institutes.id, api_tokens.institute_id))
    .where(
      and(
        eq(api_tokens.institute_id, instituteId),
        eq(api_tokens.token_hash, tokenHash),
        isNull(api_tokens.revoked_at),
      ),
    );
  return row;
}

/** Stamps a use (at most once a minute per token: each stamp is an event of the audit trail). */
export function touchApiToken(db: Executor, instituteId: number, id: number, at: Date) {
  return db
    .update(api_tokens)
    .set({ last_used_at: at })
    .where(
      and(
        eq(api_tokens.institute_id, instituteId),
        eq(api_tokens.id, id),
        sql`(${api_tokens.last_used_at} is null or ${api_tokens.last_used_at} < ${new Date(at.getTime() - 60_000)})`,
      ),
    );
}
