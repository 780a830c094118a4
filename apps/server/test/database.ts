import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgresDatabase, type DatabaseHandle } from '../src/db/client.js';

/**
 * The URL of a fresh copy of the migrated template database, for one test file; `empty`: a database
 * with nothing in it yet, as a new deployment's (the servers started on it migrate it).
 */
export async function createTestDatabaseUrl(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template } = inject('database');
  const name = `pdp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.empty ? '' : ` template ${template}`}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves before its connections have closed: wait for them, so the forced drop
      // terminates nobody (a terminated connection surfaces as an uncaught FATAL 57P01).
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh, migrated database for one test file, on the run's PostgreSQL (test/global-setup.ts). */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const copy = await createTestDatabaseUrl();
  const handle = await openPostgresDatabase(copy.url, { poolSize: 4, migrate: false });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}
