import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { operationsOf } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { routeName } from '../test/generated/calls.js';

/**
 * The server-rendered sign-in, password and SSO pages and their assets, and the page an approval
 * email's link opens: pages, not API calls.
 */
const PAGES = /^(GET|POST|DELETE) \/(users\/(sign_in|password)|sso\/|auth-assets\/|email_approvals\/)/;

/** The routes served without a contract declaration, each with its reason. */
const UNDECLARED: Readonly<Record<string, string>> = {
  'GET /healthz': 'the operators’ liveness probe (load balancer, container); no client app calls it',
  'GET /readyz': 'the load balancer’s readiness probe (docs/deployment.md); no client app calls it',
  'GET /uploads/:institute/:file':
    'a stored logo or banner image: clients load the `*_url` the API answers as it is, never build it',
};

describe('the route table', () => {
  let t: TestApp;
  // Without a console build: its files (one route each, when apps/web/dist is built) are not API calls.
  const noBuild = mkdtempSync(path.join(os.tmpdir(), 'pdp-no-dist-'));
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: noBuild });
  });
  afterAll(async () => {
    await t.close();
    rmSync(noBuild, { recursive: true, force: true });
  });

  it('serves every operation the contract declares exactly once, at its method and path', () => {
    const problems = operationsOf().flatMap((operation) => {
      const serving = t.app.routeTable.filter((route) => route.operation === operation);
      const name = `${operation.method} ${operation.path}`;
      if (serving.length !== 1) return [`${name}: served ${serving.length} times`];
      return routeName(serving[0]!) === name ? [] : [`${name}: served as ${routeName(serving[0]!)}`];
    });
    expect(problems).toEqual([]);
  });

  it('declares every route but the pages and those listed as undeclared', () => {
    const served = t.app.routeTable.filter((route) => !route.operation).map(routeName);
    expect(served.filter((name) => !PAGES.test(name))).toEqual(Object.keys(UNDECLARED));
  });
});
