import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';

describe('GET /api/v1/institutes/{id}/select', () => {
  let t: TestApp;
  let homeId: number;
  let otherId: number;
  let superCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    homeId = (await createInstitute(t.db, { name: 'Home College' })).id;
    otherId = (await createInstitute(t.db, { name: 'Other College' })).id;
    await createDivisionWithDepartments(t.db, homeId, 'Home division', ['HOM']);
    await createDivisionWithDepartments(t.db, otherId, 'Other division', ['OTH']);
    superCookie = await loginAs(
      t.app,
      await createUser(t.db, homeId, { is_super_admin: true, given_name: 'Sam' }),
    );
  });
  afterAll(() => t.close());

  it('makes the session act in the selected institute: /me and scoped reads follow', async () => {
    const client = apiClient(t.app, superCookie);
    const response = await client.get(`/api/v1/institutes/${otherId}/select`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { id: otherId, name: 'Other College' } });

    const me = json<{ data: { user: { institute_name: string }; institute: { id: number; name: string } } }>(
      await client.get('/api/v1/me'),
    );
    expect(me.data.institute).toMatchObject({ id: otherId, name: 'Other College' });
    expect(me.data.user.institute_name).toBe('Home College');
    const divisions = json<{ data: { name: string }[] }>(await client.get('/api/v1/divisions/options'));
    expect(divisions.data.map((d) => d.name)).toEqual(['Other division']);

    await client.get(`/api/v1/institutes/${homeId}/select`);
    const back = json<{ data: { name: string }[] }>(await client.get('/api/v1/divisions/options'));
    expect(back.data.map((d) => d.name)).toEqual(['Home division']);
  });

  it('answers 404 for an institute that does not exist, leaving the session where it was', async () => {
    const client = apiClient(t.app, superCookie);
    expect((await client.get('/api/v1/institutes/999999/select')).statusCode).toBe(404);
    const me = json<{ data: { institute: { id: number } } }>(await client.get('/api/v1/me'));
    expect(me.data.institute.id).toBe(homeId);
  });

  it('refuses a non-super admin (403), a call without X-Client-App (403) and anonymous callers (401)', async () => {
    const adminCookie = await loginAs(t.app, await createUser(t.db, homeId, { is_institute_admin: true }));
    expect((await apiClient(t.app, adminCookie).get(`/api/v1/institutes/${otherId}/select`)).statusCode).toBe(
      403,
    );
    const noHeader = await t.app.inject({
      method: 'GET',
      url: `/api/v1/institutes/${otherId}/select`,
      headers: { cookie: superCookie },
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await apiClient(t.app).get(`/api/v1/institutes/${otherId}/select`)).statusCode).toBe(401);
    const me = json<{ data: { institute: { id: number } } }>(
      await apiClient(t.app, superCookie).get('/api/v1/me'),
    );
    expect(me.data.institute.id).toBe(homeId);
  });

  it('answers 422 for a non-numeric id', async () => {
    const response = await apiClient(t.app, superCookie).get('/api/v1/institutes/abc/select');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: object }>(response).messages)).toEqual(['id']);
  });
});
