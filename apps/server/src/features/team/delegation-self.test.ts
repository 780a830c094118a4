import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { addProfile, seedProfiling, type ProfilingFixture } from '../profiling/test-support.js';
import { seedApprovalWorld, type ApprovalWorld } from '../registrations/test-support.js';
import { todayIn } from '../../lib/today.js';
import { eq } from 'drizzle-orm';
import { institutes, point_requests, type UserRow } from '../../db/schema/index.js';

/**
 * A delegate who is on the absent supervisor's team (a team lead who is also an educator supervised
 * by them) reaches that team through the delegation, but never themselves: no one decides their own
 * registration, rates their own profile or makes their own audit pack (`db/user-scope.ts`).
 */
let t: TestApp;
let w: ApprovalWorld;
let dee: UserRow;
let deeClient: ReturnType<typeof apiClient>;
let deeRegistrationId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApprovalWorld(t, { emailPrefix: 'self' });
  // Dee: a supervisor and an educator, supervised by Sam.
  dee = await createUser(t.db, w.home.id, {
    is_supervisor: true,
    is_educator: true,
    given_name: 'Dee',
    family_name: 'Lead',
    supervisor_id: w.users.sam.id,
  });
  const reg = await w.register(w.programs.digital.id, dee.id);
  deeRegistrationId = reg.id;
  const today = todayIn(w.home.timezone);
  const created = await w.as.sam.post('/api/v1/team/delegations', {
    delegate_id: dee.id,
    starts_on: today,
    ends_on: today,
  });
  expect(created.statusCode, created.body).toBe(201);
  deeClient = apiClient(t.app, await loginAs(t.app, dee));
});
afterAll(() => t.close());

describe('a delegate on the absent supervisor’s team and their own registration', () => {
  it('the delegate does act for Sam (sanity: sees Ann’s pending registration)', async () => {
    const list = await deeClient.get('/api/v2/registrations?per_page=100');
    expect(list.statusCode, list.body).toBe(200);
    const ids = json<{ data: { id: number }[] }>(list).data.map((r) => r.id);
    expect(ids).toContain(w.registrations.annDigital.id);
  });

  it('the approval queue never holds the delegate’s own registration', async () => {
    const list = await deeClient.get('/api/v2/registrations?per_page=100');
    const ids = json<{ data: { id: number }[] }>(list).data.map((r) => r.id);
    expect(ids).not.toContain(deeRegistrationId);
  });

  it('the delegate cannot approve their own registration', async () => {
    const res = await deeClient.put(`/api/v2/registrations/${deeRegistrationId}/approve`, {
      notify_user: false,
    });
    expect([403, 404]).toContain(res.statusCode);
  });

  it('the delegate cannot make their own audit pack (their VCM and profile are for others to review)', async () => {
    const res = await deeClient.get(`/api/v1/users/${dee.id}/audit_pack.pdf?from=2026-01-01&to=2026-06-30`);
    expect(res.statusCode).toBe(403);
  });

  it('sanity: a supervisor who is not a delegate cannot make their own audit pack', async () => {
    const plain = await createUser(t.db, w.home.id, {
      is_supervisor: true,
      is_educator: true,
      supervisor_id: w.users.sue.id,
    });
    const client = apiClient(t.app, await loginAs(t.app, plain));
    const res = await client.get(`/api/v1/users/${plain.id}/audit_pack.pdf?from=2026-01-01&to=2026-06-30`);
    expect(res.statusCode).toBe(403);
  });
});

describe('a delegate on the absent supervisor’s team and their own profile', () => {
  let t2: TestApp;
  let s: ProfilingFixture;
  let lead: UserRow;
  let leadClient: ReturnType<typeof apiClient>;
  let leadProfileId: number;

  beforeAll(async () => {
    t2 = await createTestApp();
    s = await seedProfiling(t2.db);
    lead = await createUser(t2.db, s.home.id, {
      is_supervisor: true,
      is_educator: true,
      given_name: 'Lee',
      family_name: 'Lead',
      supervisor_id: s.sam.id,
      department_id: s.depA.id,
      employment_type_id: s.fullTime.id,
    });
    const profile = await addProfile(
      t2.db,
      { instituteId: s.home.id, period: s.period, activeCapabilityIds: s.activeCapabilityIds },
      lead,
      'waiting',
    );
    leadProfileId = profile.id;
    const samClient = apiClient(t2.app, await loginAs(t2.app, s.sam));
    const today = todayIn(s.home.timezone);
    const created = await samClient.post('/api/v1/team/delegations', {
      delegate_id: lead.id,
      starts_on: today,
      ends_on: today,
    });
    expect(created.statusCode, created.body).toBe(201);
    leadClient = apiClient(t2.app, await loginAs(t2.app, lead));
  });
  afterAll(() => t2.close());

  it('the delegate cannot rate their own profile (nobody rates themselves)', async () => {
    const res = await leadClient.post('/api/v1/supervisor_responses', {
      supervisor_response: { profile_id: leadProfileId, capability_id: s.caps.t1.id, value: 4 },
    });
    expect([403, 404]).toContain(res.statusCode);
  });

  it('sanity: the delegate may rate one of Sam’s other educators', async () => {
    const res = await leadClient.post('/api/v1/supervisor_responses', {
      supervisor_response: { profile_id: s.profiles.waiting.id, capability_id: s.caps.t1.id, value: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the team console a delegate opens for the absent supervisor', () => {
  it('holds the team’s pending point requests and members, never the delegate’s own', async () => {
    await t.db
      .update(institutes)
      .set({ allow_supervisor_to_action: ['vocational_point_requests'] })
      .where(eq(institutes.id, w.home.id));
    const request = async (userId: number, name: string) =>
      (
        await t.db
          .insert(point_requests)
          .values({
            institute_id: w.home.id,
            user_id: userId,
            type: 'VocationalPointRequest',
            status: 0,
            points: 3,
            activity_name: name,
            activity_date: todayIn(w.home.timezone),
          })
          .returning()
      )[0]!.id;
    const deeRequest = await request(dee.id, 'Dee’s own request');
    const annRequest = await request(w.users.ann.id, 'Ann’s request');
    type Team = { data: { members: { user_id: number }[]; point_requests: { items: { id: number }[] } } };
    const consoleOf = async (client: ReturnType<typeof apiClient>) => {
      const res = await client.get(`/api/v1/team?supervisor_id=${w.users.sam.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = json<Team>(res);
      return {
        requests: data.point_requests.items.map((i) => i.id),
        members: data.members.map((m) => m.user_id),
      };
    };

    const asDee = await consoleOf(deeClient);
    expect(asDee.requests).toContain(annRequest);
    expect(asDee.requests).not.toContain(deeRequest);
    expect(asDee.members).toContain(w.users.ann.id);
    expect(asDee.members).not.toContain(dee.id);
    // Sam's own console holds Dee, whom he supervises.
    const asSam = await consoleOf(w.as.sam);
    expect(asSam.requests).toEqual(expect.arrayContaining([annRequest, deeRequest]));
    expect(asSam.members).toContain(dee.id);
  });
});
