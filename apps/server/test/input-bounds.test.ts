import { NUL_MESSAGE } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from './app.js';
import { createInstitute, createUser, loginAs } from './factories.js';
import { openForm } from './forms.js';

type Messages = { messages: Record<string, string[]> };

/**
 * Input that passed validation and then failed in PostgreSQL answered 500 (issue 12 §6): integers
 * beyond its `integer`, NUL characters, dates JavaScript accepts and PostgreSQL refuses, a page's
 * institute id, a multipart body without a boundary. Each is now refused as a 4xx, here one by one;
 * test/fuzz.test.ts sends the whole corpus to every route.
 */
describe('input PostgreSQL cannot take is refused before it gets there', () => {
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db);
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, institute.id, { is_institute_admin: true })),
    );
    userId = (await createUser(t.db, institute.id, { is_educator: true })).id;
  });
  afterAll(() => t.close());

  describe('integers at or above 2^31', () => {
    it('in a path: 422 on the id', async () => {
      const response = await admin.get('/api/v1/locations/2147483648');
      expect(response.statusCode).toBe(422);
      expect(json<Messages>(response).messages).toEqual({ id: ['is invalid'] });
    });

    it('in a list filter: 400 naming the value', async () => {
      const supervisor = await admin.get('/api/v1/users?q[supervisor_id_eq]=2147483648');
      expect(supervisor.statusCode).toBe(400);
      expect(json(supervisor).message).toContain('"2147483648"');
      const order = await admin.get('/api/v1/domains?q[display_order_eq]=1e10');
      expect(order.statusCode).toBe(400);
      expect(json(order).message).toContain('"1e10"');
    });

    it('in a body: 422 on the field', async () => {
      const answer = await admin.post('/api/v1/supervisor_responses', {
        supervisor_response: { profile_id: 2147483648, capability_id: 1, value: 1 },
      });
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(json<Messages>(answer).messages)).toEqual(['profile_id']);
      const user = await admin.put(`/api/v1/users/${userId}`, { user: { supervisor_id: 2147483648 } });
      expect(user.statusCode).toBe(422);
      expect(json<Messages>(user).messages).toEqual({ supervisor_id: ['is invalid'] });
      const order = await admin.put('/api/v1/domains', { domains: [{ id: 1, display_order: 2147483648 }] });
      expect(order.statusCode).toBe(422);
    });
  });

  describe('NUL characters', () => {
    it('in a text field: 422 on the field', async () => {
      const location = await admin.post('/api/v1/locations', { location: { name: 'a\u0000b' } });
      expect(location.statusCode).toBe(422);
      expect(json<Messages>(location).messages).toEqual({ name: [NUL_MESSAGE] });
      const user = await admin.put(`/api/v1/users/${userId}`, { user: { email: 'a\u0000@b.test' } });
      expect(user.statusCode).toBe(422);
      expect(json<Messages>(user).messages.email).toContain(NUL_MESSAGE);
    });

    it('in a _cont filter, the list and its CSV export alike: 422, as JSON', async () => {
      for (const url of ['/api/v1/users', '/api/v1/users.csv']) {
        const response = await admin.get(`${url}?q[given_name_cont]=a%00b`);
        expect(response.statusCode).toBe(422);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    });

    it('in the sign-in form: 422, not a failed database query', async () => {
      const { browser, token } = await openForm(t.app, '/users/sign_in');
      const page = await browser.post('/users/sign_in', {
        'user[email]': 'a\u0000@b.test',
        'user[password]': 'whatever',
        authenticity_token: token,
      });
      expect(page.status).toBe(422);
    });
  });

  it('dates JavaScript accepts and PostgreSQL refuses: 400 naming the value', async () => {
    for (const date of ['2020-02-30', '0000-01-01']) {
      const response = await admin.get(`/api/v1/locations?q[created_at_gteq]=${date}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toContain(`"${date}"`);
    }
  });

  it.each(['/users/sign_in', '/users/password/new', '/sso/sign_in'])(
    '%s?institute=2147483648 shows the plain page',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: `${path}?institute=2147483648` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('the approval queue (/api/v2): an id of 2^31, a NUL in the reason or a filter, an impossible date', async () => {
    const approve = await admin.put('/api/v2/registrations/2147483648/approve', { notify_user: false });
    expect(approve.statusCode).toBe(422);
    expect(json<Messages>(approve).messages).toEqual({ id: ['is invalid'] });
    const reject = await admin.put('/api/v2/registrations/1/reject', { reason: 'a\u0000b' });
    expect(reject.statusCode).toBe(422);
    expect(json<Messages>(reject).messages).toEqual({ reason: [NUL_MESSAGE] });
    for (const url of ['/api/v2/registrations', '/api/v2/registrations.csv']) {
      const response = await admin.get(`${url}?q[user_name_cont]=a%00b`);
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    for (const url of ['/api/v2/registrations', '/api/v2/registrations/statistics']) {
      const response = await admin.get(`${url}?q[created_at_gteq]=2020-02-30`);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toContain('"2020-02-30"');
    }
  });

  it('a multipart body without a boundary: 400, for uploads and imports', async () => {
    const noBoundary = { 'content-type': 'multipart/form-data' };
    for (const response of [
      await admin.post('/api/v1/users/import', 'x', noBoundary),
      await admin.put('/api/v1/locations/1', 'x', noBoundary),
      await admin.post('/api/v1/institutes/1/logo', 'x', noBoundary),
    ]) {
      expect(response.statusCode).toBe(400);
    }
  });
});
