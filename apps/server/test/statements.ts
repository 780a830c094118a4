import pg from 'pg';

/**
 * The SQL statements sent to PostgreSQL while `run` runs, in order: what every pooled connection's
 * `query` was given. A test counts them to show that a request's statements do not grow with its rows
 * (no query per row) or that a row is read once. Run one request at a time inside: the statements of
 * anything else running meanwhile (a background job, another request) are recorded too.
 */
export async function recordStatements(run: () => Promise<unknown>): Promise<string[]> {
  const query = pg.Client.prototype.query;
  const statements: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    statements.push(typeof config === 'string' ? config : ((config as { text?: string }).text ?? ''));
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return statements;
}
