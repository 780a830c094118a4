import { Writable } from 'node:stream';
import { INT_MAX } from '@pdp/contract';
import type { LightMyRequestResponse } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/plugins/auth.js';
import { createTestApp, type TestApp } from './app.js';
import { mapLimit, routeName, send, type Call } from './generated/calls.js';
import {
  BAD_BODIES,
  BAD_FILTERS,
  BAD_PATH_VALUES,
  BAD_QUERIES,
  BAD_QUERY_VALUES,
  BAD_VALUES,
} from './generated/corpus.js';
import {
  exampleInput,
  fieldPathsOf,
  fillPath,
  getAt,
  jsonSchemaOf,
  numbersOf,
  setAt,
} from './generated/examples.js';
import { createWorld, type World } from './generated/world.js';

/**
 * Every route (the app's route table: the API and the hidden page, upload and template routes) gets
 * the fixed corpus of bad input of generated/corpus.ts, one part at a time with the rest valid. No
 * answer may be a 5xx, an error must keep the spec's shape and never show SQL, and nothing may be
 * logged as an error. A route added later is fuzzed as it is.
 */

interface Probe {
  route: RouteEntry;
  label: string;
  call: Call;
}

// What a PostgreSQL error or a statement looks like when it leaks into an answer.
const SQL_LEAK =
  /syntax error at or near|relation "|column "|violates [\w-]+ constraint|invalid input syntax for|out of range for type|invalid byte sequence|field value out of range|SQLSTATE|\bselect\b[^"]{0,200}\bfrom\b/i;

/** What is wrong with an answer, if anything. */
function problemWith(response: LightMyRequestResponse): string | undefined {
  const { statusCode: status } = response;
  const excerpt = response.body.slice(0, 200);
  if (status >= 500) return `answered ${status}: ${excerpt}`;
  if (status < 400) return undefined;
  if (SQL_LEAK.test(response.body)) return `shows SQL: ${excerpt}`;
  if (response.headers['content-disposition']) return `error ${status} sent as an attachment`;
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('text/html')) return undefined;
  if (!type.includes('application/json')) return `error ${status} as ${type}: ${excerpt}`;
  const body = response.json<Record<string, unknown>>();
  if (typeof body.title !== 'string') return `error ${status} without a title: ${excerpt}`;
  if (status === 422) {
    const hasShape = body.code === 2 && typeof body.messages === 'object' && Array.isArray(body.base);
    if (!hasShape) return `422 not in the validation shape: ${excerpt}`;
  }
  return undefined;
}

const hasBody = (route: RouteEntry) => route.method !== 'GET' && route.method !== 'DELETE';

/** The filters a list route declares, from its 400 answer to an unknown one ("Allowed: a, b."). */
async function listFields(t: TestApp, base: Call): Promise<string[]> {
  const response = await send(t.app, { ...base, query: `${base.query}&q[zz_unknown_eq]=1` });
  const allowed = /Allowed: ([\w, ]+)\./.exec(response.body)?.[1];
  return allowed ? allowed.split(', ') : [];
}

async function probesFor(t: TestApp, world: World, route: RouteEntry): Promise<Probe[]> {
  const input = await exampleInput(world, route, 'own');
  const cookie = route.access.kind === 'public' ? undefined : await world.cookieFor('super_admin');
  const baseQuery = qs.stringify(input.query);
  const base: Call = { method: route.method, url: input.url, query: baseQuery, body: input.body, cookie };
  const probes: Probe[] = [{ route, label: 'the valid example', call: base }];
  const add = (label: string, change: Partial<Call>) =>
    probes.push({ route, label, call: { ...base, ...change } });

  for (const name of Object.keys(input.params)) {
    for (const value of BAD_PATH_VALUES)
      add(`:${name}=${value.slice(0, 20)}`, { url: fillPath(route.url, { ...input.params, [name]: value }) });
  }
  const querySchema = jsonSchemaOf(route, 'querystring');
  for (const name of Object.keys(querySchema?.properties ?? {})) {
    for (const bad of BAD_QUERY_VALUES)
      add(`?${name}=${bad.label}`, { query: qs.stringify({ ...input.query, [name]: bad.value }) });
  }
  // A route that declares no query ignores one; all of the corpus at once shows it does.
  if (querySchema) {
    for (const query of BAD_QUERIES) add(`?${query.slice(0, 40)}`, { query: `${baseQuery}&${query}` });
  } else if (route.url.startsWith('/api/') || route.schema?.body) {
    add('?every bad query at once', { query: BAD_QUERIES.join('&') });
  }
  if (querySchema?.properties?.q) {
    for (const field of await listFields(t, base)) {
      for (const [predicate, value] of BAD_FILTERS) {
        const query = `${baseQuery}&${qs.stringify({ q: { [`${field}${predicate}`]: value } })}`;
        add(`q[${field}${predicate}]=${value}`, { query });
      }
    }
  }
  if (hasBody(route)) {
    for (const path of fieldPathsOf(jsonSchemaOf(route, 'body'))) {
      for (const bad of BAD_VALUES) {
        if (bad.value === undefined && getAt(input.body, path) === undefined) continue;
        add(`${path.join('.')}=${bad.label}`, { body: setAt(input.body, path, bad.value) });
      }
    }
    for (const bad of BAD_BODIES) add(bad.label, { rawBody: bad.raw, contentType: bad.contentType });
  }
  return probes;
}

describe('fuzz: every route against a fixed corpus of bad input', () => {
  let t: TestApp;
  let world: World;
  const errorLogs: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        errorLogs.push(chunk.toString().slice(0, 500));
        done();
      },
    });
    t = await createTestApp({ jobs: { enabled: true }, logLevel: 'error' }, { logStream });
    world = await createWorld(t);
  });
  afterAll(() => t.close());

  it('caps every integer a route accepts at PostgreSQL’s integer range', () => {
    const uncapped = t.app.routeTable.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) =>
        numbersOf(jsonSchemaOf(route, part))
          .filter(({ maximum }) => maximum === undefined || maximum > INT_MAX)
          .map(({ path }) => `${routeName(route)} ${part} ${path}`),
      ),
    );
    expect(uncapped).toEqual([]);
  });

  it('answers every bad input with a 4xx in the spec’s error shape, without SQL, logging no error', async () => {
    const probes: Probe[] = [];
    for (const route of t.app.routeTable) probes.push(...(await probesFor(t, world, route)));
    const failures: string[] = [];
    const run = async ({ route, label, call }: Probe) => {
      const response = await send(t.app, call);
      // The fuzz proves nothing behind a guard it cannot pass.
      const isRefused = route.access.kind !== 'public' && [401, 403].includes(response.statusCode);
      const problem = isRefused
        ? `the super admin was refused (${response.statusCode})`
        : problemWith(response);
      if (problem) failures.push(`${routeName(route)} ${label}: ${problem}`);
    };
    // Deletions last, so the records the other routes are fuzzed with still exist.
    await mapLimit(
      probes.filter((p) => p.route.method !== 'DELETE'),
      6,
      run,
    );
    await mapLimit(
      probes.filter((p) => p.route.method === 'DELETE'),
      6,
      run,
    );
    expect(failures).toEqual([]);
    expect(errorLogs).toEqual([]);
    // A guard against a hang, not a speed goal: a few thousand probes take 1–3 min on a quiet machine and
    // several times that while a 2-core machine runs other suites.
  }, 900_000);
});
