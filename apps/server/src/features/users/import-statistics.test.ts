import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { vacuumsSettled } from '../../db/bulk-writes.js';
import { rowsOf } from '../../db/sql-rows.js';
import { csvOf, educatorRecord, importFixture } from './import-test-support.js';

// Straight after a bulk import the planner must know the new rows (with stale statistics the users
// page of an institute that had just imported its staff sorted every row instead of reading an index),
// and the visibility map must cover them (until it does, index-only scans read every row's heap page).
let t: TestApp;
let f: Awaited<ReturnType<typeof importFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await importFixture(t);
  // What is measured is the import's own vacuum and analysis, so autovacuum leaves users alone here:
  // its own pass could change the estimate between two readings.
  await t.db.execute(sql`alter table users set (autovacuum_enabled = off)`);
});
afterAll(() => t.close());

/**
 * The users table as the planner sees it once the vacuums started have ended: the rows it believes the
 * table holds (-1: never analysed), its pages, and the pages the visibility map marks all-visible.
 */
async function usersTable() {
  await vacuumsSettled();
  const planned = await t.db.execute(sql`
    select reltuples::float8 as rows, relpages as pages, relallvisible as visible
    from pg_class where oid = 'users'::regclass`);
  return rowsOf<{ rows: number; pages: number; visible: number }>(planned)[0]!;
}
const plannedUsers = async () => (await usersTable()).rows;

const records = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => educatorRecord(from + i));

describe('POST /api/v1/users/import: table statistics', () => {
  it('vacuums and analyses users after an import that changes a meaningful share of them, and not after a dry run', async () => {
    const N = 300;
    const before = await plannedUsers();
    expect(before).toBeLessThan(N);

    await f.importCsv(csvOf(records(1000, N)), { dryRun: true });
    expect(await plannedUsers()).toBe(before);

    await f.importCsv(csvOf(records(1000, N)));
    const table = await usersTable();
    const after = table.rows;
    expect(after).toBeGreaterThanOrEqual(N);
    // Vacuumed: every page, the imported rows' included, is all-visible, so a count or a page of ids
    // reads the index alone.
    expect(table.pages).toBeGreaterThan(1);
    expect(table.visible).toBe(table.pages);

    // A few rows more are within what the statistics already describe: no ANALYZE on every import.
    await f.importCsv(csvOf(records(2000, 5)));
    expect(await plannedUsers()).toBe(after);
  });
});
