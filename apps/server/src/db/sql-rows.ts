import { sql, type SQL } from 'drizzle-orm';

/**
 * The two things every raw `db.execute(sql…)` needs: its rows, typed, and a list of values bound as
 * one array parameter.
 */

/** The rows of a `db.execute` result, as the query's select list names them (the driver answers `unknown`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The element types the raw queries bind arrays of. */
export type SqlArrayType = 'int' | 'text' | 'date' | 'boolean' | 'numeric' | 'timestamptz';

/**
 * `values` as ONE bind parameter cast to `type[]` (for `= any(…)` and `unnest(…)`): the driver encodes
 * the array, so a value is never read as SQL or as array syntax, and the statement's text is the same
 * for any number of values. Drizzle's plain `${array}` would instead write one parameter per value.
 */
export const sqlArray = (values: readonly unknown[], type: SqlArrayType): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;
