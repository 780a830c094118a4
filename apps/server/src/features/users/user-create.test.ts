import type { TUserDetail } from '@pdp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import { Browser, nextIp, signInThroughForm } from '../../../test/forms.js';
import { seedUsers } from '../../../test/users-fixture.js';
import { email_outbox, password_reset_tokens, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

type ErrorBody = { title: string; code: number; messages: Record<string, string[]>; base: string[] };
const BLANK = "can't be blank";
const TAKEN = 'has already been taken';
const UNUSABLE = "can't be used";
const NEW_PASSWORD = 'Chosen-By-The-New-User-7';
const NOT_SUPERVISOR = 'must be an active user with the supervisor role';
const NOT_HERE = 'does not exist in this institute';
const FOR_EDUCATOR = "can't be blank for an educator";

describe('POST /api/v1/users: adding a single user', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;
  let otherDepartment: number;
  let otherType: number;
  let inactiveSupervisor: number;
  let n = 0;

  /** A valid educator of the home institute, supervised by Sam; `user` overrides its fields. */
  const body = (user: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
    n += 1;
    return {
      user: {
        unique_identifier: `N${n}`,
        given_name: 'Nina',
        family_name: `New${n}`,
        email: `nina${n}@example.test`,
        is_educator: true,
        department_id: s.depB.id,
        employment_type_id: s.partTime.id,
        supervisor_id: s.sam.id,
        ...user,
      },
      ...extra,
    };
  };
  const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const totals = async () => ({
    users: (await t.db.select({ n: count() }).from(users))[0]!.n,
    emails: (await t.db.select({ n: count() }).from(email_outbox))[0]!.n,
    tokens: (await t.db.select({ n: count() }).from(password_reset_tokens))[0]!.n,
  });
  const emailsTo = (address: string) =>
    t.db.select().from(email_outbox).where(eq(email_outbox.to_address, address));
  const tokensOf = (userId: number) =>
    t.db.select().from(password_reset_tokens).where(eq(password_reset_tokens.user_id, userId));
  const created = async (payload: object, client = asAdmin) => {
    const response = await client.post('/api/v1/users', payload);
    expect(response.statusCode, response.body).toBe(201);
    return json<{ data: TUserDetail }>(response).data;
  };
  /** Posts a body that must be refused with 422, and checks that nothing at all was stored. */
  const refused = async (payload: object) => {
    const before = await totals();
    const response = await asAdmin.post('/api/v1/users', payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(await totals()).toEqual(before);
    return json<ErrorBody>(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
    otherDepartment = (await createDivisionWithDepartments(t.db, s.other.id, 'Elsewhere', ['X']))
      .departments[0]!.id;
    otherType = (await createEmploymentType(t.db, s.other.id, 'Casual')).id;
    inactiveSupervisor = (await createUser(t.db, s.home.id, { is_supervisor: true, active: false })).id;
  });
  afterAll(() => t.close());

  it('answers 201 with the new user’s profile and stores the user without a password', async () => {
    const data = await created(body({ email: 'Nina.Mixed@Example.TEST', custom_1: 'Campus', custom_2: '' }));
    expect(data).toMatchObject({
      institute_id: s.home.id,
      institute_name: 'Home Institute',
      full_name: `Nina New${n}`,
      email: 'nina.mixed@example.test',
      unique_identifier: `N${n}`,
      active: true,
      is_educator: true,
      is_super_admin: false,
      role_text: 'Educator',
      custom_1: 'Campus',
      custom_2: null,
      supervisor: { id: s.sam.id, full_name: 'Sam Supervisor' },
      division: { id: s.north.id, name: 'North' },
      department: { id: s.depB.id, name: 'NB department' },
      employment_type: { id: s.partTime.id, name: 'Part Time' },
      current_passport: null,
      can: { update: true, deactivate: true },
    });
    const row = await rowOf(data.id);
    expect(row).toMatchObject({
      institute_id: s.home.id,
      email: 'nina.mixed@example.test',
      given_name: 'Nina',
      department_id: s.depB.id,
      employment_type_id: s.partTime.id,
      supervisor_id: s.sam.id,
      custom_2: null,
      active: true,
      is_super_admin: false,
      password_hash: null,
    });
    // The new profile is readable at its address (where the form redirects).
    const shown = await asAdmin.get(`/api/v1/users/${data.id}`);
    expect(json<{ data: TUserDetail }>(shown).data).toEqual(data);
  });

  it('emails a set-password link by default, which lets the new user choose a password and sign in', async () => {
    const data = await created(body({ given_name: 'Ivy', email: 'ivy.invited@example.test' }));
    const [email, ...more] = await emailsTo('ivy.invited@example.test');
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      institute_id: s.home.id,
      subject: 'Your PD Passport account at Home Institute',
      is_sensitive: true,
      status: 'outbox',
    });
    expect(email!.text_body).toContain('Hello Ivy');
    const match = /(\S+\/users\/password\/edit\?reset_password_token=(\S+))/.exec(email!.text_body);
    expect(match, email!.text_body).not.toBeNull();
    const link = new URL(match![1]!);
    expect(link.origin).toBe(new URL(t.config.appUrl).origin);
    const token = link.searchParams.get('reset_password_token')!;

    const [stored, ...others] = await tokensOf(data.id);
    expect(others).toEqual([]);
    expect(stored!.token_hash).toBe(hashToken(token));
    expect(stored!.used_at).toBeNull();
    const days = (stored!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(t.config.setPasswordLinkDays - 0.01);
    expect(days).toBeLessThanOrEqual(t.config.setPasswordLinkDays);

    const browser = new Browser(t.app, nextIp());
    const form = await browser.get(`${link.pathname}${link.search}`);
    expect(form.status).toBe(200);
    const done = await browser.post('/users/password', {
      _method: 'put',
      'user[reset_password_token]': token,
      'user[password]': NEW_PASSWORD,
      'user[password_confirmation]': NEW_PASSWORD,
      authenticity_token: form.token!,
    });
    expect(done.status, done.text).toBe(200);
    expect((await rowOf(data.id)).password_hash).not.toBeNull();
    expect((await tokensOf(data.id))[0]!.used_at).toBeInstanceOf(Date);
    const signIn = await signInThroughForm(
      new Browser(t.app, nextIp()),
      'ivy.invited@example.test',
      NEW_PASSWORD,
    );
    expect(signIn.status).toBe(303);
  });

  it('emails the link when generate_password is true, and nothing when it is false', async () => {
    const withLink = await created(body({ email: 'with-link@example.test' }, { generate_password: true }));
    expect(await emailsTo('with-link@example.test')).toHaveLength(1);
    expect(await tokensOf(withLink.id)).toHaveLength(1);

    const without = await created(body({ email: 'no-link@example.test' }, { generate_password: false }));
    expect(await emailsTo('no-link@example.test')).toEqual([]);
    expect(await tokensOf(without.id)).toEqual([]);
    expect((await rowOf(without.id)).password_hash).toBeNull();
  });

  it('sends no link to a user created inactive: it would refuse them', async () => {
    const inactive = await created(body({ email: 'inactive-link@example.test', active: false }));
    expect(await emailsTo('inactive-link@example.test')).toEqual([]);
    expect(await tokensOf(inactive.id)).toEqual([]);
    expect((await rowOf(inactive.id)).active).toBe(false);
  });

  it('sends no email in an institute that signs in with SSO', async () => {
    const sso = await createInstitute(t.db, { name: 'SSO Institute', sso_enabled: true });
    const ssoAdmin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, sso.id, { is_institute_admin: true })),
    );
    const sol = { unique_identifier: 'SSO1', given_name: 'Sol', family_name: 'Sso', email: 'sol@sso.test' };
    const data = await created({ user: { ...sol, is_facilitator: true } }, ssoAdmin);
    expect(data.institute_name).toBe('SSO Institute');
    expect(await emailsTo('sol@sso.test')).toEqual([]);
    expect(await tokensOf(data.id)).toEqual([]);
  });

  it('keeps the supervisor of a guest but drops it for a user who is neither educator nor guest', async () => {
    const guest = await created(
      body({ is_educator: false, is_guest: true, department_id: null, employment_type_id: null }),
    );
    expect(guest.supervisor).toEqual({ id: s.sam.id, full_name: 'Sam Supervisor' });
    const facilitator = await created(body({ is_educator: false, is_facilitator: true }));
    expect(facilitator.supervisor_id).toBeNull();
    expect(facilitator.supervisor).toBeNull();
    expect((await rowOf(facilitator.id)).supervisor_id).toBeNull();
  });

  it('never makes a super admin, whatever the body says', async () => {
    const data = await created(body({ is_super_admin: true, is_educator: false, is_facilitator: true }));
    expect(data).toMatchObject({ is_super_admin: false, role_text: 'Facilitator' });
    expect((await rowOf(data.id)).is_super_admin).toBe(false);
  });

  it('allows an employee number that is used only in another institute', async () => {
    const data = await created(body({ unique_identifier: s.outsider.unique_identifier }));
    expect(data.unique_identifier).toBe('E1003');
  });

  describe('refuses an invalid user with 422 per field, storing nothing', () => {
    const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
    it.each([
      ['unique_identifier', undefined, BLANK],
      ['given_name', '   ', BLANK],
      ['family_name', undefined, BLANK],
      ['email', undefined, BLANK],
      ['email', 'nina at example', 'is not an email address'],
      ['given_name', 'g'.repeat(101), tooLong(100)],
      ['family_name', 'f'.repeat(101), tooLong(100)],
      ['unique_identifier', 'E'.repeat(51), tooLong(50)],
      ['custom_1', 'c'.repeat(256), tooLong(255)],
    ])('%s = %j: %s (schema)', async (field, value, message) => {
      const error = await refused(body({ [field]: value }));
      expect(error).toEqual({
        title: 'Validation Failed',
        code: 2,
        messages: { [field]: [message] },
        base: [],
      });
    });

    it('reports every missing required field at once', async () => {
      const error = await refused({ user: { is_facilitator: true } });
      expect(error.messages).toEqual({
        unique_identifier: [BLANK],
        given_name: [BLANK],
        family_name: [BLANK],
        email: [BLANK],
      });
    });

    it.each([
      ['email', 'an email already used here', () => 'eddie@school.test', TAKEN],
      ['email', 'an email used here, in another case', () => 'EDDIE@School.Test', TAKEN],
      // Emails are unique across institutes (sign-in), but another institute's user is not named.
      ['email', 'the email of another institute’s user', () => s.outsider.email, UNUSABLE],
      ['unique_identifier', 'an employee number used here', () => 'E1001', TAKEN],
      ['department_id', 'another institute’s department', () => otherDepartment, NOT_HERE],
      ['employment_type_id', 'another institute’s employment type', () => otherType, NOT_HERE],
      ['supervisor_id', 'a facilitator', () => s.fred.id, NOT_SUPERVISOR],
      ['supervisor_id', 'an inactive supervisor', () => inactiveSupervisor, NOT_SUPERVISOR],
      ['supervisor_id', 'another institute’s supervisor', () => s.outsider.id, NOT_SUPERVISOR],
      ['supervisor_id', 'an unknown id', () => 98765432, NOT_SUPERVISOR],
    ])('%s: %s (rules)', async (field, _, value, message) => {
      const error = await refused(body({ [field]: value() }));
      expect(error).toEqual({
        title: 'The user could not be saved',
        code: 2,
        messages: { [field]: [message] },
        base: [],
      });
    });

    it('asks an educator for a department and an employment type', async () => {
      const error = await refused(body({ department_id: null, employment_type_id: undefined }));
      expect(error.messages).toEqual({ department_id: [FOR_EDUCATOR], employment_type_id: [FOR_EDUCATOR] });
    });

    it.each([
      ['an educator', { supervisor_id: null }],
      ['an educator (no supervisor sent)', { supervisor_id: undefined }],
      ['a guest', { is_educator: false, is_guest: true, supervisor_id: null }],
    ])('asks %s for a supervisor, as the import does (one rule)', async (_, user) => {
      const error = await refused(body(user));
      expect(error.messages).toEqual({ supervisor_id: ["can't be blank for an educator or guest"] });
    });

    it('asks for at least one role, on the user_roles field', async () => {
      const error = await refused(body({ is_educator: false, supervisor_id: null }));
      expect(error.messages).toEqual({ user_roles: ['must include at least one role'] });
    });

    it('reports every broken rule at once', async () => {
      const error = await refused(
        body({
          email: 'Ada@Example.test',
          unique_identifier: 'A001',
          department_id: null,
          supervisor_id: s.fred.id,
        }),
      );
      expect(error.messages).toEqual({
        email: [TAKEN],
        unique_identifier: [TAKEN],
        department_id: [FOR_EDUCATOR],
        supervisor_id: [NOT_SUPERVISOR],
      });
    });
  });

  it('answers 401 when signed out, storing nothing', async () => {
    const before = await totals();
    const response = await apiClient(t.app).post('/api/v1/users', body());
    expect(response.statusCode).toBe(401);
    expect(await totals()).toEqual(before);
  });

  it('refuses a supervisor, a facilitator and an educator with 403 (even for an invalid body), storing nothing', async () => {
    const before = await totals();
    for (const user of [s.sam, s.fred, s.eddie]) {
      const client = apiClient(t.app, await loginAs(t.app, user));
      expect((await client.post('/api/v1/users', body())).statusCode).toBe(403);
      expect((await client.post('/api/v1/users', { user: {} })).statusCode).toBe(403);
    }
    expect(await totals()).toEqual(before);
  });

  it('lets a super admin add a user to the institute they act in', async () => {
    const head = await createInstitute(t.db, { name: 'Head Office' });
    const superAdmin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, head.id, { is_super_admin: true })),
    );
    await superAdmin.get(`/api/v1/institutes/${s.home.id}/select`);
    const data = await created(body(), superAdmin);
    expect(data.institute_name).toBe('Home Institute');
    expect((await rowOf(data.id)).institute_id).toBe(s.home.id);
  });
});
