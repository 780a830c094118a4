import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../test/factories.js';
import { PERMISSIONS_POLICY } from './response-headers.js';

let t: TestApp;
let admin: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db);
  admin = apiClient(
    t.app,
    await loginAs(t.app, await createUser(t.db, institute.id, { is_institute_admin: true })),
  );
});
afterAll(() => t.close());

describe('response headers', () => {
  it('marks authenticated JSON and CSV answers no-store, errors included', async () => {
    for (const url of [
      '/api/v1/me',
      '/api/v1/users?page=1',
      '/api/v1/users.csv',
      '/api/v1/users/2147483647',
    ]) {
      const response = await admin.get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await apiClient(t.app).get('/api/v1/me')).headers['cache-control']).toBe('no-store');
  });

  it('sends a Permissions-Policy on pages, the API and health checks', async () => {
    for (const url of ['/users/sign_in', '/api/v1/me', '/healthz']) {
      expect((await admin.get(url)).headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it("sends helmet's headers on pages, the API and unknown paths", async () => {
    for (const url of ['/users/sign_in', '/api/v1/me', '/api/v1/no_such_thing']) {
      const headers = (await admin.get(url)).headers;
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      // Over http (the tests' APP_URL), no HSTS.
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('gives the SSO pages their own form-action, and no other page', async () => {
    const sso = String((await admin.get('/sso/sign_in')).headers['content-security-policy']);
    expect(sso).toMatch(/form-action 'self' https:/);
    const password = String((await admin.get('/users/sign_in')).headers['content-security-policy']);
    expect(password).toContain("form-action 'self';");
  });
});

describe('response headers over https', () => {
  it('asks browsers to keep to https, on the SSO pages too', async () => {
    const secure = await createTestApp({ appUrl: 'https://pdp.example.test' });
    try {
      for (const url of ['/users/sign_in', '/sso/sign_in', '/api/v1/me']) {
        const headers = (await apiClient(secure.app).get(url)).headers;
        expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
        expect(headers['content-security-policy'], url).toContain('upgrade-insecure-requests');
      }
    } finally {
      await secure.close();
    }
  });
});
