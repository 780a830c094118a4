import type pg from 'pg';
import type { Database } from './client.js';

/**
 * Runs a Drizzle select on the pool and builds each row from the driver's array by the selection's
 * key order (Drizzle writes the columns in that order). For large reads of plain values (numbers,
 * text) only: Drizzle's own per-cell mapping cost more than the SQL itself for a 20,000-row export
 * (docs/performance.md, "Reports (issue 17)"), and it is skipped here, so a column that needs
 * decoding (a timestamp, a custom type) must not be read this way.
 */
export async function selectPlainRows<T>(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  keys: readonly (keyof T & string)[],
): Promise<T[]> {
  const { sql, params } = query.toSQL();
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const result = await pool.query<unknown[]>({ text: sql, values: params, rowMode: 'array' });
  return result.rows.map((cells) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = cells[i];
    return row as T;
  });
}
