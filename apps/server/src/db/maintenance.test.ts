import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { maintainEmbeddedDatabase, type DatabaseHandle } from './client.js';

describe('maintainEmbeddedDatabase', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('analyzes the embedded database (PGlite has no autovacuum) and leaves a server to its own', async () => {
    const ran = await maintainEmbeddedDatabase(database);
    expect(ran).toBe(database.kind === 'pglite');
    if (!ran) return;
    const result = await database.db.execute(
      sql`select last_analyze from pg_stat_user_tables where relname = 'users'`,
    );
    const rows = (result as unknown as { rows: { last_analyze: unknown }[] }).rows;
    expect(rows[0]?.last_analyze).not.toBeNull();
  });
});
