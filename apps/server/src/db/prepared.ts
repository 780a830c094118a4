import type { Executor } from './client.js';

/**
 * A named prepared statement per database (or transaction): each pooled connection parses and plans
 * it once and then only executes it. For the hot point lookups (the session, `/me`, a user by id)
 * planning took longer than running. Build it with `sql.placeholder(...)` values and `.prepare(name)`;
 * the name must be unique to the statement's text.
 */
export function preparedStatement<T>(build: (db: Executor) => T): (db: Executor) => T {
  const byDatabase = new WeakMap<Executor, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
