import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database } from './client.js';

/**
 * Runs a Drizzle select on the pool and builds each row from the driver's array by the selection's
 * key order (Drizzle writes the columns in that order). For large reads of plain values (numbers,
 * text) only: Drizzle's own per-cell mapping cost more than the SQL itself for a 20,000-row export
 * (docs/performance.md, "Reports (issue 17)"), and it is skipped here, so a column that needs
 * decoding (a timestamp, a custom type) must not be read this way.
 *
 * `prepared`: a named statement per SQL text (its parameters vary, its text does not), so each pooled
 * connection parses it once and PostgreSQL may keep a generic plan: the report page's 7-table join
 * took longer to plan (~3.6 ms) than to run. Only for statements whose texts are few (a report's
 * filter combinations), since each connection keeps every one it has seen.
 */
export async function selectPlainRows<T>(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  keys: readonly (keyof T & string)[],
  { prepared = false }: { prepared?: boolean } = {},
): Promise<T[]> {
  const { sql, params } = query.toSQL();
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const name = prepared ? `plain_${createHash('sha1').update(sql).digest('base64url')}` : undefined;
  const result = await pool.query<unknown[]>({ name, text: sql, values: params, rowMode: 'array' });
  return result.rows.map((cells) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = cells[i];
    return row as T;
  });
}
