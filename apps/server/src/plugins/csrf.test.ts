import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { email_outbox, users } from '../db/schema/index.js';
import { csvOf, educatorRecord, importFixture } from '../features/users/import-test-support.js';

/*
 * The API's CSRF defence (issue 12 §2, §3): a probe created an institute admin with a plain cross-origin
 * multipart form posted to `/%61pi/v1/users/import`, because the check read the raw URL and the router
 * decoded it. The check now follows the matched route, and form bodies reach only the sign-in pages.
 */
let t: TestApp;
let cookie: string;
let instituteId: number;
// A row the import accepts (the fixture has department ENG, Full time and supervisor S1).
const importCsv = csvOf([educatorRecord('X1', { email: 'eve@evil.test', is_supervisor: 'Y' })]);

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await importFixture(t);
  instituteId = fixture.institute.id;
  cookie = fixture.adminCookie;
});
afterAll(() => t.close());

const eveExists = async () =>
  ((await t.db.select({ n: count() }).from(users).where(eq(users.email, 'eve@evil.test')))[0]?.n ?? 0) > 0;

/** The cross-site form a browser would send: the session cookie, a multipart body, no custom header. */
async function crossSiteImport(url: string, headers: Record<string, string> = {}) {
  const form = await multipartFile('file', importCsv, 'users.csv');
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, cookie, ...headers },
  });
}

describe('CSRF on the API', () => {
  it.each([
    '/api/v1/users/import',
    '/%61pi/v1/users/import',
    '/%2561pi/v1/users/import',
    '/%41PI/v1/users/import',
    '/api/v1/users/%69mport',
    '/API/v1/users/import',
  ])(
    'refuses a cookie-authenticated multipart post to %s without X-Client-App, creating nobody',
    async (url) => {
      const response = await crossSiteImport(url);
      expect([403, 404]).toContain(response.statusCode);
      expect(await eveExists()).toBe(false);
    },
  );

  it('refuses a state change whose Origin or Sec-Fetch-Site names another site, even with the header', async () => {
    const evilOrigin = await crossSiteImport('/api/v1/users/import', {
      'x-client-app': 'webapp',
      origin: 'https://evil.example',
    });
    expect(evilOrigin.statusCode).toBe(403);
    const crossSite = await crossSiteImport('/api/v1/users/import', {
      'x-client-app': 'webapp',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await eveExists()).toBe(false);
  });

  it('accepts the web app: the header, its own Origin and same-origin fetch metadata', async () => {
    const response = await crossSiteImport('/api/v1/users/import', {
      'x-client-app': 'webapp',
      origin: 'http://pd.example.org:8080',
      host: 'pd.example.org:8080',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
    expect(await eveExists()).toBe(true);
    await t.db.delete(users).where(eq(users.email, 'eve@evil.test'));
  });

  it('answers a form-encoded body on the API with 415, changing nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: { cookie, 'x-client-app': 'webapp', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user[current_password]=x&user[password]=y',
    });
    expect(response.statusCode).toBe(415);
  });

  it('protects a GET that sends an email like a POST: no X-Client-App, no email', async () => {
    const outbox = async () => (await t.db.select({ n: count() }).from(email_outbox))[0]!.n;
    const before = await outbox();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/1/export_summary_supervisor',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await outbox()).toBe(before);
    // Plain reads still need no header.
    expect((await apiClient(t.app, cookie).get('/api/v1/me', { 'x-client-app': '' })).statusCode).toBe(200);
  });

  it('protects the GET that switches institutes like a POST: no header or another site, no switch', async () => {
    const superAdmin = await createUser(t.db, instituteId, { is_super_admin: true });
    const superCookie = await loginAs(t.app, superAdmin);
    const otherId = (await createInstitute(t.db, { name: 'Elsewhere College' })).id;
    const select = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/institutes/${otherId}/select`,
        headers: { cookie: superCookie, ...headers },
      });
    const actingIn = async () =>
      json<{ data: { institute: { id: number } } }>(await apiClient(t.app, superCookie).get('/api/v1/me'))
        .data.institute.id;

    expect((await select({})).statusCode).toBe(403);
    expect((await select({ 'x-client-app': 'webapp', origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await select({ 'x-client-app': 'webapp', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await actingIn()).toBe(instituteId);
    expect((await select({ 'x-client-app': 'webapp' })).statusCode).toBe(200);
    expect(await actingIn()).toBe(otherId);
  });

  it('rate-limits the profile email per user: 429 after 20 in the window', async () => {
    const supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
    const client = apiClient(t.app, await loginAs(t.app, supervisor));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await client.get('/api/v1/profiles/999999/export_summary_supervisor')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(json(await client.get('/api/v1/profiles/999999/export_summary_supervisor'))).toMatchObject({
      title: 'Too Many Requests',
    });
  });
});
