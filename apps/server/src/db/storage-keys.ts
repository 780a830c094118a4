import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import * as schema from './schema/index.js';
import { rowsOf, sqlArray } from './sql-rows.js';
import { isSafeStorageKey } from '../lib/storage.js';

// Every column that holds a storage key: by the schema's convention, the one named `<field>_key`
// beside `<field>_filename` (db/schema/settings.ts). Read from the schema, so a table that gains an
// upload is covered without a change here; a `_key` column of another kind would only keep files.
const keyColumns = Object.values(schema as Record<string, unknown>)
  .filter((table): table is PgTable => is(table, PgTable))
  .flatMap((table) => Object.values(getTableColumns(table)).filter((column) => column.name.endsWith('_key')));

/** The values of every key column that `where` keeps, in order. */
async function selectKeys(db: Executor, where: (column: (typeof keyColumns)[number]) => SQL) {
  const selects = keyColumns.map(
    (column) => sql`select ${column} as key from ${column.table} where ${where(column)}`,
  );
  const result = await db.execute<{ key: string }>(sql`${sql.join(selects, sql` union `)} order by 1`);
  return rowsOf<{ key: string }>(result).map((row) => row.key);
}

/** Which of `keys` some row still references. */
export async function findReferencedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const wanted = sql`any(${sqlArray(keys, 'text')})`;
  return new Set(await selectKeys(db, (column) => sql`${column} = ${wanted}`));
}

/** Every storage key the rows reference, in order (a backup copies these files). */
export async function listReferencedKeys(db: Executor): Promise<string[]> {
  const keys = await selectKeys(db, (column) => sql`${column} is not null`);
  // `_key` columns of another kind (reminder_sends.period_key) hold no storage keys.
  return keys.filter(isSafeStorageKey);
}
