import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { supervisor_responses } from '../../db/schema/index.js';
import { clientsFor, seedProfiling, type ProfilingClients, type ProfilingFixture } from './test-support.js';

type Client = ProfilingClients['admin'];

describe('POST /api/v1/supervisor_responses: the supervisor rates a capability', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  const post = (client: Client, profile_id: number, capability_id: number, value: number) =>
    client.post('/api/v1/supervisor_responses', {
      supervisor_response: { profile_id, capability_id, value },
    });
  const rate = async (client: Client, profileId: number, capabilityId: number, value: number) => {
    const response = await post(client, profileId, capabilityId, value);
    expect(response.statusCode, response.body).toBe(201);
    return json<{ data: unknown; meta: { profile: { supervisor_completed_percent: number } } }>(response);
  };
  const rowsOf = (profileId: number, capabilityId?: number) =>
    t.db
      .select()
      .from(supervisor_responses)
      .where(
        and(
          eq(supervisor_responses.profile_id, profileId),
          capabilityId ? eq(supervisor_responses.capability_id, capabilityId) : undefined,
        ),
      );

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it('answers 201 with the response and the percent of the 4 capabilities that count, answer by answer', async () => {
    const profile = s.profiles.waiting.id;
    const first = await rate(c.sam, profile, s.caps.t1.id, 1);
    expect(first).toEqual({
      data: { capability_id: s.caps.t1.id, type: 'SupervisorResponse', value: 1 },
      meta: { profile: { supervisor_completed_percent: 25 } },
    });
    expect((await rate(c.sam, profile, s.caps.t2.id, 2)).meta.profile.supervisor_completed_percent).toBe(50);
    expect((await rate(c.sam, profile, s.caps.i1.id, 3)).meta.profile.supervisor_completed_percent).toBe(75);
    expect((await rate(c.sam, profile, s.caps.i2.id, 4)).meta.profile.supervisor_completed_percent).toBe(100);
    const rows = await rowsOf(profile);
    expect(
      rows.map((r) => [r.capability_id, r.value, r.responded_by_id]).sort((a, b) => a[0]! - b[0]!),
    ).toEqual(
      [
        [s.caps.t1.id, 1, s.sam.id],
        [s.caps.t2.id, 2, s.sam.id],
        [s.caps.i1.id, 3, s.sam.id],
        [s.caps.i2.id, 4, s.sam.id],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('does not count answers kept for a deactivated capability or domain', async () => {
    const profile = s.profiles.orphan.id;
    await t.db.insert(supervisor_responses).values(
      [s.caps.tInactive.id, s.caps.rRetired.id].map((capability_id) => ({
        institute_id: s.home.id,
        profile_id: profile,
        capability_id,
        value: 2,
      })),
    );
    expect((await rate(c.admin, profile, s.caps.i2.id, 2)).meta.profile.supervisor_completed_percent).toBe(
      25,
    );
    expect(await rowsOf(profile)).toHaveLength(3);
  });

  it('replaces an earlier answer: still one row, the percent unchanged', async () => {
    const profile = s.profiles.rating.id; // t1 already rated 2 by the fixture: 25%
    const again = await rate(c.sam, profile, s.caps.t1.id, 4);
    expect(again).toEqual({
      data: { capability_id: s.caps.t1.id, type: 'SupervisorResponse', value: 4 },
      meta: { profile: { supervisor_completed_percent: 25 } },
    });
    const rows = await rowsOf(profile, s.caps.t1.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 4, responded_by_id: s.sam.id });
  });

  it('answers 404 for an inactive capability, a capability of an inactive domain or of another institute', async () => {
    const profile = s.profiles.rating.id;
    for (const capability of [s.caps.tInactive.id, s.caps.rRetired.id, s.other.capability.id, 999999]) {
      const response = await post(c.sam, profile, capability, 2);
      expect(response.statusCode, `capability ${capability}`).toBe(404);
      expect(json(response)).toMatchObject({ message: 'Capability not found' });
    }
    expect(await rowsOf(profile)).toHaveLength(1);
  });

  it('answers 400 for a value that is not one of the response labels', async () => {
    for (const value of [0, 5, -1]) {
      const response = await post(c.sam, s.profiles.rating.id, s.caps.t2.id, value);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        title: 'Bad Request',
        code: 1,
        message: `${value} is not one of the institute's response labels.`,
      });
    }
    expect(await rowsOf(s.profiles.rating.id, s.caps.t2.id)).toHaveLength(0);
  });

  it('answers 400 while the educator has not completed, and once the supervisor has submitted', async () => {
    const inProgress = await post(c.sam, s.profiles.inProgress.id, s.caps.t1.id, 2);
    expect(inProgress.statusCode).toBe(400);
    expect(json(inProgress)).toMatchObject({ message: 'The educator has not completed this profile yet.' });
    const done = await post(c.sam, s.profiles.done.id, s.caps.t1.id, 4);
    expect(done.statusCode).toBe(400);
    expect(json(done)).toMatchObject({ message: 'The supervisor has already submitted this profile.' });
    expect((await rowsOf(s.profiles.done.id, s.caps.t1.id))[0]).toMatchObject({ value: 2 });
    const noStep = await post(c.sam, s.profiles.sessional.id, s.caps.t1.id, 4);
    expect(noStep.statusCode).toBe(400);
    expect(await rowsOf(s.profiles.sessional.id)).toHaveLength(0);
    expect(await rowsOf(s.profiles.inProgress.id)).toHaveLength(0);
  });

  it("answers 403 for another supervisor's educator, and 404 for another institute's profile", async () => {
    const forbidden = await post(c.sue, s.profiles.rating.id, s.caps.t2.id, 2);
    expect(forbidden.statusCode).toBe(403);
    expect(await rowsOf(s.profiles.rating.id, s.caps.t2.id)).toHaveLength(0);
    expect((await post(c.admin, s.other.profile.id, s.caps.t2.id, 1)).statusCode).toBe(404);
    expect((await post(c.admin, 999999, s.caps.t2.id, 1)).statusCode).toBe(404);
  });

  it('lets an admin rate for any supervisor, recording who answered', async () => {
    const result = await rate(c.admin, s.profiles.sueWaiting.id, s.caps.i1.id, 3);
    expect(result.meta.profile.supervisor_completed_percent).toBe(25);
    expect((await rowsOf(s.profiles.sueWaiting.id))[0]).toMatchObject({
      capability_id: s.caps.i1.id,
      value: 3,
      responded_by_id: s.admin.id,
    });
    // Sue's own answer afterwards records Sue.
    await rate(c.sue, s.profiles.sueWaiting.id, s.caps.i1.id, 2);
    expect((await rowsOf(s.profiles.sueWaiting.id))[0]).toMatchObject({
      value: 2,
      responded_by_id: s.sue.id,
    });
  });

  it('answers 422 for a missing or malformed field', async () => {
    const missing = await c.sam.post('/api/v1/supervisor_responses', {
      supervisor_response: { profile_id: s.profiles.rating.id, value: 2 },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: object }>(missing).messages)).toEqual(['capability_id']);
    const fraction = await post(c.sam, s.profiles.rating.id, s.caps.t2.id, 2.5);
    expect(fraction.statusCode).toBe(422);
    expect(json(fraction)).toMatchObject({ messages: { value: ['is not a response value'] } });
  });

  it('answers 401 signed out and 403 for an educator or facilitator', async () => {
    expect((await post(c.anonymous, s.profiles.rating.id, s.caps.t2.id, 2)).statusCode).toBe(401);
    expect((await post(c.educator, s.profiles.rating.id, s.caps.t2.id, 2)).statusCode).toBe(403);
    expect((await post(c.facilitator, s.profiles.rating.id, s.caps.t2.id, 2)).statusCode).toBe(403);
    expect(await rowsOf(s.profiles.rating.id, s.caps.t2.id)).toHaveLength(0);
  });
});
