import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { rowsOf, sqlArray } from './sql-rows.js';

export type BulkType = 'int' | 'text' | 'boolean' | 'timestamptz' | 'jsonb';
/** A column of a bulk insert: its SQL name and type, and one value per row. */
export type BulkColumns = Record<string, { type: BulkType; values: readonly unknown[] }>;

/**
 * One array parameter per column. A jsonb column travels as text (each value JSON-encoded here) and is
 * cast on the server, so neither driver re-encodes its elements.
 */
function unnestArrays(columns: BulkColumns) {
  return sql.join(
    Object.values(columns).map(({ type, values }) =>
      type === 'jsonb'
        ? sql`${sqlArray(
            values.map((v) => (v == null ? null : JSON.stringify(v))),
            'text',
          )}::jsonb[]`
        : sqlArray(values, type),
    ),
    sql`, `,
  );
}

/**
 * `INSERT … SELECT * FROM unnest($1::type[], …)`: one bind parameter per column whatever the row
 * count. Imports use it because binding tens of thousands of parameters (a multi-row VALUES insert)
 * costs more than the insert itself, above all on PGlite. `overridingSystemValue` lets the caller
 * supply identity ids it took from the sequence first (see `allocateIds`).
 */
export async function bulkInsert(
  db: Executor,
  table: string,
  columns: BulkColumns,
  options: { overridingSystemValue?: boolean } = {},
): Promise<void> {
  const entries = Object.entries(columns);
  if (!entries.length || !entries[0]![1].values.length) return;
  const names = sql.join(
    entries.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  const arrays = unnestArrays(columns);
  const overriding = options.overridingSystemValue ? sql`overriding system value` : sql``;
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${names}) ${overriding} select * from unnest(${arrays})`,
  );
}

/** Takes `count` ids from a table's identity sequence, so related rows can reference them before insert. */
export async function allocateIds(db: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/**
 * `UPDATE … FROM unnest(…) AS v(id, …)`: sets the given columns of many rows of one institute, one
 * bind parameter per column. `columns` must include `id` (int), which picks the rows.
 */
export async function bulkUpdate(db: Executor, table: string, instituteId: number, columns: BulkColumns) {
  const entries = Object.entries(columns);
  if (!columns.id?.values.length) return;
  const target = sql.identifier(table);
  const sets = sql.join(
    entries
      .filter(([name]) => name !== 'id')
      .map(([name]) => sql`${sql.identifier(name)} = v.${sql.identifier(name)}`),
    sql`, `,
  );
  const arrays = unnestArrays(columns);
  const names = sql.join(
    entries.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`
    update ${target} set ${sets}, updated_at = now()
    from unnest(${arrays}) as v(${names})
    where ${target}.institute_id = ${instituteId} and ${target}.id = v.id`);
}

/**
 * What pg_class records of each table for the planner: the rows it believes the table holds (-1:
 * never analysed), its pages, and the pages its visibility map marks all-visible.
 */
async function plannerCounts(db: Pick<Executor, 'execute'>, tables: string[]) {
  if (!tables.length) return [];
  return rowsOf<{ table: string; rows: number; pages: number; visible: number }>(
    await db.execute(sql`
      select t.name as table, c.reltuples::float8 as rows, c.relpages as pages, c.relallvisible as visible
      from unnest(${sqlArray(tables, 'text')}) as t(name) join pg_class c on c.oid = to_regclass(t.name)`),
  );
}

/**
 * A write changes "a meaningful share" of a table when it touches more rows than this share of what the
 * planner believes the table holds: autovacuum's own threshold (autovacuum_analyze_scale_factor), reached
 * at once rather than on its next pass, which comes minutes later.
 */
const CHANGED_SHARE = 0.1;

/**
 * Vacuums and analyses each table a bulk write changed by a meaningful share (or that was never
 * analysed), so that the pages read next meet the table as autovacuum's first pass would leave it:
 * - analysed, so the next query is planned on the new rows: on stale statistics an institute that had
 *   just imported 20,000 users got a sort of every row instead of an index scan;
 * - vacuumed, so its visibility map covers the new rows and index-only scans skip the heap: until
 *   then every count and page of ids read each row's heap page as well (the read mix's PostgreSQL CPU
 *   per request 4.1–4.3 ms before, 1.8–2.0 ms after; docs/performance.md, "Settle after bulk writes").
 *
 * SKIP_LOCKED: a table that another vacuum or analysis holds (autovacuum, a second import's) is left
 * to it rather than waited for. `written`: rows written (inserted or updated) per table. Answers the
 * tables vacuumed. Never inside a transaction: VACUUM cannot run in one. A commit that is not yet on
 * disk (synchronous_commit = off) leaves its rows out of the visibility map until it is: the write
 * should commit synchronously (as `importTransaction` does).
 */
export async function vacuumChangedTables(
  db: Pick<Executor, 'execute'>,
  written: Record<string, number>,
): Promise<string[]> {
  const tables = Object.keys(written).filter((table) => written[table]! > 0);
  const changed = (await plannerCounts(db, tables))
    .filter(({ table, rows }) => rows < 0 || written[table]! > CHANGED_SHARE * rows)
    .map(({ table }) => table);
  for (const table of changed) await db.execute(sql`vacuum (analyze, skip_locked) ${sql.identifier(table)}`);
  return changed;
}

/**
 * The tables whose visibility map the vacuum left short: fewer than nine in ten of their pages
 * all-visible (VACUUM records both counts in pg_class).
 */
async function tablesLeftUnsettled(db: Pick<Executor, 'execute'>, tables: string[]): Promise<string[]> {
  return (await plannerCounts(db, tables))
    .filter(({ pages, visible }) => visible < 0.9 * pages)
    .map(({ table }) => table);
}

/**
 * When the vacuum after a bulk write runs again, if the first pass left the new rows out of the
 * visibility map: a transaction that was open across the write's commit (another request, a job's
 * poll, autovacuum's analysis of another table) holds the horizon back, and until it ends no vacuum
 * may mark the new rows visible to all. So does an asynchronous commit in the write's commit-log group
 * (32 transactions share one LSN) until the WAL writer has flushed it: VACUUM sets no committed hint
 * on the group's rows before then. Such holds last milliseconds to seconds, so a second pass a second
 * later almost always settles it.
 */
export const SETTLE_RETRY_DELAYS_MS = [1_000, 5_000, 30_000] as const;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

const vacuuming = new Set<Promise<unknown>>();

/**
 * `vacuumChangedTables` once a bulk write has committed, without holding up its answer: ANALYZE alone
 * of a 20,000-user table took 0.6–0.7 s on a busy machine, a third of an import's goal, while it is the
 * next page that needs it. A table left mostly not all-visible is vacuumed again after each of
 * `retryDelaysMs` until it is. A failure is left to autovacuum, which does the same on its next pass.
 */
export function vacuumChangedTablesSoon(
  db: Pick<Executor, 'execute'>,
  written: Record<string, number>,
  options: { retryDelaysMs?: readonly number[]; wait?: (ms: number) => Promise<void> } = {},
) {
  const { retryDelaysMs = SETTLE_RETRY_DELAYS_MS, wait = sleep } = options;
  const settle = async () => {
    let unsettled = await tablesLeftUnsettled(db, await vacuumChangedTables(db, written));
    for (const delay of retryDelaysMs) {
      if (!unsettled.length) return;
      await wait(delay);
      for (const table of unsettled) await db.execute(sql`vacuum (skip_locked) ${sql.identifier(table)}`);
      unsettled = await tablesLeftUnsettled(db, unsettled);
    }
  };
  const done: Promise<unknown> = settle()
    .catch(() => undefined)
    .finally(() => vacuuming.delete(done));
  vacuuming.add(done);
}

/** Resolves once every vacuum started so far has ended, its second passes included. */
export async function vacuumsSettled(): Promise<void> {
  await Promise.all(vacuuming);
}
