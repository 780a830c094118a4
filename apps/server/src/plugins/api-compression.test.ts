import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../test/factories.js';

// A 100-row users page is ~66 KB of JSON: it goes compressed to a client that asks (browsers do).
describe('API answers: compressed when the client accepts it', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db);
    const admin = await createUser(t.db, institute.id, { is_institute_admin: true });
    for (let i = 0; i < 30; i++) {
      await createUser(t.db, institute.id, { given_name: `Compressible${i}`, is_facilitator: true });
    }
    cookie = await loginAs(t.app, admin);
  });
  afterAll(() => t.close());

  const usersPage = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/users?per_page=100',
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends brotli, else gzip, else the plain JSON; all three the same answer', async () => {
    const plain = await usersPage();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.json<{ data: { given_name: string }[] }>();
    expect(body.data.filter((u) => u.given_name.startsWith('Compressible'))).toHaveLength(30);

    const br = await usersPage('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);

    const gzip = await usersPage('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(body);
  });

  it('leaves a small answer as it is', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/divisions/options',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
