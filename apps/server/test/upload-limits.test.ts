import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredFile } from '../src/lib/read-upload.js';
import type { RouteEntry } from '../src/plugins/auth.js';
import { createTestApp, type TestApp } from './app.js';
import { mapLimit, routeName, send } from './generated/calls.js';
import { exampleInput } from './generated/examples.js';
import { createWorld, rowsOf, type World } from './generated/world.js';
import { multipartFile, multipartFileSplit } from './multipart.js';

/**
 * Every route that reads a file declares it (`config.upload`, lib/read-upload.ts; the route table
 * keeps it). Each declared file is sent one byte over its limit, whole and split where the parser
 * cuts it without an error, and must be refused with its declared 422 message with no row and no
 * stored file written; a file of exactly the limit is not refused for its size. A route added later
 * is covered as it is declared.
 */

/** Tables a request writes whatever it carries: its session and its rate-limit counter. */
const BOOKKEEPING = new Set(['sessions', 'rate_limit_buckets']);
// A file that passes the content checks (a PDF), so a file cut at the limit would be stored.
const PDF_HEAD = Buffer.from('%PDF-1.4\n');

const fileOf = (size: number) => Buffer.concat([PDF_HEAD, Buffer.alloc(size - PDF_HEAD.length, 0x20)]);

describe('upload limits: every route that reads a file', () => {
  let t: TestApp;
  let world: World;
  let uploadRoutes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
    uploadRoutes = t.app.routeTable.filter((route) => route.upload);
  });
  afterAll(() => t.close());

  /** Rows of every table (but BOOKKEEPING) and the stored files, as one comparable string. */
  async function written(): Promise<string> {
    const tables = await rowsOf<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counted = tables.map((r) => r.table_name).filter((name) => !BOOKKEEPING.has(name));
    const counts = sql.join(
      counted.map((name) => sql`select ${name} as name, count(*)::int as n from ${sql.identifier(name)}`),
      sql` union all `,
    );
    const rows = await rowsOf<{ name: string; n: number }>(t.db, counts);
    let files = 0;
    for await (const _ of t.app.deps.storage.list()) files++;
    return [...rows.map((r) => `${r.name}=${r.n}`), `stored files=${files}`].join(' ');
  }

  /** Sends a multipart body to the route's example, as the super admin. */
  async function upload(route: RouteEntry, payload: Buffer | Readable, headers: { 'content-type': string }) {
    const { url, query } = await exampleInput(world, route, 'own');
    const cookie = await world.cookieFor('super_admin');
    return send(t.app, {
      method: route.method,
      url,
      query,
      rawBody: payload,
      contentType: headers['content-type'],
      cookie,
    });
  }

  const messagesOf = (response: LightMyRequestResponse, file: DeclaredFile): string[] => {
    try {
      return (response.json() as { messages?: Record<string, string[]> }).messages?.[file.field] ?? [];
    } catch {
      return [];
    }
  };

  const declaredFiles = () =>
    uploadRoutes.flatMap((route) => route.upload!.files.map((file) => ({ route, file })));

  it('declares the files of every route that takes multipart/form-data, each with a limit', () => {
    const consumesMultipart = (route: RouteEntry) =>
      ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');
    const undeclared = t.app.routeTable.filter((r) => consumesMultipart(r) && !r.upload).map(routeName);
    expect(undeclared).toEqual([]);
    // The imports, program PDFs, evidence, the institute logo and the settings kit's files at least.
    expect(uploadRoutes.length).toBeGreaterThanOrEqual(10);
    const unbounded = declaredFiles()
      .filter(({ file }) => !(file.maxBytes > 0 && Number.isSafeInteger(file.maxBytes)) || !file.tooLarge)
      .map(({ route, file }) => `${routeName(route)} ${file.part}`);
    expect(unbounded).toEqual([]);
  });

  it('reads no file on a route that does not declare one (a reader without limits answers 500)', async () => {
    const others = t.app.routeTable.filter(
      (route) => !route.upload && route.method !== 'GET' && route.method !== 'DELETE',
    );
    const failures: string[] = [];
    const { payload, headers } = await multipartFile('file', fileOf(64), 'probe.pdf');
    await mapLimit(others, 4, async (route) => {
      const response = await upload(route, payload, headers);
      if (response.statusCode >= 500) failures.push(`${routeName(route)}: ${response.body.slice(0, 120)}`);
    });
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses each file one byte over its limit with its message, writing nothing', async () => {
    const failures: string[] = [];
    // One at a time: the check compares every table before and after each request.
    for (const { route, file } of declaredFiles()) {
      const data = fileOf(file.maxBytes + 1);
      const whole = await multipartFile(file.part, data, 'over.pdf');
      const split = await multipartFileSplit(file.part, data, 'over.pdf', file.maxBytes);
      const deliveries = [
        ['whole', () => whole.payload, whole.headers],
        ['split at the limit', split.payload, split.headers],
      ] as const;
      for (const [how, payload, headers] of deliveries) {
        const before = await written();
        const response = await upload(route, payload(), headers);
        const name = `${routeName(route)} ${file.part} (${how})`;
        if (response.statusCode !== 422 || !messagesOf(response, file).includes(file.tooLarge))
          failures.push(`${name}: answered ${response.statusCode} ${response.body.slice(0, 160)}`);
        const after = await written();
        if (after !== before) failures.push(`${name}: wrote ${diff(before, after)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('does not refuse a file of exactly its limit for its size', async () => {
    const failures: string[] = [];
    for (const { route, file } of declaredFiles()) {
      const { payload, headers } = await multipartFile(file.part, fileOf(file.maxBytes), 'exact.pdf');
      const response = await upload(route, payload, headers);
      if (response.statusCode >= 500 || messagesOf(response, file).includes(file.tooLarge))
        failures.push(
          `${routeName(route)} ${file.part}: ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/** The counts that changed. */
function diff(before: string, after: string): string {
  const old = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((entry) => !old.has(entry))
    .join(', ');
}
