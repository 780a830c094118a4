import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import { registrations } from '../../db/schema/index.js';
import { seedApprovalWorld, type ApprovalWorld } from './test-support.js';

/*
 * /api/v2 sits behind the same defences as /api/v1 (plugins/auth.ts): the CSRF check follows the
 * matched route, so an encoded path (`/%61pi/v2/…`) cannot slip past it; errors keep the spec's
 * shape; the routes are documented at /api/docs.
 */
let t: TestApp;
let w: ApprovalWorld;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedApprovalWorld(t);
  cookie = await loginAs(t.app, w.users.admin);
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;

describe('/api/v2 behind the API’s defences', () => {
  it.each([
    '/api/v2/registrations/ID/approve',
    '/%61pi/v2/registrations/ID/approve',
    '/%2561pi/v2/registrations/ID/approve',
    '/API/v2/registrations/ID/approve',
    '/api/v2/registrations/ID/%61pprove',
  ])('refuses a cookie-authenticated PUT to %s without X-Client-App, deciding nothing', async (url) => {
    const id = w.registrations.bobAssess.id;
    const response = await t.app.inject({
      method: 'PUT',
      url: url.replace('ID', String(id)),
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ notify_user: false }),
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses another site even with the header', async () => {
    const id = w.registrations.bobAssess.id;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/registrations/${id}/reject`,
      headers: {
        cookie,
        'x-client-app': 'webapp',
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ reason: 'Forged' }),
    });
    expect(response.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('pending');
  });

  it('answers an unknown /api/v2 path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/nothing-here', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ title: expect.any(String) });
  });

  it('documents the routes and their answers at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>().paths;
    expect(Object.keys(paths['/api/v2/registrations/{id}/approve']!.put!.responses)).toEqual(
      expect.arrayContaining(['204', '400', '401', '403', '404', '422']),
    );
    expect(paths['/api/v2/registrations/{id}/reject']!.put).toBeDefined();
    expect(Object.keys(paths['/api/v2/registrations']!.get!.responses)).toContain('200');
    expect(paths['/api/v2/registrations.csv']!.get).toBeDefined();
    expect(paths['/api/v2/registrations/statistics']!.get).toBeDefined();
  });
});
