import type { TUser } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import type { UserRow } from '../../db/schema/index.js';

describe('GET /api/v1/users/{id}', () => {
  let t: TestApp;
  let admin: UserRow;
  let educator: UserRow;
  let colleague: UserRow;
  let outsider: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    const home = await createInstitute(t.db, { name: 'Home Institute' });
    const other = await createInstitute(t.db, { name: 'Other Institute' });
    admin = await createUser(t.db, home.id, {
      given_name: 'Ada',
      family_name: 'Admin',
      is_institute_admin: true,
    });
    educator = await createUser(t.db, home.id, {
      given_name: 'Eddie',
      family_name: 'Educator',
      is_educator: true,
      custom_1: 'Campus A',
    });
    colleague = await createUser(t.db, home.id, {
      given_name: 'Cora',
      family_name: 'Colleague',
      is_educator: true,
    });
    outsider = await createUser(t.db, other.id, {
      given_name: 'Otto',
      family_name: 'Outsider',
      is_educator: true,
    });
  });
  afterAll(() => t.close());

  it('answers the signed-in user their own record, without the password hash', async () => {
    const response = await apiClient(t.app, await loginAs(t.app, educator)).get(
      `/api/v1/users/${educator.id}`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: TUser & Record<string, unknown> }>(response);
    expect(data).toMatchObject({
      id: educator.id,
      institute_id: educator.institute_id,
      institute_name: 'Home Institute',
      given_name: 'Eddie',
      family_name: 'Educator',
      full_name: 'Eddie Educator',
      email: educator.email,
      custom_1: 'Campus A',
      is_educator: true,
      is_institute_admin: false,
      role_text: 'Educator',
    });
    expect(data).not.toHaveProperty('password_hash');
    expect(data).not.toHaveProperty('password_changed_at');
    expect(response.body).not.toContain(educator.password_hash!);
  });

  it('lets an institute admin read another user of the institute', async () => {
    const response = await apiClient(t.app, await loginAs(t.app, admin)).get(`/api/v1/users/${colleague.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: TUser }>(response);
    expect(data).toMatchObject({
      id: colleague.id,
      full_name: 'Cora Colleague',
      institute_name: 'Home Institute',
    });
    expect(data).not.toHaveProperty('password_hash');
  });

  it('refuses an educator reading another user of the same institute with 403', async () => {
    const response = await apiClient(t.app, await loginAs(t.app, educator)).get(
      `/api/v1/users/${colleague.id}`,
    );
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ title: 'Forbidden', message: 'You do not have permission to do that.' });
  });

  it('answers 404 for a user of another institute, even to an admin', async () => {
    const asAdmin = await apiClient(t.app, await loginAs(t.app, admin)).get(`/api/v1/users/${outsider.id}`);
    expect(asAdmin.statusCode).toBe(404);
    expect(json(asAdmin)).toEqual({ title: 'Not Found', message: 'User not found' });

    const asEducator = await apiClient(t.app, await loginAs(t.app, educator)).get(
      `/api/v1/users/${outsider.id}`,
    );
    expect(asEducator.statusCode).toBe(404);
    expect(json(asEducator)).toEqual(json(asAdmin));
  });

  it('answers 404 for an id that does not exist, the same as for another institute', async () => {
    const response = await apiClient(t.app, await loginAs(t.app, admin)).get('/api/v1/users/987654');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ title: 'Not Found', message: 'User not found' });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await apiClient(t.app).get(`/api/v1/users/${educator.id}`);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ title: 'Unauthorized', message: 'You are no longer logged in' });
  });

  it('answers 422 with a message on the id field for a non-numeric id', async () => {
    const response = await apiClient(t.app, await loginAs(t.app, admin)).get('/api/v1/users/abc');
    expect(response.statusCode).toBe(422);
    const body = json<{ title: string; code: number; messages: Record<string, string[]>; base: string[] }>(
      response,
    );
    expect(body).toMatchObject({ title: 'Validation Failed', code: 2, base: [] });
    expect(Object.keys(body.messages)).toEqual(['id']);
    expect(body.messages.id).toHaveLength(1);
    expect(body.messages.id![0]).toMatch(/number/i);
  });

  it('checks sign-in before validation: an anonymous malformed request is 401, not 422', async () => {
    const response = await apiClient(t.app).get('/api/v1/users/abc');
    expect(response.statusCode).toBe(401);
  });
});
