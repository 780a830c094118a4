import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { seedUsers } from '../../../test/users-fixture.js';
import { audit_events, delegations, divisions, users } from '../../db/schema/index.js';
import { runInRequestContext } from '../../lib/request-context.js';
import { clientsFor, seedProfiling } from '../profiling/test-support.js';
import { createSuperAdmin } from '../users/create-super-admin.js';
import { csvOf, educatorRecord, importFixture } from '../users/import-test-support.js';
import { auditTrail } from './test-support.js';

// Every write path of the product leaves its events, with who, what and when (issue 13).
describe('the audit trail of each write path', () => {
  let t: TestApp;
  let trail: ReturnType<typeof auditTrail>;

  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp();
    trail = auditTrail(t);
    s = await seedUsers(t.db);
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
  });
  afterAll(() => t.close());

  it('a user update records the changed fields only, the admin and the request id', async () => {
    const mark = await trail.mark();
    const response = await asAdmin.put(
      `/api/v1/users/${s.eddie.id}`,
      { user: { given_name: 'Edward', custom_2: null } },
      { 'x-request-id': 'req-user-update' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await trail.since(mark)).toMatchObject([
      {
        institute_id: s.home.id,
        table_name: 'users',
        record_id: s.eddie.id,
        action: 'update',
        before: { given_name: 'Eddie', custom_2: 'Blue' },
        after: { given_name: 'Edward', custom_2: null },
        user_id: s.admin.id,
        request_id: 'req-user-update',
      },
    ]);
  });

  it('a user create records the whole row without its password hash; no event for the token', async () => {
    const mark = await trail.mark();
    const response = await asAdmin.post('/api/v1/users', {
      user: {
        unique_identifier: 'AUD1',
        given_name: 'Nina',
        family_name: 'New',
        email: 'nina@audit.test',
        is_supervisor: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const events = await trail.since(mark);
    expect(events.map((e) => [e.table_name, e.action, e.user_id])).toEqual([['users', 'insert', s.admin.id]]);
    expect(events[0]!.after).toMatchObject({
      given_name: 'Nina',
      email: 'nina@audit.test',
      is_supervisor: true,
    });
    expect(Object.keys(events[0]!.after!)).not.toContain('password_hash');
  });

  it('a password change leaves an event without the hash (a secret never reaches the trail)', async () => {
    const institute = await createInstitute(t.db);
    const user = await createUser(t.db, institute.id, { is_educator: true });
    const mark = await trail.mark();
    await t.db.update(users).set({ password_hash: 'new-secret-hash' }).where(eq(users.id, user.id));
    const texts = (await trail.since(mark)).map((e) => JSON.stringify(e));
    expect(texts.join()).not.toContain('new-secret-hash');
    expect(texts.join()).not.toContain('password_hash');
  });

  it('a settings resource create, update and delete each leave an event of the admin', async () => {
    const admin = asAdmin;
    const mark = await trail.mark();
    const created = await admin.post('/api/v1/divisions', { division: { name: 'Audited' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ data: { id: number } }>(created).data.id;
    expect((await admin.put(`/api/v1/divisions/${id}`, { division: { name: 'Renamed' } })).statusCode).toBe(
      200,
    );
    expect((await admin.delete(`/api/v1/divisions/${id}`)).statusCode).toBe(204);
    const events = await trail.since(mark, 'divisions');
    expect(events.map((e) => [e.action, e.record_id, e.user_id, e.before?.name, e.after?.name])).toEqual([
      ['insert', id, s.admin.id, undefined, 'Audited'],
      ['update', id, s.admin.id, 'Audited', 'Renamed'],
      ['delete', id, s.admin.id, 'Renamed', undefined],
    ]);
  });

  it('an institute created as a copy records the institute and each copied row, by the super admin', async () => {
    const source = await createInstitute(t.db, { name: 'Audit Source' });
    await t.db.insert(divisions).values({ institute_id: source.id, name: 'Copied Division' });
    const root = await createUser(t.db, source.id, { is_super_admin: true });
    const mark = await trail.mark();
    const response = await apiClient(t.app, await loginAs(t.app, root)).post('/api/v1/institutes', {
      institute: { name: 'Audit Copy' },
      copy_from_institute_id: source.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = json<{ data: { id: number } }>(response).data.id;
    const events = await trail.since(mark);
    expect(events.find((e) => e.table_name === 'institutes')).toMatchObject({
      institute_id: id,
      record_id: id,
      action: 'insert',
      user_id: root.id,
      after: { name: 'Audit Copy' },
    });
    expect(events.find((e) => e.table_name === 'divisions')).toMatchObject({
      institute_id: id,
      action: 'insert',
      user_id: root.id,
      after: { name: 'Copied Division' },
    });
  });

  it('a rolled-back transaction leaves no event', async () => {
    const institute = await createInstitute(t.db);
    const mark = await trail.mark();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(divisions).values({ institute_id: institute.id, name: 'Never' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await trail.since(mark)).toEqual([]);
  });

  it('a refused request (422) leaves no event', async () => {
    const mark = await trail.mark();
    const response = await asAdmin.put(`/api/v1/users/${s.eddie.id}`, {
      user: { given_name: 'Edward', supervisor_id: s.gina.id },
    });
    expect(response.statusCode).toBe(422);
    expect(await trail.since(mark, 'users')).toEqual([]);
  });

  it('the CLI and jobs (no request) are recorded as system: no user, no request id', async () => {
    const mark = await trail.mark();
    await createSuperAdmin(t.db, { email: 'root@audit.test' });
    const [event] = await trail.since(mark, 'users');
    expect(event).toMatchObject({ action: 'insert', user_id: null, request_id: null });
  });

  it('a write outside a transaction in a request carries the actor; outside any request it does not', async () => {
    const institute = await createInstitute(t.db);
    const mark = await trail.mark();
    // The builder runs when awaited, so it is awaited inside the context, as a handler does.
    await runInRequestContext({ requestId: 'req-autocommit', userId: 4242 }, async () => {
      await t.db.insert(divisions).values({ institute_id: institute.id, name: 'In a request' });
    });
    await t.db.insert(divisions).values({ institute_id: institute.id, name: 'After it' });
    const events = await t.db
      .select()
      .from(audit_events)
      .where(eq(audit_events.institute_id, institute.id))
      .orderBy(audit_events.id);
    expect(events.filter((e) => e.id > mark).map((e) => [e.after?.name, e.user_id, e.request_id])).toEqual([
      ['In a request', 4242, 'req-autocommit'],
      ['After it', null, null],
    ]);
  });
});

describe('the audit trail of profiling answers', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedProfiling>>;
  let c: Awaited<ReturnType<typeof clientsFor>>;
  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it('a supervisor rating and a business ideal answer leave events of who answered', async () => {
    const mark = await auditTrail(t).mark();
    const rated = await c.sam.post('/api/v1/supervisor_responses', {
      supervisor_response: { profile_id: s.profiles.rating.id, capability_id: s.caps.t2.id, value: 3 },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const ideal = await c.admin.post('/api/v1/business_ideal_responses', {
      business_ideal_response: {
        department_id: s.depB.id,
        employment_type_id: s.fullTime.id,
        capability_id: s.caps.t1.id,
        value: 2,
      },
    });
    expect(ideal.statusCode, ideal.body).toBe(201);
    const events = await auditTrail(t).since(mark);
    expect(events.find((e) => e.table_name === 'supervisor_responses')).toMatchObject({
      user_id: s.sam.id,
      after: { value: 3, capability_id: s.caps.t2.id, profile_id: s.profiles.rating.id },
    });
    expect(events.find((e) => e.table_name === 'business_ideal_responses')).toMatchObject({
      action: 'insert',
      user_id: s.admin.id,
      after: { value: 2 },
    });
  });

  it('a rating by the supervisor’s delegate is recorded as theirs, on the supervisor’s behalf', async () => {
    const rate = () =>
      c.sue.post('/api/v1/supervisor_responses', {
        supervisor_response: { profile_id: s.profiles.waiting.id, capability_id: s.caps.t1.id, value: 2 },
      });
    // Sam's educator's profile is not Sue's to rate until Sam names her while he is away.
    expect([403, 404]).toContain((await rate()).statusCode);
    const away = { institute_id: s.home.id, supervisor_id: s.sam.id, delegate_id: s.sue.id };
    await t.db.insert(delegations).values({ ...away, starts_on: '2000-01-01', ends_on: '2999-12-31' });
    const mark = await auditTrail(t).mark();
    const rated = await rate();
    expect(rated.statusCode, rated.body).toBe(201);
    const events = await auditTrail(t).since(mark);
    expect(events.find((e) => e.table_name === 'supervisor_responses')).toMatchObject({
      action: 'insert',
      user_id: s.sue.id,
      on_behalf_of_user_id: s.sam.id,
      after: { value: 2, profile_id: s.profiles.waiting.id, responded_by_id: s.sue.id },
    });
  });
});

describe('the audit trail of the users import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the users import writes one event per imported row, set-based, with the admin', async () => {
    const f = await importFixture(t);
    const mark = await auditTrail(t).mark();
    const result = await f.importCsv(csvOf([1, 2, 3].map((n) => educatorRecord(n))));
    expect(result.errors).toEqual([]);
    const events = await auditTrail(t).since(mark, 'users');
    const created = await t.db.select().from(users).where(eq(users.institute_id, f.institute.id));
    const newIds = created.filter((u) => u.id > f.educator.id).map((u) => u.id);
    expect(
      events
        .filter((e) => e.action === 'insert')
        .map((e) => e.record_id)
        .sort(),
    ).toEqual(newIds.sort());
    expect(new Set(events.map((e) => e.user_id))).toEqual(new Set([f.admin.id]));
    expect(events.every((e) => e.institute_id === f.institute.id && e.request_id)).toBe(true);
  });
});
