import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

/** Resolves once the database answers a trivial query. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** When the newest migration applied to the database was written (its journal time, ms); 0 for none. */
export async function latestAppliedMigration(db: Executor): Promise<number> {
  const rows = rowsOf<{ latest: string | null }>(
    await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.latest ?? 0);
}
