import { ZUserDetail, type TUserDetail } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { seedUsers } from '../../../test/users-fixture.js';
import type { UserRow } from '../../db/schema/index.js';

describe('GET /api/v1/users/{id}: the user profile', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let cookies: Map<UserRow, string>;

  const as = (user: UserRow) => apiClient(t.app, cookies.get(user));
  const show = (user: UserRow, target: { id: number }) => as(user).get(`/api/v1/users/${target.id}`);
  const detail = async (user: UserRow, target: { id: number }) => {
    const response = await show(user, target);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TUserDetail }>(response).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    cookies = new Map();
    for (const user of [...s.all, s.outsider]) cookies.set(user, await loginAs(t.app, user));
  });
  afterAll(() => t.close());

  it('shows an educator with the names of their supervisor, division, department and employment type', async () => {
    const data = await detail(s.admin, s.eddie);
    expect(data).toEqual({
      id: s.eddie.id,
      institute_id: s.home.id,
      institute_name: 'Home Institute',
      given_name: 'Eddie',
      family_name: 'Educator',
      full_name: 'Eddie Educator',
      email: 'eddie@school.test',
      unique_identifier: 'E1001',
      supervisor_id: s.sam.id,
      department_id: s.depA.id,
      employment_type_id: s.fullTime.id,
      custom_1: 'Campus North',
      custom_2: 'Blue',
      active: true,
      published: true,
      vcm_enabled: false,
      is_super_admin: false,
      is_institute_admin: false,
      is_supervisor: false,
      is_facilitator: false,
      is_educator: true,
      is_guest: false,
      role_text: 'Educator',
      supervisor: { id: s.sam.id, full_name: 'Sam Supervisor' },
      division: { id: s.north.id, name: 'North' },
      department: { id: s.depA.id, name: 'NA department' },
      employment_type: { id: s.fullTime.id, name: 'Full Time' },
      current_passport: null,
      can: {
        update: true,
        deactivate: true,
        view_points_history: true,
        view_point_requests: true,
        add_vocational: true,
        add_professional: true,
      },
    });
    expect(ZUserDetail.strict().safeParse(data).success).toBe(true);
  });

  it('shows null names for a user with no supervisor, department or employment type', async () => {
    const data = await detail(s.admin, s.fred);
    expect(data).toMatchObject({
      full_name: 'Fred Facilitator',
      role_text: 'Facilitator',
      supervisor: null,
      division: null,
      department: null,
      employment_type: null,
      current_passport: null,
    });
    expect(data).not.toHaveProperty('password_hash');
  });

  it('lists every role of a user with several, in the fixed role order', async () => {
    const both = await createUser(t.db, s.home.id, {
      is_educator: true,
      is_supervisor: true,
      is_guest: true,
    });
    expect((await detail(s.admin, both)).role_text).toBe('Supervisor, Educator, Guest');
  });

  it('shows an inactive user to an admin, with active false', async () => {
    expect(await detail(s.admin, s.erin)).toMatchObject({ active: false, division: { name: 'South' } });
  });

  it('says what the console may offer (users policies): never Deactivate on one’s own account', async () => {
    const usersCan = async (actor: UserRow, target: UserRow) => {
      const { update, deactivate } = (await detail(actor, target)).can;
      return { update, deactivate };
    };
    expect(await usersCan(s.admin, s.eddie)).toEqual({ update: true, deactivate: true });
    expect(await usersCan(s.admin, s.admin)).toEqual({ update: true, deactivate: false });
    expect(await usersCan(s.sam, s.eddie)).toEqual({ update: false, deactivate: false });
    expect(await usersCan(s.eddie, s.eddie)).toEqual({ update: false, deactivate: false });
  });

  it('says what the points sections offer (points policies), per role', async () => {
    const pointsCan = async (actor: UserRow, target: UserRow) => {
      const { update: _update, deactivate: _deactivate, ...points } = (await detail(actor, target)).can;
      return points;
    };
    const all = { view_points_history: true, view_point_requests: true, add_vocational: true };
    // Admins add both kinds, for anyone they see and for themselves.
    expect(await pointsCan(s.admin, s.eddie)).toEqual({ ...all, add_professional: true });
    expect(await pointsCan(s.admin, s.admin)).toEqual({ ...all, add_professional: true });
    // A supervisor adds vocational currency for their educator, never professional, never for themselves.
    expect(await pointsCan(s.sam, s.eddie)).toEqual({ ...all, add_professional: false });
    expect(await pointsCan(s.sam, s.sam)).toEqual({ ...all, add_vocational: false, add_professional: false });
    // An educator reads their own history and nothing more.
    expect(await pointsCan(s.eddie, s.eddie)).toEqual({
      view_points_history: true,
      view_point_requests: false,
      add_vocational: false,
      add_professional: false,
    });
    // A super admin's profile has no points sections.
    const superAdmin = await createUser(t.db, s.home.id, {
      email: 'points-root@school.test',
      unique_identifier: 'PR1',
      is_super_admin: true,
    });
    expect(Object.values(await pointsCan(s.admin, superAdmin)).some(Boolean)).toBe(false);
  });

  it('answers 401 when signed out', async () => {
    const response = await apiClient(t.app).get(`/api/v1/users/${s.eddie.id}`);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ title: 'Unauthorized', message: 'You are no longer logged in' });
  });

  it('lets an institute admin read every user of the institute', async () => {
    for (const user of s.all) expect((await detail(s.admin, user)).id).toBe(user.id);
  });

  it('lets a supervisor read themselves and their own educators, active or not', async () => {
    expect((await detail(s.sam, s.sam)).full_name).toBe('Sam Supervisor');
    expect((await detail(s.sam, s.eddie)).supervisor).toEqual({ id: s.sam.id, full_name: 'Sam Supervisor' });
    expect((await detail(s.sam, s.erin)).active).toBe(false);
  });

  it('refuses a supervisor another supervisor’s users, the other supervisor and the admin (403)', async () => {
    for (const target of [s.bob, s.gina, s.sue, s.admin, s.fred]) {
      const response = await show(s.sam, target);
      expect(response.statusCode, `${target.given_name}`).toBe(403);
      expect(json(response)).toEqual({
        title: 'Forbidden',
        message: 'You do not have permission to do that.',
      });
    }
  });

  it('lets an educator, a guest and a facilitator read only themselves (403 for others)', async () => {
    for (const user of [s.eddie, s.gina, s.fred]) {
      expect((await detail(user, user)).id).toBe(user.id);
      // Not even their own supervisor, nor a colleague.
      for (const target of [s.sam, s.sue, s.bob, s.admin]) {
        expect((await show(user, target)).statusCode, `${user.given_name} → ${target.given_name}`).toBe(403);
      }
    }
  });

  it('answers 404 for another institute’s user, to an admin as to everyone else', async () => {
    for (const user of [s.admin, s.sam, s.eddie]) {
      const response = await show(user, s.outsider);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ title: 'Not Found', message: 'User not found' });
    }
    // And the other way round: the outsider (an educator and supervisor elsewhere) sees nobody here.
    expect((await show(s.outsider, s.eddie)).statusCode).toBe(404);
    expect((await detail(s.outsider, s.outsider)).institute_name).toBe('Other Institute');
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await as(s.admin).get('/api/v1/users/99999999');
    expect(response.statusCode).toBe(404);
  });

  describe('a super admin', () => {
    let superAdmin: UserRow;
    let client: ReturnType<typeof apiClient>;

    beforeAll(async () => {
      const head = await createInstitute(t.db, { name: 'Head Office' });
      superAdmin = await createUser(t.db, head.id, {
        given_name: 'Super',
        family_name: 'User',
        is_super_admin: true,
      });
      client = apiClient(t.app, await loginAs(t.app, superAdmin));
    });

    it('reads the users of the institute they act in, and only those', async () => {
      expect((await client.get(`/api/v1/users/${s.eddie.id}`)).statusCode).toBe(404);

      expect((await client.get(`/api/v1/institutes/${s.home.id}/select`)).statusCode).toBe(200);
      const eddie = await client.get(`/api/v1/users/${s.eddie.id}`);
      expect(eddie.statusCode).toBe(200);
      expect(json<{ data: TUserDetail }>(eddie).data).toMatchObject({
        institute_name: 'Home Institute',
        department: { name: 'NA department' },
        supervisor: { full_name: 'Sam Supervisor' },
      });
      expect((await client.get(`/api/v1/users/${s.outsider.id}`)).statusCode).toBe(404);

      expect((await client.get(`/api/v1/institutes/${s.other.id}/select`)).statusCode).toBe(200);
      expect((await client.get(`/api/v1/users/${s.outsider.id}`)).statusCode).toBe(200);
      expect((await client.get(`/api/v1/users/${s.eddie.id}`)).statusCode).toBe(404);
    });

    it('still reads their own record while acting in another institute', async () => {
      await client.get(`/api/v1/institutes/${s.home.id}/select`);
      const response = await client.get(`/api/v1/users/${superAdmin.id}`);
      expect(response.statusCode).toBe(200);
      expect(json<{ data: TUserDetail }>(response).data).toMatchObject({
        institute_name: 'Head Office',
        is_super_admin: true,
        role_text: 'Super Admin',
        can: { update: true, deactivate: false },
      });
    });
  });
});
