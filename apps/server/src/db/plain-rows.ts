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
  keys: readonly (keyof T & string)[] | SelectionKeys<T>,
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
  return result.rows.map(rowBuilder<T>(keys));
}

/** A selection's keys with a nested object's fields as `parent.field` (selectionKeys), for rows of type T. */
export type SelectionKeys<T> = readonly string[] & { readonly rowType?: T };

/**
 * The keys of a Drizzle selection in the order its SQL selects them, a nested object's fields as
 * `parent.field` (one level, as Drizzle nests a join's columns): what selectPlainRows reads a nested
 * selection's rows by. Computed once, where the selection is declared.
 */
export function selectionKeys<T>(selection: Record<string, unknown>): SelectionKeys<T> {
  return Object.entries(selection).flatMap(([key, value]) =>
    value !== null && Object.getPrototypeOf(value) === Object.prototype
      ? Object.keys(value as object).map((field) => `${key}.${field}`)
      : [key],
  );
}

const builders = new Map<string, (cells: unknown[]) => unknown>();
const builderOf = new WeakMap<readonly string[], (cells: unknown[]) => unknown>();

/**
 * A function that builds a row object from a driver's array, the keys in `keys`' order, generated
 * once per key list (`({ "id": c[0], "user": { "name": c[1] } })`; `parent.field` nests). A row built
 * key by key in a loop became a dictionary-mode object: 100 rows of 25 columns took about 100 µs to
 * build instead of 4, and their `JSON.stringify` twice as long (docs/performance.md). The keys are
 * the code's own column names, each written as a JSON string literal; a list of keys is built once
 * whether it is a constant or made per call.
 */
export function rowBuilder<T>(keys: readonly string[]): (cells: unknown[]) => T {
  let build = builderOf.get(keys);
  if (build) return build as (cells: unknown[]) => T;
  const id = JSON.stringify(keys);
  build = builders.get(id);
  if (!build) {
    const tree = new Map<string, string | Map<string, string>>();
    keys.forEach((key, i) => {
      const [parent, field, deeper] = key.split('.') as [string, string | undefined, string | undefined];
      if ([parent, field].includes('__proto__')) throw new Error('a row key cannot be __proto__');
      if (deeper !== undefined) throw new Error(`${key} nests more than one level`);
      if (field === undefined) tree.set(parent, `c[${i}]`);
      else {
        const fields = tree.get(parent);
        if (typeof fields === 'string') throw new Error(`${parent} is both a column and a nested object`);
        (fields ?? (tree.set(parent, new Map()).get(parent) as Map<string, string>)).set(field, `c[${i}]`);
      }
    });
    const literal = (entries: Map<string, string | Map<string, string>>): string =>
      `{ ${[...entries].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === 'string' ? value : literal(value)}`).join(', ')} }`;
    build = new Function('c', `return ${literal(tree)};`) as (cells: unknown[]) => unknown;
    builders.set(id, build);
  }
  builderOf.set(keys, build);
  return build as (cells: unknown[]) => T;
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
