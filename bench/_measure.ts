// What every endpoint bench measures the same way: timings of in-process requests (app.inject), their
// percentiles, and the line that prints an endpoint's p50/p95 beside the raw SQL's p95 and the goal.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { barePg, capture, replay, type Statement } from './_replay.js';

export const ms = (since: number) => performance.now() - since;
export const fmt = (value: number) => `${value.toFixed(1)} ms`;
export const mark = (value: number, goal: number) => (value <= goal ? 'PASS' : 'FAIL');
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export interface Figure {
  name: string;
  goal?: number;
  url: (i: number) => string;
  /** The hand-written SQL doing the same work; it answers the ids it found, to check they match. */
  raw: (i: number) => Promise<number[] | void>;
}

/** Requests whose statements a figure captures; its replay cycles through them. */
const CAPTURED = 10;

/**
 * Timing helpers bound to one app, one signed-in user's headers, and the number of runs. With `client`
 * (a bare connection to the app's database) each figure also replays the statements the app sent for
 * the endpoint (bench/_replay.ts): what the app adds to exactly the work it asks of PostgreSQL.
 */
export function endpointBench(
  app: FastifyInstance,
  headers: Record<string, string>,
  {
    runs = 200,
    warmUp = 20,
    width = 58,
    client,
  }: { runs?: number; warmUp?: number; width?: number; client?: pg.Client } = {},
) {
  /** `runs` timings (after `warmUp` untimed ones), sorted. */
  async function timed(run: (i: number) => Promise<unknown>) {
    const times: number[] = [];
    for (let i = 0; i < runs + warmUp; i++) {
      const t0 = performance.now();
      await run(i);
      if (i >= warmUp) times.push(ms(t0));
    }
    return times.sort((a, b) => a - b);
  }

  async function get(url: string) {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json() as { data: { id: number }[] | { id: number } };
  }
  const idsOf = (body: Awaited<ReturnType<typeof get>>) =>
    Array.isArray(body.data) ? body.data.map((r) => r.id) : [];

  /** The p95 of the statements the app sent for `url(0)`…`url(CAPTURED - 1)`, replayed on `client`. */
  async function replayed95(url: (i: number) => string, on: pg.Client) {
    const sent: Statement[][] = [];
    for (let i = 0; i < CAPTURED; i++) sent.push(await capture(() => get(url(i))));
    return percentile(await timed((i) => replay(on, sent[i % CAPTURED]!)), 0.95);
  }

  /**
   * Prints one endpoint's line: p50, p95, the raw SQL's p95 and their ratio, the ratio to its own
   * statements replayed (with `client`), and the goal.
   */
  async function figure({ name, goal, url, raw }: Figure) {
    // The raw SQL must answer the same rows as the endpoint, or the ratio compares different work.
    const [appIds, rawIds] = [idsOf(await get(url(0))), await raw(0)];
    const same = !rawIds || JSON.stringify(appIds) === JSON.stringify(rawIds);
    const app95 = await timed((i) => get(url(i)));
    const raw95 = percentile(await timed(raw), 0.95);
    const own95 = client && (await replayed95(url, client));
    const p95 = percentile(app95, 0.95);
    console.log(
      `${name.padEnd(width)} p50 ${fmt(percentile(app95, 0.5)).padStart(8)}  p95 ${fmt(p95).padStart(8)}` +
        ` │ raw SQL p95 ${fmt(raw95).padStart(7)}  ratio ${(p95 / raw95).toFixed(1).padStart(4)}×` +
        (own95
          ? ` │ its statements p95 ${fmt(own95).padStart(7)}  ratio ${(p95 / own95).toFixed(1).padStart(4)}×`
          : '') +
        ` │ ${goal === undefined ? 'no goal' : `goal p95 ≤ ${goal} ms ${mark(p95, goal)}`}${same ? '' : '  (raw SQL answered other rows!)'}`,
    );
    return { p95, raw95, own95 };
  }

  return { timed, get, idsOf, figure, replayed95 };
}

/**
 * The app in this process on a fresh embedded database (no demo data), with a bare `pg` client beside
 * it for the hand-written SQL; `close()` stops both and removes the data directory.
 */
export async function inProcessApp(name: string) {
  const [{ mkdtempSync, rmSync }, os, path, { buildApp }, { loadConfig }, { openDatabase }] =
    await Promise.all([
      import('node:fs'),
      import('node:os'),
      import('node:path'),
      import('../apps/server/src/app.js'),
      import('../apps/server/src/config.js'),
      import('../apps/server/src/db/client.js'),
    ]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pdp-bench-${name}-`));
  const database = await openDatabase({ dataDir });
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' }), {
    database,
  });
  await app.ready();
  const client = new barePg.Client({ connectionString: database.url });
  await client.connect();
  /** The first row of a raw query. */
  const one = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0];
  const close = async () => {
    await client.end();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, database, client, one, close };
}
