import type { TProfile } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { educator_responses, profiles, supervisor_responses } from '../../db/schema/index.js';
import { clientsFor, seedProfiling, type ProfilingClients, type ProfilingFixture } from './test-support.js';

type Client = ProfilingClients['admin'];
const SUBMIT = { profile: { supervisor_completed: true } };

describe('PUT /api/v1/profiles/{id}: submitting the supervisor rating', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  const submit = (client: Client, id: number, body: unknown = SUBMIT) =>
    client.put(`/api/v1/profiles/${id}`, body);
  const rate = async (client: Client, profile_id: number, capability_id: number) => {
    const response = await client.post('/api/v1/supervisor_responses', {
      supervisor_response: { profile_id, capability_id, value: 3 },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const rowOf = async (id: number) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];
  const listed = async (client: Client, filter: string) => {
    const body = json<{ data: TProfile[] }>(await client.get(`/api/v1/profiles?named_filter=${filter}`));
    return body.data.map((p) => p.id);
  };
  const openCount = async (client: Client) =>
    json<{ open_count: number }>(await client.get('/api/v1/profiles/check')).open_count;

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it('answers 400 with the percent until every capability is rated, then completes the profile', async () => {
    const id = s.profiles.rating.id;
    const early = await submit(c.sam, id);
    expect(early.statusCode).toBe(400);
    expect(json(early)).toEqual({
      title: 'Bad Request',
      code: 1,
      message: 'Rate every capability statement before submitting (25% done).',
    });
    await rate(c.sam, id, s.caps.t2.id);
    await rate(c.sam, id, s.caps.i1.id);
    const at75 = await submit(c.sam, id);
    expect(at75.statusCode).toBe(400);
    expect(json(at75)).toMatchObject({ message: expect.stringContaining('75%') });
    expect(await rowOf(id)).toMatchObject({
      supervisor_completed: false,
      completed: false,
      completed_at: null,
    });
    expect(await listed(c.sam, 'open')).toContain(id);

    await rate(c.sam, id, s.caps.i2.id);
    const before = Date.now();
    const response = await submit(c.sam, id);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: TProfile }>(response);
    expect(data).toMatchObject({
      id,
      status: 'COMPLETE',
      supervisor_completed: true,
      supervisor_completed_percent: 100,
      completed: true,
    });
    expect(Date.parse(data.completed_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.supervisor_completed_at).toBe(data.completed_at);
    expect(await rowOf(id)).toMatchObject({ completed: true, supervisor_completed_by_id: s.sam.id });
    expect(await listed(c.sam, 'open')).not.toContain(id);
    expect(await listed(c.sam, 'resolved')).toContain(id);
    expect(await openCount(c.sam)).toBe(1);
  });

  it('answers 400 on a second submit, and refuses further answers', async () => {
    const again = await submit(c.sam, s.profiles.rating.id);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ message: 'The supervisor has already submitted this profile.' });
    const late = await c.sam.post('/api/v1/supervisor_responses', {
      supervisor_response: { profile_id: s.profiles.rating.id, capability_id: s.caps.t1.id, value: 1 },
    });
    expect(late.statusCode).toBe(400);
  });

  it('answers 400 while the educator has not completed', async () => {
    const response = await submit(c.sam, s.profiles.inProgress.id);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'The educator has not completed this profile yet.' });
    expect(await rowOf(s.profiles.inProgress.id)).toMatchObject({ completed: false });
  });

  it('lets an admin submit for the supervisor, recording the admin', async () => {
    const id = s.profiles.sueWaiting.id;
    for (const capability of s.activeCapabilityIds) await rate(c.admin, id, capability);
    const response = await submit(c.admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ completed: true, supervisor_completed_by_id: s.admin.id });
    expect(await openCount(c.sue)).toBe(0);
  });

  it('answers 422 for {supervisor_completed:false} or a missing flag', async () => {
    const falsy = await submit(c.sam, s.profiles.waiting.id, { profile: { supervisor_completed: false } });
    expect(falsy.statusCode).toBe(422);
    expect(json(falsy)).toMatchObject({ code: 2, messages: { supervisor_completed: ['must be true'] } });
    expect((await submit(c.sam, s.profiles.waiting.id, { profile: {} })).statusCode).toBe(422);
    expect(await rowOf(s.profiles.waiting.id)).toMatchObject({ supervisor_completed: false });
  });

  it("answers 403 for another supervisor's educator, 404 for another institute's, 401/403 for others", async () => {
    const forbidden = await submit(c.sue, s.profiles.waiting.id);
    expect(forbidden.statusCode).toBe(403);
    expect((await submit(c.admin, s.other.profile.id)).statusCode).toBe(404);
    expect((await submit(c.anonymous, s.profiles.waiting.id)).statusCode).toBe(401);
    expect((await submit(c.educator, s.profiles.waiting.id)).statusCode).toBe(403);
  });
});

describe('completion with and without the supervisor step', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  const ids = async (client: Client, filter: string) =>
    json<{ data: TProfile[] }>(await client.get(`/api/v1/profiles?named_filter=${filter}`)).data.map(
      (p) => p.id,
    );

  it('lists a profile that needs no supervisor step under resolved once the educator completes, never open', async () => {
    expect(await ids(c.sam, 'resolved')).toContain(s.profiles.sessional.id);
    expect(await ids(c.sam, 'open')).not.toContain(s.profiles.sessional.id);
    expect(await ids(c.sam, 'in_progress')).not.toContain(s.profiles.sessional.id);
    expect(json(await c.sam.get('/api/v1/profiles/check'))).toMatchObject({ open_count: 2 });
    const submit = await c.sam.put(`/api/v1/profiles/${s.profiles.sessional.id}`, SUBMIT);
    expect(submit.statusCode).toBe(400);
  });

  it('keeps a profile that needs the supervisor step open until the supervisor submits', async () => {
    const id = s.profiles.waiting.id;
    expect(await ids(c.sam, 'open')).toContain(id);
    for (const capability_id of s.activeCapabilityIds) {
      await c.sam.post('/api/v1/supervisor_responses', {
        supervisor_response: { profile_id: id, capability_id, value: 2 },
      });
    }
    // Every capability rated is not yet completed.
    expect(await ids(c.sam, 'open')).toContain(id);
    expect(json(await c.sam.get('/api/v1/profiles/check'))).toMatchObject({ open_count: 2 });
    expect((await c.sam.put(`/api/v1/profiles/${id}`, SUBMIT)).statusCode).toBe(200);
    expect(await ids(c.sam, 'open')).not.toContain(id);
    expect(await ids(c.sam, 'resolved')).toContain(id);
    expect(json(await c.sam.get('/api/v1/profiles/check'))).toMatchObject({ open_count: 1 });
  });
});

describe('DELETE /api/v1/profiles/{id}', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  const count = async (table: typeof educator_responses | typeof supervisor_responses, id: number) =>
    (await t.db.select().from(table).where(eq(table.profile_id, id))).length;

  it('lets an admin delete a profile that is not completed: 204, the row and its answers gone', async () => {
    const id = s.profiles.rating.id;
    expect(await count(educator_responses, id)).toBe(4);
    expect(await count(supervisor_responses, id)).toBe(1);
    const response = await c.admin.delete(`/api/v1/profiles/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await t.db.select().from(profiles).where(eq(profiles.id, id))).toEqual([]);
    expect(await count(educator_responses, id)).toBe(0);
    expect(await count(supervisor_responses, id)).toBe(0);
    expect((await c.admin.get(`/api/v1/profiles/${id}/domains.json`)).statusCode).toBe(404);
    expect((await c.admin.delete(`/api/v1/profiles/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 for a completed profile and keeps it', async () => {
    for (const id of [s.profiles.done.id, s.profiles.sessional.id]) {
      const response = await c.admin.delete(`/api/v1/profiles/${id}`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        title: 'Bad Request',
        code: 1,
        message: 'A completed profile cannot be deleted.',
      });
      expect(await t.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(1);
    }
  });

  it("answers 403 for a supervisor (even their own educator's), 404 for another institute's, 401 signed out", async () => {
    const id = s.profiles.waiting.id;
    expect((await c.sam.delete(`/api/v1/profiles/${id}`)).statusCode).toBe(403);
    expect((await c.educator.delete(`/api/v1/profiles/${id}`)).statusCode).toBe(403);
    expect((await c.anonymous.delete(`/api/v1/profiles/${id}`)).statusCode).toBe(401);
    expect((await c.admin.delete(`/api/v1/profiles/${s.other.profile.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(1);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, s.other.profile.id))).toHaveLength(1);
  });
});
