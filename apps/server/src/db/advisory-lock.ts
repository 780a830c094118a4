import pg from 'pg';

/** The session locks that order the nodes' start-up (pg_advisory_lock keys, each used for one thing). */
export const START_UP_LOCKS = { migrations: 724_001, demoSeed: 724_002 } as const;

/**
 * Runs `work` while holding a session advisory lock on a connection of its own, so nodes that start
 * together take turns: the others wait for it, then find the work done. A session lock rather than a
 * transaction's, because the work opens transactions of its own; PostgreSQL releases it when the
 * connection ends, even if this process dies holding it.
 */
export async function withAdvisoryLock<T>(
  url: string,
  lock: number,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    return await work(client);
  } finally {
    await client.end();
  }
}
