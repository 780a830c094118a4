import { and, eq } from 'drizzle-orm';
import type { TRecommendations } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { business_ideal_responses, supervisor_responses, type UserRow } from '../../db/schema/index.js';
import { createProgram, createRegistration, daysFromNow } from '../programs/test-support.js';
import {
  addProfile,
  clientsFor,
  seedProfiling,
  type ProfilingClients,
  type ProfilingFixture,
} from './test-support.js';

/*
 * The fixture's completed profiles rate every statement 2 (supervisor) and 3 (educator); the ideal of
 * NA × Full Time is 4 on every statement here. Dora's Industry statement I2 is rated 1, so her gaps
 * are Industry (4 − 1 = 3) then Teaching (4 − 2 = 2, its first statement T1 in display order).
 */
describe('Recommendations from profiling: GET /my/recommendations and /profiles/{id}/recommendations', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;
  const programIds: Record<string, number> = {};
  const extra: Record<string, UserRow> = {};
  const asUser = async (user: UserRow) => apiClient(t.app, await loginAs(t.app, user));
  const recommendationsOf = async (user: UserRow) => {
    const response = await (await asUser(user)).get('/api/v1/my/recommendations');
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TRecommendations }>(response).data;
  };
  const ideal = (departmentId: number, typeId: number, capabilityId: number, value = 4) => ({
    institute_id: s.home.id,
    department_id: departmentId,
    employment_type_id: typeId,
    capability_id: capabilityId,
    value,
  });
  const rateAs = (profileId: number, capabilityId: number, value: number) =>
    t.db
      .update(supervisor_responses)
      .set({ value })
      .where(
        and(
          eq(supervisor_responses.profile_id, profileId),
          eq(supervisor_responses.capability_id, capabilityId),
        ),
      );

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
    const { caps, depA, depB, fullTime, sessional } = s;
    await t.db
      .insert(business_ideal_responses)
      .values([ideal(depA.id, fullTime.id, caps.i1.id), ideal(depA.id, fullTime.id, caps.i2.id)]);
    await t.db.insert(business_ideal_responses).values(ideal(depA.id, sessional.id, caps.t1.id));
    await rateAs(s.profiles.done.id, caps.i2.id, 1);

    const f = { instituteId: s.home.id, period: s.period, activeCapabilityIds: s.activeCapabilityIds };
    const educator = (given_name: string, department_id: number) =>
      createUser(t.db, s.home.id, {
        given_name,
        family_name: 'Planner',
        is_educator: true,
        supervisor_id: s.sam.id,
        department_id,
        employment_type_id: fullTime.id,
      });
    extra.noIdeal = await educator('Noel', depB.id);
    await addProfile(t.db, f, extra.noIdeal, 'completed');
    extra.noGaps = await educator('Gail', depA.id);
    const gail = await addProfile(t.db, f, extra.noGaps, 'completed');
    for (const id of s.activeCapabilityIds) await rateAs(gail.id, id, 4);
    extra.noPrograms = await educator('Nora', depA.id);
    const nora = await addProfile(t.db, f, extra.noPrograms, 'completed');
    for (const id of s.activeCapabilityIds) await rateAs(nora.id, id, id === caps.t1.id ? 3 : 4);

    const program = async (name: string, domainId: number, days: number, overrides = {}) => {
      const { program } = await createProgram(t.db, s.home.id, { name, domain_id: domainId, ...overrides }, [
        { start_time: daysFromNow(days) },
      ]);
      programIds[name] = program.id;
      return program;
    };
    const { teaching, industry } = s.domains;
    await program('Industry placement', industry.id, 30);
    await program('Assessment later', teaching.id, 40);
    await program('Assessment soon', teaching.id, 20, { attendee_limit: 10 });
    const full = await program('Full', teaching.id, 25, { attendee_limit: 1 });
    await createRegistration(t.db, s.home.id, full.id, s.ed.waiting.id);
    await program('Closed', industry.id, 25, { registrations_open: false });
    await program('Draft', industry.id, 25, { published: false });
    await program('Over', industry.id, -5);
    const registered = await program('Registered', teaching.id, 25);
    await createRegistration(t.db, s.home.id, registered.id, s.ed.done.id, { status: 'incomplete' });
    await program('Elsewhere', s.domains.retired.id, 25);
    for (const name of ['Assessment later', 'Assessment soon', 'Registered']) {
      await createRegistration(t.db, s.home.id, programIds[name]!, extra.noPrograms.id, {
        status: 'pending',
      });
    }
  });
  afterAll(() => t.close());

  it('ranks the gaps by size, then by domain order, and recommends open programs of those domains with why', async () => {
    const answer = await recommendationsOf(s.ed.done);
    expect(answer.state).toBe('ok');
    expect(answer.profile_period).toEqual({ start: s.period.start, end: s.period.end });
    expect(answer.gaps.map((g) => [g.domain_name, g.statement, g.rating, g.ideal, g.size, g.rater])).toEqual([
      ['Industry', s.caps.i2.statement, 1, 4, 3, 'supervisor'],
      ['Teaching', s.caps.t1.statement, 2, 4, 2, 'supervisor'],
    ]);
    // Industry's first, then Teaching's soonest first; full, closed, draft, over, already
    // registered (even declined) and other domains' programs are left out.
    expect(answer.programs.map((p) => [p.name, p.reason, p.places_left])).toEqual([
      ['Industry placement', 'Supervisor rated 1 against an ideal of 4 in Industry', null],
      ['Assessment soon', 'Supervisor rated 2 against an ideal of 4 in Teaching', 9],
      ['Assessment later', 'Supervisor rated 2 against an ideal of 4 in Teaching', null],
    ]);
  });

  it('ranks equal gaps by the domains’ order', async () => {
    await rateAs(s.profiles.done.id, s.caps.i2.id, 2);
    try {
      const answer = await recommendationsOf(s.ed.done);
      expect(answer.gaps.map((g) => [g.domain_name, g.size])).toEqual([
        ['Teaching', 2],
        ['Industry', 2],
      ]);
      expect(answer.programs.map((p) => p.name)).toEqual([
        'Assessment soon',
        'Assessment later',
        'Industry placement',
      ]);
    } finally {
      await rateAs(s.profiles.done.id, s.caps.i2.id, 1);
    }
  });

  it('measures from the educator’s own rating where the employment type has no supervisor step', async () => {
    const answer = await recommendationsOf(s.ed.sessional);
    expect(answer.gaps.map((g) => g.reason)).toEqual(['Self-rated 3 against an ideal of 4 in Teaching']);
    expect(answer.programs.map((p) => p.name)).toEqual(['Assessment soon', 'Registered', 'Assessment later']);
  });

  it('explains each empty answer: no completed profile, no ideal, no gap, no program', async () => {
    const cases = [
      [s.ed.waiting, 'no_profile'],
      [extra.noIdeal!, 'no_ideal'],
      [extra.noGaps!, 'no_gaps'],
      [extra.noPrograms!, 'no_programs'],
    ] as const;
    for (const [user, state] of cases) {
      const answer = await recommendationsOf(user);
      expect([user.given_name, answer.state, answer.programs]).toEqual([user.given_name, state, []]);
      expect(answer.message.length).toBeGreaterThan(20);
    }
    expect((await recommendationsOf(extra.noPrograms!)).gaps.map((g) => g.reason)).toEqual([
      'Supervisor rated 3 against an ideal of 4 in Teaching',
    ]);
  });

  it('shows a profile’s recommendations to the educator’s supervisor and admins only', async () => {
    const path = `/api/v1/profiles/${s.profiles.done.id}/recommendations`;
    const own = await recommendationsOf(s.ed.done);
    for (const client of [c.sam, c.admin]) {
      const response = await client.get(path);
      expect(response.statusCode, response.body).toBe(200);
      expect(json<{ data: TRecommendations }>(response).data).toEqual(own);
    }
    expect((await c.sue.get(path)).statusCode).toBe(403);
    expect((await c.educator.get(path)).statusCode).toBe(403);
    expect((await c.anonymous.get(path)).statusCode).toBe(401);
    expect((await c.admin.get(`/api/v1/profiles/${s.other.profile.id}/recommendations`)).statusCode).toBe(
      404,
    );
    expect((await c.admin.get('/api/v1/profiles/999999/recommendations')).statusCode).toBe(404);
    expect((await c.admin.get('/api/v1/profiles/abc/recommendations')).statusCode).toBe(422);
  });

  it('answers my own only to a signed-in educator', async () => {
    expect((await c.anonymous.get('/api/v1/my/recommendations')).statusCode).toBe(401);
    expect((await c.sam.get('/api/v1/my/recommendations')).statusCode).toBe(403);
  });
});
