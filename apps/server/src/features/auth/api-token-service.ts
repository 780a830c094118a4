import {
  API_TOKEN_RATE_LIMIT,
  type TApiToken,
  type TCreateApiToken,
  type TCreatedApiToken,
} from '@pdp/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../../lib/resolved-session.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { apiTokenMayCall, canMakeApiTokens } from './policies.js';
import * as repo from './api-token-repository.js';
import { createRateLimiter } from './rate-limit-repository.js';

/**
 * API tokens (docs/using-compliance.md "API tokens"). A token reads as the admin who made it, in
 * their institute, and only what `apiTokenMayCall` allows. Its text names the institute
 * (`pdp_<institute id>_<secret>`) so it is looked up within it; only the SHA-256 of the whole text
 * is stored. Every request reads the token afresh: a revoked one is refused at once on every node.
 */

const PREFIX = /^pdp_(\d{1,10})_([A-Za-z0-9_-]{43})$/;

const present = (row: repo.ApiTokenListRow): TApiToken => ({
  ...row,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  revoked_at: row.revoked_at?.toISOString() ?? null,
});

function ownInstitute(auth: ResolvedSession) {
  if (!canMakeApiTokens(auth.user, auth.instituteId))
    throw AppError.forbidden('API tokens are made by the institute’s own admins.');
  return auth.instituteId;
}

export async function listApiTokens(db: Database, auth: ResolvedSession) {
  return { data: (await repo.listApiTokens(db, auth.instituteId)).map(present) };
}

/** Makes a token: the answer carries its secret, which is never shown again. */
export async function createApiToken(
  db: Database,
  auth: ResolvedSession,
  body: TCreateApiToken,
): Promise<{ data: TCreatedApiToken }> {
  const instituteId = ownInstitute(auth);
  const token = `pdp_${instituteId}_${randomToken()}`;
  const id = await repo.insertApiToken(db, {
    institute_id: instituteId,
    name: body.api_token.name,
    token_hash: hashToken(token),
    created_by_user_id: auth.user.id,
  });
  const [row] = await repo.listApiTokens(db, instituteId, id);
  return { data: { ...present(row!), token } };
}

/** Revokes a token (another institute's, or an unknown id: 404); revoking it again changes nothing. */
export async function revokeApiToken(db: Database, auth: ResolvedSession, id: number) {
  if (!(await repo.apiTokenExists(db, auth.instituteId, id))) throw AppError.notFound('API token');
  await repo.revokeApiToken(db, auth.instituteId, id, auth.user.id);
  const [row] = await repo.listApiTokens(db, auth.instituteId, id);
  return { data: present(row!) };
}

/** Reads `Authorization: Bearer <token>` for the auth plugin: the session it stands for, or why not. */
export function createApiTokenService(db: Database) {
  const limiter = createRateLimiter(db, 60);
  return {
    /**
     * The session of a live token whose creator is active (else undefined: 401), once the route is
     * one a token may call (else 403) and the token is within its rate (else 429).
     */
    async authenticate(
      bearer: string,
      route: { method: string; url: string | undefined },
    ): Promise<ResolvedSession | undefined> {
      const match = PREFIX.exec(bearer);
      if (!match) return undefined;
      const instituteId = Number(match[1]);
      const found = await repo.findLiveApiToken(db, instituteId, hashToken(bearer));
      if (!found?.user.active) return undefined;
      if (!apiTokenMayCall(route.method, route.url))
        throw AppError.forbidden('An API token reads the reports only.');
      const { allowed, retryAfterSeconds } = await limiter.take(
        `api_token:${instituteId}:${found.token.id}`,
        API_TOKEN_RATE_LIMIT.perMinute,
      );
      if (!allowed)
        throw AppError.rateLimited(
          `Too many requests with this API token: at most ${API_TOKEN_RATE_LIMIT.perMinute} a minute.`,
          retryAfterSeconds,
        );
      return {
        tokenHash: '',
        user: found.user,
        instituteId,
        actingInstitute: found.institute,
        apiTokenId: found.token.id,
      };
    },
    /** Stamps the token's last use, once the request acts as its creator (the audit trail's actor). */
    recordUse(session: ResolvedSession) {
      if (session.apiTokenId === undefined) return Promise.resolve();
      return repo.touchApiToken(db, session.instituteId, session.apiTokenId, new Date());
    },
  };
}
export type ApiTokenService = ReturnType<typeof createApiTokenService>;
