import type { TMyProfile } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { educator_responses, profiles, type UserRow } from '../../db/schema/index.js';
import { clientsFor, seedProfiling, type ProfilingClients, type ProfilingFixture } from './test-support.js';

type Client = ReturnType<typeof apiClient>;
const answers = (...pairs: [number, number][]) => ({
  profile: { responses: pairs.map(([capability_id, value]) => ({ capability_id, value })) },
});

describe('My profile: reading and saving my own self-assessment (/api/v1/my/profile)', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;
  let fresh: UserRow;
  let freshClient: Client;

  const profileOf = async (client: Client) => {
    const response = await client.get('/api/v1/my/profile');
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TMyProfile }>(response).data;
  };
  const rowsOf = (userId: number) => t.db.select().from(profiles).where(eq(profiles.user_id, userId));
  const answersOf = async (profileId: number) =>
    (
      await t.db
        .select({ capability_id: educator_responses.capability_id, value: educator_responses.value })
        .from(educator_responses)
        .where(eq(educator_responses.profile_id, profileId))
    ).sort((a, b) => a.capability_id - b.capability_id);

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
    fresh = await createUser(t.db, s.home.id, {
      given_name: 'Nina',
      family_name: 'New',
      is_educator: true,
      supervisor_id: s.sam.id,
      department_id: s.depA.id,
      employment_type_id: s.fullTime.id,
    });
    freshClient = apiClient(t.app, await loginAs(t.app, fresh));
  });
  afterAll(() => t.close());

  it('answers 401 to every call without a session', async () => {
    for (const [method, url] of [
      ['get', '/api/v1/my/profile'],
      ['put', '/api/v1/my/profile/responses'],
      ['post', '/api/v1/my/profile/submit'],
      ['get', '/api/v1/my/profile/comparison'],
    ] as const) {
      const response =
        method === 'get' ? await c.anonymous.get(url) : await c.anonymous[method](url, answers([1, 1]));
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 with a clear message to a signed-in user who is not an educator', async () => {
    for (const client of [c.sam, c.facilitator]) {
      const response = await client.get('/api/v1/my/profile');
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({
        title: 'Forbidden',
        message: 'Only educators have a profile to self-assess.',
      });
      expect((await client.put('/api/v1/my/profile/responses', answers([s.caps.t1.id, 1]))).statusCode).toBe(
        403,
      );
    }
  });

  it('shows a new educator the whole form, not started, without creating a profile', async () => {
    const profile = await profileOf(freshClient);
    expect(profile).toMatchObject({
      period: { start: s.period.start, end: s.period.end },
      stage: 'not_started',
      stage_label: 'Not started',
      can_edit: true,
      educator_completed: false,
      completed: false,
      requires_supervisor_step: true,
      supervisor_full_name: 'Sam Supervisor',
      answered_count: 0,
      total_count: 4,
      percent: 0,
      labels: [
        { value: 1, text: 'Not yet' },
        { value: 2, text: 'Developing' },
        { value: 3, text: 'Proficient' },
        { value: 4, text: 'Expert' },
      ],
    });
    // Active domains in display order, active statements numbered in display order; no retired domain.
    expect(profile.domains.map((d) => [d.name, d.answered_count, d.capabilities_count])).toEqual([
      ['Teaching', 0, 2],
      ['Industry', 0, 2],
    ]);
    expect(profile.domains[0]!.capabilities).toEqual([
      { id: s.caps.t1.id, number: 1, statement: s.caps.t1.statement, value: null },
      { id: s.caps.t2.id, number: 2, statement: s.caps.t2.statement, value: null },
    ]);
    expect(await rowsOf(fresh.id)).toEqual([]);
  });

  it('saves partial answers (creating the profile), replaces an answer, and shows the progress', async () => {
    const first = await freshClient.put('/api/v1/my/profile/responses', answers([s.caps.t1.id, 2]));
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ data: TMyProfile }>(first).data).toMatchObject({
      stage: 'in_progress',
      stage_label: 'In Progress with Educator',
      answered_count: 1,
      percent: 25,
    });
    const second = await freshClient.put(
      '/api/v1/my/profile/responses',
      answers([s.caps.t1.id, 4], [s.caps.i2.id, 1]),
    );
    expect(second.statusCode, second.body).toBe(200);
    const [row] = await rowsOf(fresh.id);
    expect(row).toMatchObject({ period_start: s.period.start, educator_completed: false, completed: false });
    expect(await answersOf(row!.id)).toEqual(
      [
        { capability_id: s.caps.t1.id, value: 4 },
        { capability_id: s.caps.i2.id, value: 1 },
      ].sort((a, b) => a.capability_id - b.capability_id),
    );
    const profile = await profileOf(freshClient);
    expect(profile).toMatchObject({ answered_count: 2, total_count: 4, percent: 50 });
    expect(profile.domains.map((d) => d.answered_count)).toEqual([1, 1]);
    expect(profile.domains[0]!.capabilities[0]!.value).toBe(4);
    // The staff side sees the same profile in progress with the educator.
    const staff = await c.sam.get('/api/v1/profiles?named_filter=in_progress');
    expect(json<{ data: { id: number }[] }>(staff).data.map((p) => p.id)).toContain(row!.id);
  });

  it('answers 422 with a message per field for unknown statements, labels and repeats, and saves nothing', async () => {
    const before = await rowsOf(fresh.id);
    const response = await freshClient.put(
      '/api/v1/my/profile/responses',
      answers(
        [s.caps.t2.id, 9],
        [s.caps.tInactive.id, 1],
        [s.caps.rRetired.id, 1],
        [s.other.capability.id, 1],
        [s.caps.t2.id, 3],
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      title: 'Validation Failed',
      code: 2,
      base: [],
      messages: {
        'responses.0.value': ['is not one of the response labels'],
        'responses.1.capability_id': ['is not a capability statement of your profile'],
        'responses.2.capability_id': ['is not a capability statement of your profile'],
        'responses.3.capability_id': ['is not a capability statement of your profile'],
        'responses.4.capability_id': ['is answered twice'],
      },
    });
    expect(await answersOf(before[0]!.id)).toHaveLength(2);
  });

  it('answers 422 on the body shape, never a 500 on odd input', async () => {
    const cases: [unknown, string][] = [
      [{ profile: { responses: [] } }, 'responses'],
      [answers([2 ** 31, 1]), 'responses.0.capability_id'],
      [answers([s.caps.t1.id, 2 ** 31]), 'responses.0.value'],
      [{ profile: { responses: [{ capability_id: 'x\u0000', value: 1.5 }] } }, 'responses.0.value'],
      [{}, 'profile'],
    ];
    for (const [body, field] of cases) {
      const response = await freshClient.put('/api/v1/my/profile/responses', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(json<{ messages: object }>(response).messages)).toContain(field);
    }
  });

  it("shows each educator only their own profile: nothing of another's is readable or writable", async () => {
    // Ivan has answered 2 of 4 (value 3); Nina answering the same statements leaves Ivan's answers alone.
    const ivan = apiClient(t.app, await loginAs(t.app, s.ed.inProgress));
    const ivanBefore = await answersOf(s.profiles.inProgress.id);
    expect((await profileOf(ivan)).answered_count).toBe(2);
    expect((await profileOf(freshClient)).answered_count).toBe(2);
    await freshClient.put('/api/v1/my/profile/responses', answers([s.caps.t2.id, 1]));
    expect(await answersOf(s.profiles.inProgress.id)).toEqual(ivanBefore);
    const [nina] = await rowsOf(fresh.id);
    expect(
      await t.db
        .select()
        .from(educator_responses)
        .where(
          and(
            eq(educator_responses.profile_id, nina!.id),
            eq(educator_responses.capability_id, s.caps.t2.id),
          ),
        ),
    ).toMatchObject([{ value: 1, responded_by_id: fresh.id }]);
    // The staff routes that name a profile by id stay closed to an educator (403, before any lookup).
    for (const [method, url, body] of [
      ['get', `/api/v1/profiles/${s.profiles.inProgress.id}/domains.json`, undefined],
      [
        'get',
        `/api/v1/response_summary?profile_id=${s.profiles.inProgress.id}&domain_id=${s.domains.teaching.id}`,
        undefined,
      ],
      ['put', `/api/v1/profiles/${s.profiles.waiting.id}`, { profile: { supervisor_completed: true } }],
      [
        'post',
        '/api/v1/supervisor_responses',
        { supervisor_response: { profile_id: s.profiles.waiting.id, capability_id: s.caps.t1.id, value: 1 } },
      ],
      ['get', '/api/v1/profiles', undefined],
    ] as const) {
      const response = method === 'get' ? await freshClient.get(url) : await freshClient[method](url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses the comparison (400) before the profile is completed', async () => {
    const response = await freshClient.get('/api/v1/my/profile/comparison');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'The comparison shows once your profile is completed.' });
  });
});
