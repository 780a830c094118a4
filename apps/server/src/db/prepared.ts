import { createHash } from 'node:crypto';
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

/** At most this many statement texts get names, so clients cannot fill every connection with statements. */
const MAX_NAMED_TEXTS = 256;
const namedTexts = new Map<string, string>();

/**
 * The name of a statement prepared for its SQL text: the same text always gets the same name, so a
 * pooled connection parses it once, and PostgreSQL may switch it to a generic plan after five runs
 * (no planning at all). For statements built per request whose texts are few (a list's filter and
 * sort combinations). Each connection keeps every statement it has run, and a client chooses the
 * filters (an `_in` of n values is a text of its own), so only the first MAX_NAMED_TEXTS texts the
 * process sees are named: undefined for any other, to run unnamed (parsed and planned every time).
 */
export function statementName(prefix: string, text: string): string | undefined {
  const known = namedTexts.get(text);
  if (known !== undefined || namedTexts.size >= MAX_NAMED_TEXTS) return known;
  const name = `${prefix}_${createHash('sha1').update(text).digest('base64url')}`;
  namedTexts.set(text, name);
  return name;
}
