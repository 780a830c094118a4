import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { clientsFor, seedProfiling, type ProfilingClients, type ProfilingFixture } from './test-support.js';

/** Malformed ids answer 422 on the field (after sign-in is checked), on every profile route. */
describe('profiling routes: malformed ids', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;
  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/v1/profiles/abc/domains.json', 'id'],
    ['GET', '/api/v1/profiles/abc.pdf', 'id'],
    ['GET', '/api/v1/profiles/abc/export_summary_supervisor', 'id'],
    ['DELETE', '/api/v1/profiles/0', 'id'],
  ] as const)('%s %s: 422 on %s for an admin, 401 signed out', async (method, url, field) => {
    const call = (client: typeof c.admin) => (method === 'GET' ? client.get(url) : client.delete(url));
    const response = await call(c.admin);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: Record<string, string[]> }>(response).messages)).toEqual([field]);
    expect((await call(c.anonymous)).statusCode).toBe(401);
  });

  it('answers 422 on domain_id for a malformed domain id', async () => {
    const response = await c.admin.get(`/api/v1/profiles/${s.profiles.rating.id}/domains/x`);
    expect(response.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(response).messages).toHaveProperty('domain_id');
  });
});
