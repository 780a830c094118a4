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
 * A write changes "a meaningful share" of a table when it touches more rows than this share of what the
 * planner believes the table holds: autovacuum's own threshold (autovacuum_analyze_scale_factor), reached
 * at once rather than on its next pass, which comes minutes later.
 */
const ANALYZE_SHARE = 0.1;

/**
 * Analyses each table a bulk write changed by a meaningful share (or that was never analysed), so the
 * next query is planned on the new rows: until then the planner guesses from stale statistics (an
 * institute that had just imported 20,000 users got a sort of every row instead of an index scan).
 * `written`: rows written (inserted or updated) per table. Answers the tables analysed.
 */
export async function analyzeChangedTables(
  db: Pick<Executor, 'execute'>,
  written: Record<string, number>,
): Promise<string[]> {
  const tables = Object.keys(written).filter((table) => written[table]! > 0);
  if (!tables.length) return [];
  const estimates = rowsOf<{ table: string; reltuples: number }>(
    await db.execute(sql`
      select t.name as table, c.reltuples::float8 as reltuples
      from unnest(${sqlArray(tables, 'text')}) as t(name) join pg_class c on c.oid = to_regclass(t.name)`),
  );
  const stale = estimates
    .filter(({ table, reltuples }) => reltuples < 0 || written[table]! > ANALYZE_SHARE * reltuples)
    .map(({ table }) => table);
  for (const table of stale) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return stale;
}

const analysing = new Set<Promise<unknown>>();

/**
 * `analyzeChangedTables` once a bulk write has committed, without holding up its answer: ANALYZE of a
 * 20,000-user table took 0.6–0.7 s on a busy machine, a third of an import's goal, while it is the
 * next page that needs the statistics (docs/performance.md, "Analyse after bulk writes"). A failure
 * is left to autovacuum, which analyses the table on its next pass anyway.
 */
export function analyzeChangedTablesSoon(db: Pick<Executor, 'execute'>, written: Record<string, number>) {
  const done: Promise<unknown> = analyzeChangedTables(db, written)
    .catch(() => undefined)
    .finally(() => analysing.delete(done));
  analysing.add(done);
}

/** Resolves once every analysis started so far has ended. */
export async function analysesSettled(): Promise<void> {
  await Promise.all(analysing);
}
