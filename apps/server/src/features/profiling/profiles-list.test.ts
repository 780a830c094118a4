import type { TProfile } from '@pdp/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educator_responses, institutes, profiles } from '../../db/schema/index.js';
import { currentPeriodOf } from '../points/period-service.js';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import {
  addProfile,
  clientsFor,
  dayOf,
  seedProfiling,
  type ProfilingClients,
  type ProfilingFixture,
} from './test-support.js';

type Client = ProfilingClients['admin'];
type ListBody = { data: TProfile[]; meta: { total: number; page: number; per_page: number } };

describe('GET /api/v1/profiles: Manage Profiles', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  const list = async (client: Client, query = '') => {
    const response = await client.get(`/api/v1/profiles${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<ListBody>(response);
  };
  const names = async (client: Client, query = '') =>
    (await list(client, query)).data.map((p) => p.educator_full_name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it("lists a supervisor's educators of the current period, by family name", async () => {
    const body = await list(c.sam);
    expect(body.data.map((p) => p.educator_full_name)).toEqual([
      'Dora Done',
      'Ivan Progress',
      'Rita Rating',
      'Sally Sessional',
      'Wendy Waiting',
    ]);
    expect(body.meta).toEqual({ total: 5, page: 1, per_page: 100 });
  });

  it("finds educators by a fragment of their name, short or through the users' search keys", async () => {
    const everyone = await list(c.admin);
    for (const fragment of ['RA', 'rita', 'a ra', 'sessional', 'zzz']) {
      const expected = everyone.data
        .map((p) => p.educator_full_name)
        .filter((name) => name.toLowerCase().includes(fragment.toLowerCase()));
      expect(
        await names(c.admin, `q[educator_full_name_cont]=${encodeURIComponent(fragment)}`),
        fragment,
      ).toEqual(expected);
    }
    expect(await names(c.sam, 'q[educator_full_name_cont]=rita')).toEqual(['Rita Rating']);
  });

  it('lists only the current period: last period’s profile of the same educator is left out', async () => {
    const body = await list(c.admin);
    const ids = body.data.map((p) => p.id);
    expect(ids).not.toContain(s.profiles.previous.id);
    expect(ids).toContain(s.profiles.waiting.id);
    expect(body.data.filter((p) => p.user_id === s.ed.waiting.id)).toHaveLength(1);
    expect(body.data.every((p) => p.period_start === s.period.start && p.period_end === s.period.end)).toBe(
      true,
    );
  });

  it('shows an admin every profile of the institute, never another institute’s', async () => {
    const body = await list(c.admin);
    expect(body.data.map((p) => p.educator_full_name)).toEqual([
      'Dora Done',
      'Xavier Finished',
      'Ursula Open',
      'Olive Orphan',
      'Ivan Progress',
      'Rita Rating',
      'Sally Sessional',
      'Wendy Waiting',
    ]);
    expect(body.meta.total).toBe(8);
    expect(body.data.map((p) => p.id)).not.toContain(s.other.profile.id);
  });

  it('shows an admin who is not a supervisor every profile too', async () => {
    const plainAdmin = await createUser(t.db, s.home.id, { is_institute_admin: true });
    const client = apiClient(t.app, await loginAs(t.app, plainAdmin));
    expect((await list(client)).meta.total).toBe(8);
    expect(await names(client, 'named_filter=open')).toEqual([
      'Ursula Open',
      'Olive Orphan',
      'Rita Rating',
      'Wendy Waiting',
    ]);
  });

  it.each([
    ['open', ['Rita Rating', 'Wendy Waiting']],
    ['resolved', ['Dora Done', 'Sally Sessional']],
    ['in_progress', ['Ivan Progress']],
  ])('filters a supervisor’s profiles with named_filter=%s', async (filter, expected) => {
    expect(await names(c.sam, `named_filter=${filter}`)).toEqual(expected);
  });

  it('filters by q[user_supervisor_id_eq] for an admin', async () => {
    expect(await names(c.admin, `q[user_supervisor_id_eq]=${s.sue.id}`)).toEqual([
      'Xavier Finished',
      'Ursula Open',
    ]);
    expect(await names(c.admin, `named_filter=open&q[user_supervisor_id_eq]=${s.sam.id}`)).toEqual([
      'Rita Rating',
      'Wendy Waiting',
    ]);
    expect((await list(c.admin, `q[user_supervisor_id_eq]=${s.admin.id}`)).meta.total).toBe(0);
  });

  it("never shows a supervisor another supervisor's educators, even when asked by id", async () => {
    const body = await list(c.sam, `q[user_supervisor_id_eq]=${s.sue.id}`);
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
    const sue = await list(c.sue, `named_filter=open&q[user_supervisor_id_eq]=${s.sam.id}`);
    expect(sue.data).toEqual([]);
    expect(await names(c.sue)).toEqual(['Xavier Finished', 'Ursula Open']);
  });

  it('sorts with q[s]=completed_at+desc and per_page=100, as the screen asks', async () => {
    const body = await list(c.admin, 'named_filter=resolved&per_page=100&q[s]=completed_at+desc');
    expect(body.data.map((p) => p.educator_full_name)).toEqual([
      'Xavier Finished',
      'Dora Done',
      'Sally Sessional',
    ]);
    expect(body.data.map((p) => p.completed_at)).toEqual([
      dayOf(s.period, 40).toISOString(),
      dayOf(s.period, 20).toISOString(),
      dayOf(s.period, 5).toISOString(),
    ]);
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: 100 });
    const ascending = await names(c.admin, 'named_filter=resolved&q[s]=completed_at+asc');
    expect(ascending).toEqual(['Sally Sessional', 'Dora Done', 'Xavier Finished']);
  });

  it('pages with meta', async () => {
    const second = await list(c.sam, 'page=2&per_page=2');
    expect(second.meta).toEqual({ total: 5, page: 2, per_page: 2 });
    expect(second.data.map((p) => p.educator_full_name)).toEqual(['Rita Rating', 'Sally Sessional']);
    // The total is counted beside the page, so a page past the end still tells it.
    expect((await list(c.sam, 'page=9&per_page=2')).meta).toEqual({ total: 5, page: 9, per_page: 2 });
  });

  it('counts only answers to capabilities that still count in the response count', async () => {
    const profile = s.profiles.inProgress.id;
    await t.db.insert(educator_responses).values(
      [s.caps.tInactive.id, s.caps.rRetired.id].map((capability_id) => ({
        institute_id: s.home.id,
        profile_id: profile,
        capability_id,
        value: 2,
      })),
    );
    const listed = (await list(c.sam, 'named_filter=in_progress')).data.find((p) => p.id === profile);
    expect(listed?.educator_completed_count).toBe(2);
    await t.db
      .delete(educator_responses)
      .where(inArray(educator_responses.capability_id, [s.caps.tInactive.id, s.caps.rRetired.id]));
  });

  it('presents each state: status, counts, percent and whether the supervisor step is required', async () => {
    const byId = new Map((await list(c.sam)).data.map((p) => [p.id, p]));
    expect(byId.get(s.profiles.rating.id)).toEqual({
      id: s.profiles.rating.id,
      user_id: s.ed.rating.id,
      educator_full_name: 'Rita Rating',
      supervisor_id: s.sam.id,
      supervisor_full_name: 'Sam Supervisor',
      period_start: s.period.start,
      period_end: s.period.end,
      status: 'EDUCATOR_COMPLETE',
      educator_completed: true,
      educator_completed_at: dayOf(s.period, 5).toISOString(),
      educator_completed_count: 4,
      requires_supervisor_step: true,
      supervisor_completed: false,
      supervisor_completed_at: null,
      supervisor_completed_percent: 25,
      completed: false,
      completed_at: null,
    });
    expect(byId.get(s.profiles.waiting.id)).toMatchObject({
      status: 'EDUCATOR_COMPLETE',
      educator_completed_count: 4,
      supervisor_completed_percent: 0,
    });
    expect(byId.get(s.profiles.inProgress.id)).toMatchObject({
      status: 'INCOMPLETE',
      educator_completed: false,
      educator_completed_at: null,
      educator_completed_count: 2,
      supervisor_completed_percent: 0,
    });
    expect(byId.get(s.profiles.done.id)).toMatchObject({
      status: 'COMPLETE',
      supervisor_completed: true,
      supervisor_completed_percent: 100,
      completed: true,
      completed_at: dayOf(s.period, 20).toISOString(),
      requires_supervisor_step: true,
    });
    expect(byId.get(s.profiles.sessional.id)).toMatchObject({
      status: 'COMPLETE',
      requires_supervisor_step: false,
      supervisor_completed: false,
      supervisor_completed_percent: 0,
      completed: true,
    });
  });

  it("follows a change of the institute's anniversary month on the very next request", async () => {
    // The period settings come with the session on each request: nothing keeps the old period.
    const setMonth = (month: number) =>
      t.db.update(institutes).set({ points_anniversary_month: month }).where(eq(institutes.id, s.home.id));
    const [home] = await t.db.select().from(institutes).where(eq(institutes.id, s.home.id));
    const month = home!.points_anniversary_month === 1 ? 2 : 1;
    const moved = currentPeriodOf({ points_anniversary_month: month, timezone: home!.timezone });
    expect(moved.start).not.toBe(s.period.start);
    const f = { instituteId: s.home.id, period: moved, activeCapabilityIds: s.activeCapabilityIds };
    const inMoved = await addProfile(t.db, f, s.ed.waiting, 'waiting');
    await setMonth(month);
    try {
      const body = await list(c.admin);
      expect(body.data.map((p) => p.id)).toEqual([inMoved.id]);
      expect(body.data[0]).toMatchObject({ period_start: moved.start, period_end: moved.end });
    } finally {
      await setMonth(home!.points_anniversary_month);
      await t.db.delete(profiles).where(eq(profiles.id, inMoved.id));
    }
    expect((await list(c.admin)).data.map((p) => p.id)).toContain(s.profiles.waiting.id);
  });

  it('answers 400 for an unknown named filter, field or sort', async () => {
    const unknown = await c.sam.get('/api/v1/profiles?named_filter=everything');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({
      code: 1,
      message: expect.stringContaining('Unknown named_filter "everything"'),
    });
    expect((await c.admin.get('/api/v1/profiles?q[password_hash_cont]=x')).statusCode).toBe(400);
    expect((await c.admin.get('/api/v1/profiles?q[s]=completed_at+sideways')).statusCode).toBe(400);
  });

  it('answers 401 when signed out and 403 for an educator or a facilitator', async () => {
    expect((await c.anonymous.get('/api/v1/profiles')).statusCode).toBe(401);
    expect((await c.educator.get('/api/v1/profiles')).statusCode).toBe(403);
    expect((await c.facilitator.get('/api/v1/profiles')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/profiles/check: the shell’s badge counts', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  const check = async (client: Client) => {
    const response = await client.get('/api/v1/profiles/check');
    expect(response.statusCode, response.body).toBe(200);
    return json(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it("counts the signed-in supervisor's open profiles only (educator completed, not completed)", async () => {
    expect(await check(c.sam)).toEqual({ open_count: 2, pending_registrations_count: 0 });
    expect(await check(c.sue)).toEqual({ open_count: 1, pending_registrations_count: 0 });
  });

  it('answers 0 for an admin who supervises nobody, and for an educator', async () => {
    expect(await check(c.admin)).toEqual({ open_count: 0, pending_registrations_count: 0 });
    expect(await check(c.educator)).toEqual({ open_count: 0, pending_registrations_count: 0 });
    const plainAdmin = await createUser(t.db, s.home.id, { is_institute_admin: true });
    expect(await check(apiClient(t.app, await loginAs(t.app, plainAdmin)))).toEqual({
      open_count: 0,
      pending_registrations_count: 0,
    });
  });

  it('counts only the current period, and follows new open profiles', async () => {
    // Wendy's previous-period profile is open too, but only the current one counts (already in the 2).
    const newcomer = await createUser(t.db, s.home.id, { is_educator: true, supervisor_id: s.sue.id });
    const f = { instituteId: s.home.id, period: s.period, activeCapabilityIds: s.activeCapabilityIds };
    await addProfile(t.db, f, newcomer, 'rating');
    await addProfile(t.db, f, newcomer, 'waiting', { period: s.previousPeriod });
    const inProgress = await createUser(t.db, s.home.id, { is_educator: true, supervisor_id: s.sue.id });
    await addProfile(t.db, f, inProgress, 'in_progress');
    expect(await check(c.sue)).toMatchObject({ open_count: 2 });
    expect(await check(c.sam)).toMatchObject({ open_count: 2 });
  });

  it('counts the pending registrations each would see in the approval queue', async () => {
    const { program } = await createProgram(t.db, s.home.id, { name: 'Queue' });
    const pending = (userId: number, status: 'pending' | 'approved' | 'incomplete' = 'pending') =>
      createRegistration(t.db, s.home.id, program.id, userId, { status });
    const wendy = await pending(s.ed.waiting.id);
    await pending(s.ed.rating.id);
    await pending(s.ed.done.id, 'approved');
    await pending(s.ed.inProgress.id, 'incomplete');
    await pending(s.ed.sueWaiting.id);
    expect(await check(c.sam)).toMatchObject({ pending_registrations_count: 2 });
    expect(await check(c.sue)).toMatchObject({ pending_registrations_count: 1 });
    // Admins see the whole institute's queue; roles without the queue count none.
    expect(await check(c.admin)).toMatchObject({ pending_registrations_count: 3 });
    expect(await check(c.educator)).toMatchObject({ pending_registrations_count: 0 });
    expect(await check(c.facilitator)).toMatchObject({ pending_registrations_count: 0 });
    // A decision takes it off the count.
    const approve = await c.sam.put(`/api/v2/registrations/${wendy.id}/approve`, { notify_user: false });
    expect(approve.statusCode).toBe(204);
    expect(await check(c.sam)).toMatchObject({ pending_registrations_count: 1 });
    expect(await check(c.admin)).toMatchObject({ pending_registrations_count: 2 });
  });

  it('answers 401 when signed out, and counts within the signed-in user’s institute only', async () => {
    expect((await c.anonymous.get('/api/v1/profiles/check')).statusCode).toBe(401);
    // The other institute's admin counts its one pending registration, none of this institute's.
    const otherProgram = await createProgram(t.db, s.other.institute.id);
    await createRegistration(t.db, s.other.institute.id, otherProgram.program.id, s.other.educator.id, {
      status: 'pending',
    });
    const supervisorOfOther = apiClient(t.app, await loginAs(t.app, s.other.supervisor));
    expect(json(await supervisorOfOther.get('/api/v1/profiles/check'))).toEqual({
      open_count: 1,
      pending_registrations_count: 1,
    });
  });
});
