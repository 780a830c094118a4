import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { vacuumChangedTablesSoon, vacuumsSettled } from './bulk-writes.js';
import type { DatabaseHandle } from './client.js';
import { rowsOf } from './sql-rows.js';

// After a bulk write commits, its tables are vacuumed so that the visibility map covers the new rows
// (index-only scans then skip the heap). A transaction open across the commit keeps any vacuum from
// marking them visible to all until it ends; the vacuum then runs again.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table wal_flush (n int)`);
});
afterAll(() => database.close());

const ROWS = 20_000;

beforeEach(async () => {
  await database.db.execute(sql`drop table if exists bulk_probe`);
  // Autovacuum stays off it, so that only the vacuums under test touch it.
  await database.db.execute(
    sql`create table bulk_probe (id int primary key, note text) with (autovacuum_enabled = off)`,
  );
});

async function probeTable() {
  const result = await database.db.execute(sql`
    select relpages as pages, relallvisible as visible, reltuples::float8 as rows
    from pg_class where oid = 'bulk_probe'::regclass`);
  return rowsOf<{ pages: number; visible: number; rows: number }>(result)[0]!;
}

/** The bulk write, committed to disk as an import's is (the test cluster commits asynchronously). */
const writeRows = () =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(sql`insert into bulk_probe select n, 'row ' || n from generate_series(1, ${ROWS}) as n`);
  });

/**
 * Flushes the WAL, as the WAL writer does within a fraction of a second (the waits between passes are
 * not real here): a transaction that writes, committed synchronously, flushes every record before
 * its own. The test clusters commit asynchronously, and until the commits of a commit-log group (32
 * transactions share one LSN) are flushed, VACUUM sets no committed hint on the group's rows and so
 * marks none of their pages all-visible. Another test's commit, on a shared PostgreSQL server, or
 * any commit of this one that wrote nothing (a transaction that only took an xid), can be one.
 */
const flushWal = () =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(sql`insert into wal_flush values (1)`);
  });

/** Takes 32 xids, one transaction each: every xid of the current commit-log group is then taken. */
async function leaveXidGroupBehind() {
  for (let i = 0; i < 32; i++) await database.db.execute(sql`select txid_current()`);
}

/** A transaction of another connection, with an xid, open until `end()`. */
async function openTransaction() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const finished = database.db.transaction(async (tx) => {
    await tx.execute(sql`select txid_current()`);
    begun();
    await ended;
  });
  await started;
  return {
    async end() {
      end();
      await finished;
    },
  };
}

describe('vacuumChangedTablesSoon', () => {
  it('vacuums again once a transaction open across the write has ended, until the new rows are all-visible', async () => {
    const open = await openTransaction();
    await writeRows();

    const waits: number[] = [];
    let afterFirstPass: Awaited<ReturnType<typeof probeTable>> | undefined;
    vacuumChangedTablesSoon(
      database.db,
      { bulk_probe: ROWS },
      {
        retryDelaysMs: [1_000, 5_000],
        async wait(ms) {
          waits.push(ms);
          afterFirstPass ??= await probeTable();
          await open.end();
          await flushWal();
        },
      },
    );
    await vacuumsSettled();

    // The first pass analysed the table but could not mark the new rows visible to all.
    expect(afterFirstPass!.rows).toBe(ROWS);
    expect(afterFirstPass!.pages).toBeGreaterThan(50);
    expect(afterFirstPass!.visible).toBe(0);
    // It waited and went again once the transaction had ended, until every page was marked. (On a
    // server shared with other test files their transactions can hold the rows back a little longer,
    // so a third pass may be needed: how many passes is not the point.)
    expect(waits[0]).toBe(1_000);
    const settled = await probeTable();
    expect(settled.visible).toBe(settled.pages);
  });

  it('runs once when nothing holds the new rows back', async () => {
    await writeRows();
    // A commit after the write's that wrote nothing, so was not flushed at once: its group is the
    // write's. Flushed, it holds nothing back. On a PostgreSQL server shared with other test files,
    // their transactions take xids of the write's group too: the group is left behind (32 more
    // xids taken here) before the flush, so that their commits are in the WAL it flushes.
    await database.db.execute(sql`select txid_current()`);
    await leaveXidGroupBehind();
    await flushWal();
    const waits: number[] = [];
    vacuumChangedTablesSoon(
      database.db,
      { bulk_probe: ROWS },
      {
        async wait(ms) {
          waits.push(ms);
        },
      },
    );
    await vacuumsSettled();
    expect(waits).toEqual([]);
    const settled = await probeTable();
    expect(settled.rows).toBe(ROWS);
    expect(settled.visible).toBe(settled.pages);
  });

  it('stops after its last retry when the rows stay held back, and leaves them to autovacuum', async () => {
    const open = await openTransaction();
    await writeRows();
    const waits: number[] = [];
    vacuumChangedTablesSoon(
      database.db,
      { bulk_probe: ROWS },
      {
        retryDelaysMs: [1, 2],
        async wait(ms) {
          waits.push(ms);
        },
      },
    );
    await vacuumsSettled();
    await open.end();
    expect(waits).toEqual([1, 2]);
    expect((await probeTable()).visible).toBe(0);
  });
});
