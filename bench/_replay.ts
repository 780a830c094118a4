// The baseline of bench/tenants.ts: the SQL statements the app sends PostgreSQL for a request, captured
// as node-postgres sends them (text, values, prepared statement name, row mode and type parsers), and
// replayed by a bare `pg` client. A ratio to this replay compares the app with exactly the statements
// it runs, prepared as it prepares them, rather than with a hand-written query that may do other work.
import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * pg as published, for the replay and the benches' raw SQL: a copy loaded apart from the one the app
 * uses, because the app changes two of pg's per-statement steps (apps/server/src/db/pg-fast-paths.ts)
 * and the baseline is a bare client, without the app's work in it.
 */
export const barePg: typeof pg = (() => {
  const require = createRequire(import.meta.url);
  const ofPg = (key: string) => /[\\/]node_modules[\\/]pg[\\/]/.test(key);
  const forget = () => {
    for (const key of Object.keys(require.cache)) if (ofPg(key)) delete require.cache[key];
  };
  // The app's copy, if loaded already, is put back afterwards; the bare copy is never left in the
  // cache, so an app imported later loads (and patches) a copy of its own.
  const app = Object.entries(require.cache).filter(([key]) => ofPg(key));
  forget();
  try {
    return require('pg') as typeof pg;
  } finally {
    forget();
    for (const [key, module] of app) require.cache[key] = module;
  }
})();

export interface Statement {
  text: string;
  values?: unknown[];
  /** The prepared statement's name when the app names it (db/prepared.ts). */
  name?: string;
  rowMode?: 'array';
  types?: pg.CustomTypesConfig;
}

let recording: Statement[] | undefined;

// Every pool of the app queries through pg.Client (the one copy of `pg` in node_modules).
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  const given = Array.isArray(values) ? values : undefined;
  if (recording && typeof config === 'string') recording.push({ text: config, values: given });
  else if (recording && typeof (config as Statement | undefined)?.text === 'string') {
    const { text, values: own, name, rowMode, types } = config as Statement;
    recording.push({ text, values: own ?? given, name, rowMode, types });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * The statements sent while `request` runs. One request at a time, with nothing else querying in this
 * process meanwhile; the job queue's polling (its own schema) is left out.
 */
export async function capture(request: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  recording = statements;
  try {
    await request();
  } finally {
    recording = undefined;
  }
  // Nor the session's time zone a new connection sets (db/client.ts): once per connection, not per request.
  return statements.filter((s) => !/\bpgboss\b/i.test(s.text) && !/^set time zone\b/i.test(s.text));
}

/** Sends one request's statements, in order, on one connection. */
export async function replay(client: pg.ClientBase, statements: Statement[]): Promise<void> {
  for (const statement of statements) await client.query(statement as pg.QueryConfig);
}

/**
 * The captured requests replayed for `seconds` by `concurrency` loops sharing a pool of `connections`
 * (each request on one pooled connection, as a transaction would be): requests per second.
 */
export async function replayLoad(
  url: string,
  requests: Statement[][],
  { concurrency, connections, seconds }: { concurrency: number; connections: number; seconds: number },
): Promise<number> {
  const pool = new barePg.Pool({ connectionString: url, max: connections });
  let next = 0;
  const run = async (until: number) => {
    let done = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const client = await pool.connect();
          try {
            await replay(client, requests[next++ % requests.length]!);
          } finally {
            client.release();
          }
          done++;
        }
      }),
    );
    return done;
  };
  try {
    await run(performance.now() + 2000); // warm-up: connections open, statements prepared
    const started = performance.now();
    const done = await run(started + seconds * 1000);
    return done / ((performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}
