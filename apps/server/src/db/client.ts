import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isDatabaseUnavailable, isRetryableTransactionError } from '../lib/db-errors.js';
import { START_UP_LOCKS, withAdvisoryLock } from './advisory-lock.js';
import { attachAuditTriggers, setTransactionActor, withAuditActor } from './audit-actor.js';
import { serverDir } from '../lib/paths.js';
import { DEFAULT_POOL_SIZE } from './pool-size.js';
import './pg-fast-paths.js';
import {
  embeddedClusterOptions,
  ensureDatabase,
  startEmbeddedCluster,
  type EmbeddedCluster,
} from './embedded-cluster.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either the database or a transaction, so services decide the transaction boundary. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** The connection string (pg-boss, backups and worker processes connect with it). */
  url: string;
  /** `embedded`: the app's private cluster in DATA_DIR/pg; `external`: DATABASE_URL. */
  kind: 'embedded' | 'external';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverDir, 'drizzle');
const DATABASE_NAME = 'pdp';

const TRANSACTION_ATTEMPTS = 4;

/**
 * Every transaction of the app first tells the audit trail who acts (db/audit-actor.ts), and runs
 * again, after a short random pause, when PostgreSQL aborts it for a deadlock or a serialization
 * failure (the one place such retries live; the work inside must not have effects outside the
 * database that a second run would repeat).
 *
 * The connection is checked out here rather than by Drizzle: Drizzle's pooled transaction runs BEGIN
 * before the `try` that releases its client, so a BEGIN that fails (on a connection that broke while
 * idle, as when the database restarts) would keep that client for good, and a few such failures
 * leave the pool empty. Each pooled connection gets its own Drizzle instance, made once.
 */
function retryingTransactions(db: Database, pool: pg.Pool): Database {
  const onConnection = new WeakMap<pg.PoolClient, Database>();
  const transaction: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      let connectionDb = onConnection.get(client);
      if (!connectionDb) {
        connectionDb = drizzle(client, { schema }) as unknown as Database;
        onConnection.set(client, connectionDb);
      }
      return await connectionDb.transaction(work, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      // A connection that broke is closed rather than handed out again.
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  };
  db.transaction = (async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(async (tx) => {
          await setTransactionActor(tx);
          return work(tx);
        }, config);
      } catch (error) {
        if (attempt === TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }) as Database['transaction'];
  return db;
}

function newPool(url: string, poolSize: number | undefined): pg.Pool {
  const pool = withAuditActor(new pg.Pool({ connectionString: url, max: poolSize ?? DEFAULT_POOL_SIZE }));
  // An idle client's error (the server restarting) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one's: pg-pool listens only while a client is idle, and a connection that
  // breaks in a transaction would emit 'error' to no one. Its statements fail instead (the request
  // answers 503), and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Every session reads and writes instants in UTC, whatever the server's default (initdb takes
    // the machine's zone, a managed server its region's): a date that belongs to an institute's
    // clock says `at time zone` itself, so no statement means one thing on a laptop in Melbourne
    // and another in CI. Queued before the statement that asked for the connection.
    client.query("set time zone 'UTC'").catch(() => {});
  });
  return pool;
}

const handleOn = (pool: pg.Pool, url: string, kind: DatabaseHandle['kind']): DatabaseHandle => ({
  db: retryingTransactions(drizzle(pool, { schema }) as unknown as Database, pool),
  url,
  kind,
  close: () => pool.end(),
});

/** Connects a pool to `url`; `migrate: false` for worker processes whose primary has migrated already. */
export async function openPostgresDatabase(
  url: string,
  options: { poolSize?: number; migrate?: boolean; kind?: DatabaseHandle['kind'] } = {},
): Promise<DatabaseHandle> {
  const pool = newPool(url, options.poolSize);
  const handle = handleOn(pool, url, options.kind ?? 'external');
  if (options.migrate === false) return handle;
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return handle;
}

/** Where an unbound pool would connect: a name that cannot resolve, so an early query fails plainly. */
const NOT_YET_KNOWN = 'postgres://database-not-yet-known.invalid/pdp';

/**
 * A worker's database before its primary has started and migrated it (server.ts): the pool connects
 * nowhere until `bind` gives it the address, so that the worker builds its app meanwhile. Building
 * the app sends no statement; its jobs start, and its requests arrive, once it listens.
 */
export function openUnboundDatabase(options: { poolSize?: number } = {}) {
  const pool = newPool(NOT_YET_KNOWN, options.poolSize);
  const handle = handleOn(pool, NOT_YET_KNOWN, 'external');
  return {
    handle,
    bind(url: string, kind: DatabaseHandle['kind']) {
      // pg-pool makes each client from these options when it first needs one.
      pool.options.connectionString = url;
      Object.assign(handle, { url, kind });
    },
  };
}

/**
 * When the newest migration this code ships was written (ms, the journal's `when`, which the migrator
 * records as the applied row's `created_at`): a database with an older newest row is behind the code.
 */
export function latestMigrationOfCode(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** Applies migrations; nodes that start at once take turns (db/advisory-lock.ts). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await withAdvisoryLock(handle.url, START_UP_LOCKS.migrations, async (client) => {
    await migrate(drizzle(client), { migrationsFolder });
    await attachAuditTriggers(client);
  });
}

/** Starts (initialising on first use) the private cluster in `dataDir/pg`, with its password kept in `dataDir`. */
export function startDataDirCluster(dataDir: string): Promise<EmbeddedCluster> {
  return startEmbeddedCluster(embeddedClusterOptions(dataDir));
}

/** The app's database on a started embedded cluster; `close()` stops the cluster too. */
export async function openOnCluster(
  cluster: EmbeddedCluster,
  options: { poolSize?: number; migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  try {
    await ensureDatabase(cluster.adminUrl, DATABASE_NAME);
    const handle = await openPostgresDatabase(cluster.urlFor(DATABASE_NAME), {
      ...options,
      kind: 'embedded',
    });
    return {
      ...handle,
      async close() {
        await handle.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * The app's database: DATABASE_URL when set (PostgreSQL 15 or later), otherwise the embedded cluster
 * in DATA_DIR/pg, started here and stopped by `close()`. Migrations are applied either way.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  migrate?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options);
  return openOnCluster(await startDataDirCluster(options.dataDir), options);
}
