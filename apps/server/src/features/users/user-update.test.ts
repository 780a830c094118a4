import { ZUserInput, type TUserDetail } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import { seedUsers } from '../../../test/users-fixture.js';
import { sessions, users, type UserRow } from '../../db/schema/index.js';

type ErrorBody = { title: string; code: number; messages: Record<string, string[]>; base: string[] };
const TAKEN = 'has already been taken';
const UNUSABLE = "can't be used";
const NOT_SUPERVISOR = 'must be an active user with the supervisor role';
const FOR_EDUCATOR = "can't be blank for an educator";

describe('PUT /api/v1/users/{id}: saving a user profile', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;
  let n = 0;

  const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const sessionsOf = (id: number) => t.db.select().from(sessions).where(eq(sessions.user_id, id));
  /** A fresh educator of the home institute, supervised by Sam, so each test edits its own user. */
  const educator = (overrides: Partial<UserRow> = {}) =>
    createUser(t.db, s.home.id, {
      given_name: 'Pat',
      family_name: `Person${++n}`,
      is_educator: true,
      supervisor_id: s.sam.id,
      department_id: s.depA.id,
      employment_type_id: s.fullTime.id,
      custom_1: 'Keep me',
      custom_2: 'Me too',
      ...overrides,
    });
  const put = (id: number, user: Record<string, unknown>, client = asAdmin) =>
    client.put(`/api/v1/users/${id}`, { user });
  const saved = async (id: number, user: Record<string, unknown>, client = asAdmin) => {
    const response = await put(id, user, client);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TUserDetail }>(response).data;
  };
  /** A save that must be refused with 422, leaving the row exactly as it was. */
  const refused = async (id: number, user: Record<string, unknown>, client = asAdmin) => {
    const before = await rowOf(id);
    const response = await put(id, user, client);
    expect(response.statusCode, response.body).toBe(422);
    expect(await rowOf(id)).toEqual(before);
    return json<ErrorBody>(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
  });
  afterAll(() => t.close());

  it('changes only the fields sent', async () => {
    const user = await educator();
    const before = await rowOf(user.id);
    const data = await saved(user.id, { given_name: 'Renamed' });
    expect(data).toMatchObject({ full_name: `Renamed ${user.family_name}`, custom_1: 'Keep me' });
    // The stored search texts are generated from the names (schema/users.ts), so they follow the rename.
    const {
      updated_at: _a,
      search_text: _c,
      full_name_search: _d,
      search_keys: _g,
      ...after
    } = await rowOf(user.id);
    const { updated_at: _b, search_text: _e, full_name_search: _f, search_keys: _h, ...expected } = before;
    expect(after).toEqual({ ...expected, given_name: 'Renamed' });
    expect((await rowOf(user.id)).full_name_search).toContain('renamed');
  });

  it('moves a user to another department, employment type and supervisor, answering the new names', async () => {
    const user = await educator();
    const data = await saved(user.id, {
      department_id: s.depC.id,
      employment_type_id: s.partTime.id,
      supervisor_id: s.sue.id,
      custom_1: '',
      email: 'Moved.Person@Example.test',
    });
    expect(data).toMatchObject({
      email: 'moved.person@example.test',
      custom_1: null,
      custom_2: 'Me too',
      supervisor: { id: s.sue.id, full_name: 'Sue Boss' },
      division: { id: s.south.id, name: 'South' },
      department: { id: s.depC.id, name: 'SC department' },
      employment_type: { id: s.partTime.id, name: 'Part Time' },
    });
    expect(await rowOf(user.id)).toMatchObject({
      supervisor_id: s.sue.id,
      department_id: s.depC.id,
      custom_1: null,
    });
    // The new supervisor may now read the profile; the old one may not.
    const sam = apiClient(t.app, await loginAs(t.app, s.sam));
    const sue = apiClient(t.app, await loginAs(t.app, s.sue));
    expect((await sam.get(`/api/v1/users/${user.id}`)).statusCode).toBe(403);
    expect((await sue.get(`/api/v1/users/${user.id}`)).statusCode).toBe(200);
  });

  it('saves the whole unchanged record, own email and employee number included', async () => {
    const user = await educator({ email: 'Unchanged@Example.test' });
    // What the form sends back: every field of ZUserInput, as the profile answered it.
    const shown: Record<string, unknown> = await saved(user.id, {});
    const fields = Object.fromEntries(Object.keys(ZUserInput.shape).map((key) => [key, shown[key]]));
    expect(Object.keys(fields)).toHaveLength(15);
    const before = await rowOf(user.id);
    const data = await saved(user.id, { ...fields, email: 'UNCHANGED@example.test' });
    expect(data).toMatchObject({
      unique_identifier: user.unique_identifier,
      email: 'unchanged@example.test',
    });
    const { updated_at: _a, ...after } = await rowOf(user.id);
    const { updated_at: _b, ...expected } = before;
    expect(after).toEqual({ ...expected, email: 'unchanged@example.test' });
  });

  it('drops the supervisor when a guest becomes only a facilitator', async () => {
    const guest = await createUser(t.db, s.home.id, { is_guest: true, supervisor_id: s.sue.id });
    const data = await saved(guest.id, { is_guest: false, is_facilitator: true });
    expect(data).toMatchObject({ role_text: 'Facilitator', supervisor_id: null, supervisor: null });
    expect((await rowOf(guest.id)).supervisor_id).toBeNull();
  });

  it('keeps a supervisor who has since been deactivated while other fields are saved', async () => {
    const boss = await createUser(t.db, s.home.id, {
      is_supervisor: true,
      given_name: 'Gone',
      family_name: 'Boss',
    });
    const user = await educator({ supervisor_id: boss.id });
    await saved(boss.id, { active: false });
    const data = await saved(user.id, { family_name: 'Kept' });
    expect(data.supervisor).toEqual({ id: boss.id, full_name: 'Gone Boss' });
    // Choosing that supervisor anew is refused.
    const other = await educator();
    expect((await refused(other.id, { supervisor_id: boss.id })).messages).toEqual({
      supervisor_id: [NOT_SUPERVISOR],
    });
  });

  it('deactivates a user, ending their sessions, and reactivates them', async () => {
    const user = await educator();
    const cookies = [await loginAs(t.app, user), await loginAs(t.app, user)];
    expect((await apiClient(t.app, cookies[0]).get('/api/v1/me')).statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(2);

    expect((await saved(user.id, { active: false })).active).toBe(false);
    expect((await rowOf(user.id)).active).toBe(false);
    expect(await sessionsOf(user.id)).toEqual([]);
    for (const cookie of cookies)
      expect((await apiClient(t.app, cookie).get('/api/v1/me')).statusCode).toBe(401);

    expect((await saved(user.id, { active: true })).active).toBe(true);
    expect((await rowOf(user.id)).active).toBe(true);
    expect((await apiClient(t.app, cookies[0]).get('/api/v1/me')).statusCode).toBe(401);
    const fresh = await loginAs(t.app, user);
    expect((await apiClient(t.app, fresh).get('/api/v1/me')).statusCode).toBe(200);
  });

  it('toggles an older record that would not pass today’s rules (an educator with no department)', async () => {
    const old = await educator({ department_id: null, employment_type_id: null });
    expect((await saved(old.id, { active: false })).active).toBe(false);
    expect((await saved(old.id, { given_name: 'Still' })).given_name).toBe('Still');
  });

  describe('refuses an invalid save with 422 per field, changing nothing', () => {
    let otherDepartment: number;
    beforeAll(async () => {
      otherDepartment = (await createDivisionWithDepartments(t.db, s.other.id, 'Far', ['FAR']))
        .departments[0]!.id;
    });

    it.each([
      ['a blank given name', () => ({ given_name: ' ' }), { given_name: ["can't be blank"] }],
      ['an email that is not one', () => ({ email: 'nope' }), { email: ['is not an email address'] }],
      [
        'a family name too long',
        () => ({ family_name: 'x'.repeat(101) }),
        { family_name: ['is too long (maximum is 100 characters)'] },
      ],
    ])('%s (schema)', async (_, user, messages) => {
      const target = await educator();
      expect(await refused(target.id, user())).toEqual({
        title: 'Validation Failed',
        code: 2,
        messages,
        base: [],
      });
    });

    it.each([
      ['another user’s email, in another case', () => ({ email: 'EDDIE@school.test' }), { email: [TAKEN] }],
      ['another institute’s user’s email', () => ({ email: s.outsider.email }), { email: [UNUSABLE] }],
      [
        'another user’s employee number',
        () => ({ unique_identifier: 'E1001' }),
        { unique_identifier: [TAKEN] },
      ],
      ['no department for an educator', () => ({ department_id: null }), { department_id: [FOR_EDUCATOR] }],
      [
        'a department of another institute',
        () => ({ department_id: otherDepartment }),
        { department_id: ['does not exist in this institute'] },
      ],
      [
        'a supervisor who is not one',
        () => ({ supervisor_id: s.fred.id }),
        { supervisor_id: [NOT_SUPERVISOR] },
      ],
      ['an inactive supervisor', () => ({ supervisor_id: s.erin.id }), { supervisor_id: [NOT_SUPERVISOR] }],
      ['no role left', () => ({ is_educator: false }), { user_roles: ['must include at least one role'] }],
    ])('%s (rules)', async (_, user, messages) => {
      const target = await educator();
      const error = await refused(target.id, user());
      expect(error).toEqual({ title: 'The user could not be saved', code: 2, messages, base: [] });
    });

    it('refuses a user as their own supervisor', async () => {
      const boss = await createUser(t.db, s.home.id, { is_supervisor: true, is_guest: true });
      expect((await refused(boss.id, { supervisor_id: boss.id })).messages).toEqual({
        supervisor_id: ["can't be the user themselves"],
      });
    });

    it('asks for a department, employment type and supervisor when a facilitator becomes an educator', async () => {
      expect((await refused(s.fred.id, { is_educator: true })).messages).toEqual({
        department_id: [FOR_EDUCATOR],
        employment_type_id: [FOR_EDUCATOR],
        supervisor_id: ["can't be blank for an educator or guest"],
      });
    });

    it('refuses to take an educator’s supervisor away, but keeps saving one who never had one', async () => {
      const target = await educator();
      expect((await refused(target.id, { supervisor_id: null })).messages).toEqual({
        supervisor_id: ["can't be blank for an educator or guest"],
      });
      // Older records (made before the rule) save as long as the supervisor is left alone.
      const orphan = await educator({ supervisor_id: null });
      expect((await saved(orphan.id, { given_name: 'Still' })).given_name).toBe('Still');
    });
  });

  it('stops an admin deactivating themselves or dropping their own admin role, with base messages', async () => {
    const error = await refused(s.admin.id, { active: false, email: 'eddie@school.test' });
    expect(error).toEqual({
      title: 'The user could not be saved',
      code: 2,
      messages: { email: [TAKEN] },
      base: ['You cannot deactivate your own account.'],
    });
    expect((await refused(s.admin.id, { is_institute_admin: false, is_supervisor: true })).base).toEqual([
      'You cannot remove your own institute admin role.',
    ]);
    expect((await saved(s.admin.id, { custom_2: 'Mine' })).custom_2).toBe('Mine');
  });

  describe('super admin users', () => {
    let superAdmin: UserRow;
    let otherSuper: UserRow;
    let asSuper: ReturnType<typeof apiClient>;
    beforeAll(async () => {
      superAdmin = await createUser(t.db, s.home.id, { is_super_admin: true, given_name: 'Sid' });
      otherSuper = await createUser(t.db, s.home.id, { is_super_admin: true, given_name: 'Sal' });
      asSuper = apiClient(t.app, await loginAs(t.app, superAdmin));
    });

    it('cannot be edited by an institute admin (403)', async () => {
      const before = await rowOf(otherSuper.id);
      const response = await put(otherSuper.id, { given_name: 'Hacked' });
      expect(response.statusCode).toBe(403);
      expect(await rowOf(otherSuper.id)).toEqual(before);
    });

    it('can be edited by a super admin, but not their roles (422 with a base message)', async () => {
      expect(
        (await saved(otherSuper.id, { given_name: 'Sally', is_educator: false }, asSuper)).full_name,
      ).toMatch(/^Sally /);
      for (const roles of [{ is_educator: true }, { is_institute_admin: true }]) {
        const error = await refused(otherSuper.id, roles, asSuper);
        expect(error).toMatchObject({
          messages: {},
          base: ['The roles of a super admin cannot be changed.'],
        });
      }
      expect((await rowOf(otherSuper.id)).is_super_admin).toBe(true);
    });

    it('edits the users of the institute a super admin acts in; is_super_admin in the body is ignored', async () => {
      const far = await createInstitute(t.db, { name: 'Far Institute' });
      const farUser = await createUser(t.db, far.id, { is_facilitator: true });
      expect((await put(farUser.id, { given_name: 'X' }, asSuper)).statusCode).toBe(404);
      await asSuper.get(`/api/v1/institutes/${far.id}/select`);
      const data = await saved(farUser.id, { given_name: 'Farah', is_super_admin: true }, asSuper);
      expect(data).toMatchObject({
        given_name: 'Farah',
        is_super_admin: false,
        institute_name: 'Far Institute',
      });
      expect((await rowOf(farUser.id)).is_super_admin).toBe(false);
    });
  });

  it('answers 404 for another institute’s user, changing nothing', async () => {
    const response = await put(s.outsider.id, { given_name: 'Hacked' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ title: 'Not Found', message: 'User not found' });
    expect((await rowOf(s.outsider.id)).given_name).toBe('Otto');
  });

  it('refuses a supervisor (even for their own educator), a facilitator and an educator (403), and anonymous callers (401)', async () => {
    const user = await educator();
    for (const caller of [s.sam, s.fred, s.eddie]) {
      const client = apiClient(t.app, await loginAs(t.app, caller));
      expect((await put(user.id, { given_name: 'Nope' }, client)).statusCode).toBe(403);
      expect((await put(caller.id, { given_name: 'Self' }, client)).statusCode).toBe(403);
    }
    expect((await put(user.id, { given_name: 'Nope' }, apiClient(t.app))).statusCode).toBe(401);
    expect((await rowOf(user.id)).given_name).toBe('Pat');
  });
});
