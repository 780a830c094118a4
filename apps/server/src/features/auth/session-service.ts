import type { Database, Executor } from '../../db/client.js';
import type { SessionUser } from '../../db/schema/index.js';
import type { AppConfig } from '../../config.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { ResolvedSession } from '../../lib/resolved-session.js';
import * as repo from './session-repository.js';

// The features name the session's shape (lib/resolved-session.ts) from here.
export type { ResolvedSession } from '../../lib/resolved-session.js';

const TOUCH_EVERY_MS = 60_000;

export function createSessionService(db: Database, config: AppConfig) {
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteHours * 3_600_000;

  return {
    idleMs,
    absoluteMs,

    /** Starts a session and returns the cookie token (only its hash is stored). */
    async start(
      user: Pick<SessionUser, 'id' | 'institute_id'>,
      meta: { ip?: string; userAgent?: string },
    ): Promise<string> {
      const token = randomToken();
      const now = new Date();
      await repo.insertSession(db, {
        token_hash: hashToken(token),
        user_id: user.id,
        user_institute_id: user.institute_id,
        institute_id: user.institute_id,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + absoluteMs),
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300),
      });
      return token;
    },

    /** A valid session for the token, or undefined when it is unknown, idle, expired or its user deactivated. */
    async resolve(token: string): Promise<ResolvedSession | undefined> {
      const tokenHash = hashToken(token);
      const found = await repo.findSessionWithUser(db, tokenHash);
      if (!found) return undefined;
      const now = Date.now();
      const { session, user, institute, acting_for } = found;
      const idle = now - session.last_seen_at.getTime() > idleMs;
      if (idle || session.expires_at.getTime() <= now || !user.active) {
        await repo.deleteSession(db, tokenHash);
        return undefined;
      }
      if (now - session.last_seen_at.getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(db, tokenHash, new Date(now));
      return {
        tokenHash,
        user: { ...user, acting_for },
        instituteId: session.institute_id,
        actingInstitute: institute,
      };
    },

    /** Ends the session a cookie's token names, if any (a token that names none is ignored). */
    endToken(token: string) {
      return repo.deleteSession(db, hashToken(token));
    },

    end(tokenHash: string) {
      return repo.deleteSession(db, tokenHash);
    },

    endAllForUser(instituteId: number, userId: number) {
      return repo.deleteSessionsOfUser(db, instituteId, userId);
    },

    selectInstitute(tokenHash: string, instituteId: number) {
      return repo.updateSessionInstitute(db, tokenHash, instituteId);
    },

    purgeExpired() {
      const now = new Date();
      return repo.deleteExpiredSessions(db, now, new Date(now.getTime() - idleMs));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

/** Ends every session of a user but one (after a password change), in the caller's transaction. */
export function endOtherSessions(db: Executor, instituteId: number, userId: number, keepTokenHash: string) {
  return repo.deleteOtherSessionsOfUser(db, instituteId, userId, keepTokenHash);
}

/** Ends every session of a user (after a password reset), in the caller's transaction. */
export function endAllSessions(db: Executor, instituteId: number, userId: number) {
  return repo.deleteSessionsOfUser(db, instituteId, userId);
}

/** Ends every session of several users (an import deactivating them), in the caller's transaction. */
export function endSessionsOfUsers(db: Executor, instituteId: number, userIds: number[]) {
  return userIds.length ? repo.deleteSessionsOfUsers(db, instituteId, userIds) : Promise.resolve();
}
