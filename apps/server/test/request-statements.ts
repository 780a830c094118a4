import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { currentRequestContext } from '../src/lib/request-context.js';

type Query = (...args: unknown[]) => unknown;
const RECORDED = Symbol.for('pdp.requestStatements');
const store = globalThis as { [RECORDED]?: Set<string> };

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;

/**
 * Records the distinct SQL texts the app sends while serving a request, in every test file of the run
 * (vitest.config.ts setupFiles), for the statements check at the end of the run (test/tenant-scoping.ts,
 * run by test/global-setup.ts). A test's own statements run outside any request and are not recorded.
 * The pool's `query` is recorded where it is called, in the caller's context; a client's `query` only
 * when called without a callback, as a checked-out client is: the pool's own call inside runs in the
 * context of whoever released the connection last. Patched once per worker, for the whole run (the
 * one global the server suite changes on purpose; test/statements.ts wraps it and puts it back).
 */
function recordRequestStatements(): Set<string> {
  const recorded = new Set<string>();
  const wrap = (target: { query: Query }, skipCallbacks: boolean) => {
    const query = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const text = textOf(args[0]);
      const isPoolInternal = skipCallbacks && typeof args[args.length - 1] === 'function';
      if (typeof text === 'string' && !isPoolInternal && currentRequestContext()) recorded.add(text);
      return query.apply(this, args);
    };
  };
  wrap(pg.Pool.prototype as unknown as { query: Query }, false);
  wrap(pg.Client.prototype as unknown as { query: Query }, true);
  return recorded;
}

const recorded = (store[RECORDED] ??= recordRequestStatements());

afterAll(() => {
  writeFileSync(
    path.join(inject('requestStatementsDir'), `${process.pid}.json`),
    JSON.stringify([...recorded]),
  );
});
