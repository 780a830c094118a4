import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { analysesSettled } from '../../db/bulk-writes.js';
import { rowsOf } from '../../db/sql-rows.js';
import { csvOf, educatorRecord, importFixture } from './import-test-support.js';

// Straight after a bulk import the planner must know the new rows: with stale statistics the users
// page of an institute that has just imported its staff sorted every row instead of reading an index.
let t: TestApp;
let f: Awaited<ReturnType<typeof importFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await importFixture(t);
});
afterAll(() => t.close());

/** What the planner believes the users table holds (-1: never analysed), once analyses have ended. */
async function plannedUsers() {
  await analysesSettled();
  const planned = await t.db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'users'::regclass`,
  );
  return rowsOf<{ n: number }>(planned)[0]!.n;
}

const records = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => educatorRecord(from + i));

describe('POST /api/v1/users/import: table statistics', () => {
  it('analyses users after an import that changes a meaningful share of them, and not after a dry run', async () => {
    const N = 300;
    const before = await plannedUsers();
    expect(before).toBeLessThan(N);

    await f.importCsv(csvOf(records(1000, N)), { dryRun: true });
    expect(await plannedUsers()).toBe(before);

    await f.importCsv(csvOf(records(1000, N)));
    const after = await plannedUsers();
    expect(after).toBeGreaterThanOrEqual(N);

    // A few rows more are within what the statistics already describe: no ANALYZE on every import.
    await f.importCsv(csvOf(records(2000, 5)));
    expect(await plannedUsers()).toBe(after);
  });
});
