import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rate_limit_buckets } from '../../db/schema/index.js';

/**
 * Fixed-window counters kept in the database, so the limit holds across every app node.
 * `hit` counts one attempt and answers whether the key is still within its limit.
 */
export function createRateLimiter(db: Database, windowSeconds: number) {
  return {
    async hit(key: string, limit: number): Promise<boolean> {
      const now = new Date();
      const windowStart = new Date(now.getTime() - windowSeconds * 1000);
      const [row] = await db
        .insert(rate_limit_buckets)
        .values({ key, window_started_at: now, hits: 1 })
        .onConflictDoUpdate({
          target: rate_limit_buckets.key,
          set: {
            hits: sql`case when ${rate_limit_buckets.window_started_at} < ${windowStart} then 1 else ${rate_limit_buckets.hits} + 1 end`,
            window_started_at: sql`case when ${rate_limit_buckets.window_started_at} < ${windowStart} then ${now} else ${rate_limit_buckets.window_started_at} end`,
          },
        })
        .returning({ hits: rate_limit_buckets.hits });
      return (row?.hits ?? 0) <= limit;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
