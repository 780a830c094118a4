import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDirectory } from './data-dir-lock.js';

/** The PostgreSQL extensions the migrations use, loaded into PGlite (a server has them as contrib). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either the database or a transaction, so services decide the transaction boundary. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, when embedded (pg-boss and tests use it). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens the embedded database in `dataDir/pglite`, guarded by an exclusive lock, and applies migrations. */
export async function openPgliteDatabase(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDirectory(dataDir);
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(pglite, release);
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    await release();
    throw error;
  }
}

export function wrapPglite(pglite: PGlite, release: () => Promise<void> = async () => {}): DatabaseHandle {
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await pglite.close();
      await release();
    },
  };
}

/** Connects to a PostgreSQL server and applies migrations under an advisory lock, so several nodes can start at once. */
export async function openPostgresDatabase(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = { db, kind: 'postgres', close: () => pool.end() };
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return handle;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const MIGRATION_LOCK = 724_001;
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as never, { migrationsFolder });
  });
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl)
    : openPgliteDatabase(options.dataDir);
}

/**
 * Housekeeping PostgreSQL's autovacuum does on a server but PGlite never runs: refresh the planner's
 * statistics and clean up dead rows, so plans stay good after imports (docs/decisions.md). A no-op on
 * a server. Run at start-up and hourly.
 */
export async function maintainEmbeddedDatabase(handle: DatabaseHandle): Promise<boolean> {
  if (handle.kind !== 'pglite') return false;
  await handle.db.execute(sql`vacuum (analyze)`);
  return true;
}
