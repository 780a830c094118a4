import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';

describe('GET /api/v1/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in user, the current institute and the permissions', async () => {
    const institute = await createInstitute(t.db, {
      name: 'Me Institute',
      vcm_enabled: true,
      timezone: 'Australia/Perth',
    });
    const user = await createUser(t.db, institute.id, {
      given_name: 'Ada',
      family_name: 'Admin',
      is_institute_admin: true,
    });
    const response = await apiClient(t.app, await loginAs(t.app, user)).get('/api/v1/me');
    expect(response.statusCode).toBe(200);
    const { data } = json<{
      data: { user: Record<string, unknown>; institute: Record<string, unknown>; permissions: string[] };
    }>(response);
    expect(data.user).toMatchObject({
      id: user.id,
      full_name: 'Ada Admin',
      role_text: 'Institute Admin',
      institute_name: 'Me Institute',
    });
    expect(data.user).not.toHaveProperty('password_hash');
    // The web shows every date and time on the institute's clock.
    expect(data.institute).toMatchObject({
      id: institute.id,
      name: 'Me Institute',
      vcm_enabled: true,
      timezone: 'Australia/Perth',
    });
    expect(data.permissions).toContain('institutes.manage');
    expect(data.permissions).not.toContain('institutes.create');
  });

  it('answers 401 with the session message when not signed in', async () => {
    const response = await apiClient(t.app).get('/api/v1/me');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ title: 'Unauthorized', message: 'You are no longer logged in' });
  });
});
