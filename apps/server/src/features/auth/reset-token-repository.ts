import { and, eq, isNull } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-writes.js';
import type { Executor } from '../../db/client.js';
import { password_reset_tokens } from '../../db/schema/index.js';

export type ResetTokenRow = typeof password_reset_tokens.$inferSelect;

export function insertResetToken(db: Executor, row: typeof password_reset_tokens.$inferInsert) {
  return db.insert(password_reset_tokens).values(row);
}

/** Many tokens in one statement (an import's invitations). */
export function insertResetTokens(db: Executor, rows: (typeof password_reset_tokens.$inferInsert)[]) {
  return bulkInsert(db, 'password_reset_tokens', {
    token_hash: { type: 'text', values: rows.map((row) => row.token_hash) },
    user_id: { type: 'int', values: rows.map((row) => row.user_id) },
    user_institute_id: { type: 'int', values: rows.map((row) => row.user_institute_id) },
    expires_at: { type: 'timestamptz', values: rows.map((row) => row.expires_at) },
  });
}

export function findResetToken(db: Executor, tokenHash: string): Promise<ResetTokenRow | undefined> {
  return db
    .select()
    .from(password_reset_tokens)
    .where(eq(password_reset_tokens.token_hash, tokenHash))
    .then((rows) => rows[0]);
}

/**
 * Uses up every open token of the user, the one just redeemed included. (A change of the user's
 * email or password, or a deactivation, does the same in the database: migration 0041.)
 */
export function useUpResetTokens(db: Executor, instituteId: number, userId: number) {
  return db
    .update(password_reset_tokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(password_reset_tokens.user_institute_id, instituteId),
        eq(password_reset_tokens.user_id, userId),
        isNull(password_reset_tokens.used_at),
      ),
    );
}

/** Marks one token used, unless another request already did: answers whether this call won. */
export async function claimResetToken(db: Executor, tokenHash: string): Promise<boolean> {
  const claimed = await db
    .update(password_reset_tokens)
    .set({ used_at: new Date() })
    .where(and(eq(password_reset_tokens.token_hash, tokenHash), isNull(password_reset_tokens.used_at)))
    .returning({ token_hash: password_reset_tokens.token_hash });
  return claimed.length === 1;
}
