import { getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { isSafeStorageKey } from '../../lib/storage.js';

// Every column that holds a storage key: by the schema's convention, the one named `<field>_key`
// beside `<field>_filename` (db/schema/settings.ts). Read from the schema, so a table that gains an
// upload is covered without a change here; a `_key` column of another kind would only keep files.
const keyColumns = Object.values(schema as Record<string, unknown>)
  .filter((table): table is PgTable => is(table, PgTable))
  .flatMap((table) => Object.values(getTableColumns(table)).filter((column) => column.name.endsWith('_key')));

/** Which of `keys` some row still references. */
export async function findReferencedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const wanted = sql`any(${sql.param(keys)}::text[])`;
  const selects = keyColumns.map(
    (column) => sql`select ${column} as key from ${column.table} where ${column} = ${wanted}`,
  );
  const result = await db.execute<{ key: string }>(sql.join(selects, sql` union `));
  return new Set((result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key));
}

/** Every storage key the rows reference, in order (a backup copies these files). */
export async function listReferencedKeys(db: Executor): Promise<string[]> {
  const selects = keyColumns.map(
    (column) => sql`select ${column} as key from ${column.table} where ${column} is not null`,
  );
  const result = await db.execute<{ key: string }>(sql`${sql.join(selects, sql` union `)} order by 1`);
  // `_key` columns of another kind (reminder_sends.period_key) hold no storage keys.
  return (result as unknown as { rows: { key: string }[] }).rows
    .map((row) => row.key)
    .filter(isSafeStorageKey);
}
