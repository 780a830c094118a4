import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rate_limit_buckets } from '../../db/schema/index.js';

/**
 * Fixed-window counters kept in the database, so a limit holds across every worker and node.
 * `hit` counts one event and answers whether the key is still within its limit; `count` reads how
 * many events the key has in its current window without counting one; `record` then `release` reserve
 * an attempt before a slow check and give it back when it does not count (sign-in counts failures only).
 */
export function createRateLimiter(db: Database, windowSeconds: number) {
  const windowStart = () => new Date(Date.now() - windowSeconds * 1000);
  async function tally(key: string): Promise<{ hits: number; windowStartedAt: Date }> {
    const now = new Date();
    const started = windowStart();
    const [row] = await db
      .insert(rate_limit_buckets)
      .values({ key, window_started_at: now, hits: 1 })
      .onConflictDoUpdate({
        target: rate_limit_buckets.key,
        set: {
          hits: sql`case when ${rate_limit_buckets.window_started_at} < ${started} then 1 else ${rate_limit_buckets.hits} + 1 end`,
          window_started_at: sql`case when ${rate_limit_buckets.window_started_at} < ${started} then ${now} else ${rate_limit_buckets.window_started_at} end`,
        },
      })
      .returning({ hits: rate_limit_buckets.hits, windowStartedAt: rate_limit_buckets.window_started_at });
    return row ?? { hits: 0, windowStartedAt: now };
  }
  const record = async (key: string) => (await tally(key)).hits;
  return {
    async hit(key: string, limit: number): Promise<boolean> {
      return (await record(key)) <= limit;
    },
    /** Counts one event; when over the limit, answers the whole seconds until the window ends. */
    async take(key: string, limit: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const { hits, windowStartedAt } = await tally(key);
      const endsIn = windowStartedAt.getTime() + windowSeconds * 1000 - Date.now();
      return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil(endsIn / 1000)) };
    },
    /** Counts one event; answers the key's count in the window, this one included. */
    record,
    /**
     * Takes back one event `record` counted: an attempt reserved before a slow check (a password's)
     * that turned out not to count. Reserving first makes simultaneous attempts see each other.
     */
    async release(key: string): Promise<void> {
      await db
        .update(rate_limit_buckets)
        .set({ hits: sql`greatest(${rate_limit_buckets.hits} - 1, 0)` })
        .where(eq(rate_limit_buckets.key, key));
    },
    async count(key: string): Promise<number> {
      const [row] = await db
        .select({ hits: rate_limit_buckets.hits })
        .from(rate_limit_buckets)
        .where(
          and(eq(rate_limit_buckets.key, key), gte(rate_limit_buckets.window_started_at, windowStart())),
        );
      return row?.hits ?? 0;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
