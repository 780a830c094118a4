import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rate_limit_buckets } from '../../db/schema/index.js';

/**
 * Fixed-window counters kept in the database, so a limit holds across every worker and node.
 * `hit` counts one event and answers whether the key is still within its limit; `count` reads how
 * many events the key has in its current window without counting one (sign-in counts failures only).
 */
export function createRateLimiter(db: Database, windowSeconds: number) {
  const windowStart = () => new Date(Date.now() - windowSeconds * 1000);
  async function record(key: string): Promise<number> {
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
      .returning({ hits: rate_limit_buckets.hits });
    return row?.hits ?? 0;
  }
  return {
    async hit(key: string, limit: number): Promise<boolean> {
      return (await record(key)) <= limit;
    },
    /** Counts one event; answers the key's count in the window, this one included. */
    record,
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
