import { fillPlaceholders } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client.js';
import { statementName } from './prepared.js';

type Compiled = { sql: string; params: unknown[] };
export interface PlainQuery {
  toSQL(): Compiled;
}

const compiledOnce = new WeakMap<PlainQuery, Compiled>();

/**
 * Runs a Drizzle select on the pool and builds each row from the driver's array by the selection's
 * key order (Drizzle writes the columns in that order), without Drizzle's per-cell mapping: it cost
 * more than the SQL itself for a 20,000-row export, and a third of a 300-row list's time in Node
 * (docs/performance.md). The values are node-postgres's own: numbers, text, booleans, integer arrays,
 * and a Date for a timestamptz (as Drizzle's default `timestamp` mode gives). So a column Drizzle
 * would decode differently (a `date` column, which Drizzle answers as text; a custom type) must not
 * be read this way.
 *
 * - `values`: the query was built once with `sql.placeholder(...)` (and is reused: its text is
 *   compiled once); these fill the placeholders.
 * - `prepared`: a named statement per SQL text, parsed once per pooled connection. Only for
 *   statements whose texts are few (a report's filter combinations): each connection keeps every
 *   one it has seen.
 */
export async function selectPlainRows<T>(
  db: Database,
  query: PlainQuery,
  keys: readonly (keyof T & string)[],
  { prepared = false, values }: { prepared?: boolean; values?: Record<string, unknown> } = {},
): Promise<T[]> {
  let compiled = values ? compiledOnce.get(query) : undefined;
  if (!compiled) {
    compiled = query.toSQL();
    if (values) compiledOnce.set(query, compiled);
  }
  const { sql } = compiled;
  const params = values ? fillPlaceholders(compiled.params, values) : compiled.params;
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const name = prepared ? statementName('plain', sql) : undefined;
  const result = await pool.query<unknown[]>({ name, text: sql, values: params, rowMode: 'array' });
  return result.rows.map((cells) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = cells[i];
    return row as T;
  });
}

/**
 * A statement compiled once, around a subquery compiled per request (a list's page of ids, whose
 * filters and order vary): compiling the whole statement with Drizzle on every request cost more
 * than running it. `template` was compiled with `marker` (a `sql.raw` comment) where the subquery
 * goes, and with `sql.placeholder(...)` values, filled from `values`; the subquery's own parameters
 * are numbered after the template's. Drizzle writes every value as a parameter, so the subquery's
 * text holds `$n` only as parameters.
 */
export function spliceSubquery(
  template: Compiled,
  marker: string,
  values: Record<string, unknown>,
  subquery: PlainQuery,
): PlainQuery {
  const inner = subquery.toSQL();
  const shift = template.params.length;
  const innerSql = inner.sql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + shift}`);
  const compiled = {
    sql: template.sql.replace(marker, () => `(${innerSql})`),
    params: [...fillPlaceholders(template.params, values), ...inner.params],
  };
  return { toSQL: () => compiled };
}
