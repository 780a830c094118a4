import { operationsOf } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { routeName } from '../test/generated/calls.js';

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
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

  it('declares every API route', () => {
    const undeclared = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !route.operation)
      .map(routeName);
    expect(undeclared).toEqual([]);
  });
});
