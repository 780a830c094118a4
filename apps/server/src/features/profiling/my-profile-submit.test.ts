import type { TMyProfile, TMyProfileComparison, TProfile } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { profiles, type UserRow } from '../../db/schema/index.js';
import { clientsFor, seedProfiling, type ProfilingClients, type ProfilingFixture } from './test-support.js';

type Client = ReturnType<typeof apiClient>;
const answers = (pairs: [number, number][]) => ({
  profile: { responses: pairs.map(([capability_id, value]) => ({ capability_id, value })) },
});

describe('My profile: submitting, the lock, and the comparison', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  const educator = async (overrides: Partial<UserRow> = {}) => {
    const user = await createUser(t.db, s.home.id, {
      is_educator: true,
      supervisor_id: s.sam.id,
      department_id: s.depA.id,
      employment_type_id: s.fullTime.id,
      ...overrides,
    });
    return { user, client: apiClient(t.app, await loginAs(t.app, user)) };
  };
  const rowOf = async (userId: number) =>
    (await t.db.select().from(profiles).where(eq(profiles.user_id, userId)))[0];
  const answerAll = async (client: Client, value = 3) => {
    const response = await client.put(
      '/api/v1/my/profile/responses',
      answers(s.activeCapabilityIds.map((id) => [id, value])),
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it('answers 422 naming each unanswered statement until every one is answered', async () => {
    const { user, client } = await educator();
    await client.put('/api/v1/my/profile/responses', answers([[s.caps.t1.id, 2]]));
    const response = await client.post('/api/v1/my/profile/submit');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      title: 'Validation Failed',
      code: 2,
      base: ['Answer every capability statement before submitting (1 of 4 answered).'],
      messages: Object.fromEntries(
        [s.caps.t2.id, s.caps.i1.id, s.caps.i2.id].map((id) => [`capabilities.${id}`, ['must be answered']]),
      ),
    });
    expect(await rowOf(user.id)).toMatchObject({ educator_completed: false });
  });

  it('submits: educator_completed, Waiting for Supervisor on both sides, then locked; a second submit is 422', async () => {
    const { user, client } = await educator({ given_name: 'Walter', family_name: 'Submitter' });
    await answerAll(client);
    const response = await client.post('/api/v1/my/profile/submit');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: TMyProfile }>(response).data).toMatchObject({
      stage: 'waiting_for_supervisor',
      stage_label: 'Waiting for Supervisor',
      can_edit: false,
      educator_completed: true,
      completed: false,
      percent: 100,
    });
    const row = (await rowOf(user.id))!;
    expect(row).toMatchObject({ educator_completed: true, supervisor_completed: false, completed: false });
    expect(row.educator_completed_at).toBeInstanceOf(Date);

    // The supervisor's list shows it open, with the fields the staff badge reads as "Waiting for Supervisor".
    const open = json<{ data: TProfile[] }>(await c.sam.get('/api/v1/profiles?named_filter=open')).data;
    expect(open.find((p) => p.id === row.id)).toMatchObject({
      educator_full_name: 'Walter Submitter',
      status: 'EDUCATOR_COMPLETE',
      educator_completed: true,
      educator_completed_count: 4,
      supervisor_completed_percent: 0,
    });

    const edit = await client.put('/api/v1/my/profile/responses', answers([[s.caps.t1.id, 1]]));
    expect(edit.statusCode).toBe(422);
    expect(json(edit)).toEqual({
      title: 'Validation Failed',
      code: 2,
      messages: {},
      base: ['Your profile has been submitted and can no longer be changed.'],
    });
    const again = await client.post('/api/v1/my/profile/submit');
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ base: ['Your profile has already been submitted.'] });
    expect((await rowOf(user.id))!.educator_completed_at).toEqual(row.educator_completed_at);
  });

  it('lets one of two submits at once win; the other is refused', async () => {
    const { user, client } = await educator();
    await answerAll(client);
    const results = await Promise.all([
      client.post('/api/v1/my/profile/submit'),
      client.post('/api/v1/my/profile/submit'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await t.db.select().from(profiles).where(eq(profiles.user_id, user.id))).toHaveLength(1);
  });

  it('completes at once without the supervisor step, and the comparison shows educator and business ideal', async () => {
    const { user, client } = await educator({ employment_type_id: s.sessional.id });
    expect(
      json<{ data: TMyProfile }>(await client.get('/api/v1/my/profile')).data.requires_supervisor_step,
    ).toBe(false);
    await answerAll(client, 2);
    const response = await client.post('/api/v1/my/profile/submit');
    expect(json<{ data: TMyProfile }>(response).data).toMatchObject({ stage: 'completed', completed: true });
    expect(await rowOf(user.id)).toMatchObject({ educator_completed: true, completed: true });
    const comparison = await client.get('/api/v1/my/profile/comparison');
    expect(comparison.statusCode, comparison.body).toBe(200);
    const data = json<{ data: TMyProfileComparison }>(comparison).data;
    expect(data.requires_supervisor_step).toBe(false);
    // NA × Sessional has no business ideal; nobody rated.
    expect(data.domains[0]!.averages).toEqual({ educator: 2, supervisor: null, business_ideal: null });
  });

  it('after the supervisor rates and completes, shows the comparison with averages per domain', async () => {
    const { client } = await educator();
    await answerAll(client, 3);
    await client.post('/api/v1/my/profile/submit');
    const open = json<{ data: TProfile[] }>(await c.sam.get('/api/v1/profiles?named_filter=open')).data;
    // The one just submitted: the newest profile the educator completed and nobody rated.
    const mine = (await t.db.select().from(profiles).where(eq(profiles.educator_completed, true)))
      .filter((p) => !p.completed)
      .sort((a, b) => b.id - a.id)[0]!.id;
    expect(open.map((p) => p.id)).toContain(mine);
    for (const [capability_id, value] of [
      [s.caps.t1.id, 2],
      [s.caps.t2.id, 4],
      [s.caps.i1.id, 1],
      [s.caps.i2.id, 2],
    ]) {
      const rated = await c.sam.post('/api/v1/supervisor_responses', {
        supervisor_response: { profile_id: mine, capability_id, value },
      });
      expect(rated.statusCode, rated.body).toBe(201);
    }
    const waitingForRating = json<{ data: TMyProfile }>(await client.get('/api/v1/my/profile')).data;
    expect(waitingForRating.stage).toBe('supervisor_in_progress');
    expect((await client.get('/api/v1/my/profile/comparison')).statusCode).toBe(400);
    const done = await c.sam.put(`/api/v1/profiles/${mine}`, { profile: { supervisor_completed: true } });
    expect(done.statusCode, done.body).toBe(200);

    expect(json<{ data: TMyProfile }>(await client.get('/api/v1/my/profile')).data).toMatchObject({
      stage: 'completed',
      stage_label: 'Completed',
    });
    const data = json<{ data: TMyProfileComparison }>(await client.get('/api/v1/my/profile/comparison')).data;
    expect(data.supervisor_full_name).toBe('Sam Supervisor');
    expect(data.domains.map((d) => [d.name, d.averages])).toEqual([
      ['Teaching', { educator: 3, supervisor: 3, business_ideal: 4 }],
      ['Industry', { educator: 3, supervisor: 1.5, business_ideal: null }],
    ]);
    expect(data.domains[0]!.capabilities[0]).toEqual({
      id: s.caps.t1.id,
      number: 1,
      statement: s.caps.t1.statement,
      educator: 3,
      supervisor: 2,
      business_ideal: 4,
    });
  });
});
