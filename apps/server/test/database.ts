import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openPostgresDatabase,
  PGLITE_EXTENSIONS,
  wrapPglite,
  type DatabaseHandle,
} from '../src/db/client.js';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL under TEST_DATABASE=postgres. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const database = inject('database');
  if (database.kind === 'pglite') {
    const pglite = await PGlite.create({
      loadDataDir: new Blob([readFileSync(database.templateFile)]),
      extensions: PGLITE_EXTENSIONS,
    });
    return wrapPglite(pglite);
  }
  const name = `pdp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: database.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${database.template}`);
  await admin.end();
  const url = new URL(database.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString(), 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: database.adminUrl });
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
