import type { TUserDetail } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { employment_types, passports, points_histories, profiles } from '../../db/schema/index.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import { currentPeriodOf } from './period-service.js';
import { recomputePassport, recomputePassportsForUsers } from './passports-service.js';
import { vocationalEntry } from './points-test-support.js';

type Client = ReturnType<typeof apiClient>;

describe('passports: stored per period, recomputed from the points history', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: Client;
  let employmentTypeId: number;
  let period: { start: string; end: string };

  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db, {
      timezone: 'Australia/Melbourne',
      points_anniversary_month: 7,
    });
    instituteId = institute.id;
    period = currentPeriodOf(institute);
    const [type] = await t.db
      .insert(employment_types)
      .values({
        institute_id: instituteId,
        name: 'Teacher',
        professional_points: 3,
        num_lj_required: 1,
        vocational_points: 2,
        num_vocational_lj_required: 0,
        profiling_tool_required: true,
      })
      .returning();
    employmentTypeId = type!.id;
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
  });
  afterAll(() => t.close());

  const educator = () =>
    createUser(t.db, instituteId, { is_educator: true, employment_type_id: employmentTypeId });
  const passportOf = async (userId: number) =>
    (
      await t.db
        .select()
        .from(passports)
        .where(and(eq(passports.institute_id, instituteId), eq(passports.user_id, userId)))
    )[0];
  const currentPassport = async (userId: number) => {
    const response = await admin.get(`/api/v1/users/${userId}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TUserDetail }>(response).data.current_passport;
  };
  const complete = async (programId: number, registrationId: number, completed: boolean) => {
    const response = await admin.put(`/api/v1/programs/${programId}/registrations/${registrationId}`, {
      registration: { completed },
      notify_user: false,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const history = (userId: number, row: Partial<typeof points_histories.$inferInsert>) =>
    t.db.insert(points_histories).values({
      institute_id: instituteId,
      user_id: userId,
      type: 'PointsVocational',
      date: period.start,
      points: 1,
      ...row,
    });

  it('completing and uncompleting program registrations moves the passport between the statuses', async () => {
    const user = await educator();
    await t.db.insert(profiles).values({
      institute_id: instituteId,
      user_id: user.id,
      period_start: period.start,
      period_end: period.end,
      educator_completed: true,
      completed: true,
    });
    expect(await currentPassport(user.id)).toBeNull();

    const professional = await createProgram(t.db, instituteId, { program_type: 'learning_journey' }, [
      { points: 3 },
    ]);
    const vocational = await createProgram(t.db, instituteId, { program_type: 'vocational_elective' }, [
      { points: 2 },
    ]);
    const journey = await createRegistration(t.db, instituteId, professional.program.id, user.id, {
      is_learning_journey: true,
    });
    const elective = await createRegistration(t.db, instituteId, vocational.program.id, user.id);

    await complete(professional.program.id, journey.id, true);
    expect(await passportOf(user.id)).toMatchObject({
      status: 'IN_PROGRESS',
      period_start: period.start,
      period_end: period.end,
      professional_points: 3,
      vocational_points: 0,
      learning_journeys: 1,
      vocational_learning_journeys: 0,
      profile_completed: true,
      issued_at: null,
    });
    expect(await currentPassport(user.id)).toEqual({ status: 'IN_PROGRESS', issued_at: null });

    await complete(vocational.program.id, elective.id, true);
    const issued = await passportOf(user.id);
    expect(issued).toMatchObject({ status: 'COMPLETE', vocational_points: 2 });
    expect(issued!.issued_at).toBeInstanceOf(Date);
    expect(await currentPassport(user.id)).toEqual({
      status: 'COMPLETE',
      issued_at: issued!.issued_at!.toISOString(),
    });

    // A recompute that leaves it COMPLETE keeps the date it was obtained.
    await recomputePassport(t.db, instituteId, user.id, period.start);
    expect((await passportOf(user.id))!.issued_at).toEqual(issued!.issued_at);

    await complete(professional.program.id, journey.id, false);
    expect(await passportOf(user.id)).toMatchObject({
      status: 'IN_PROGRESS',
      professional_points: 0,
      learning_journeys: 0,
      issued_at: null,
    });
    await complete(vocational.program.id, elective.id, false);
    // The completed profile still counts as progress: the employment type requires it.
    expect(await currentPassport(user.id)).toEqual({ status: 'IN_PROGRESS', issued_at: null });
  });

  it('recomputes many users at once, each against their own employment type and period rows', async () => {
    const complete3 = await educator();
    const partial = await educator();
    const untyped = await createUser(t.db, instituteId, { is_educator: true });
    const idle = await educator();
    const noProfile = await educator();
    const outside = await educator();
    for (const user of [complete3, untyped]) {
      await history(user.id, { type: 'PointsRea', points: 3, learning_journey_equivalent: true });
      await history(user.id, { type: 'PointsVocational', points: 1.25 });
      await history(user.id, { type: 'PointsVocational', points: 0.75, date: period.end });
      await t.db.insert(profiles).values({
        institute_id: instituteId,
        user_id: user.id,
        period_start: period.start,
        period_end: period.end,
        completed: true,
      });
    }
    await history(partial.id, { type: 'PointsRea', points: 2.5 });
    await history(noProfile.id, { type: 'PointsRea', points: 3, learning_journey_equivalent: true });
    await history(noProfile.id, { type: 'PointsVocational', points: 2 });
    // A row the day before the period opens counts for the previous period only.
    const dayBefore = new Date(`${period.start}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    await history(outside.id, { type: 'PointsRea', points: 9, date: dayBefore.toISOString().slice(0, 10) });

    const ids = [complete3, partial, untyped, idle, noProfile, outside].map((u) => u.id);
    await recomputePassportsForUsers(t.db, instituteId, ids, period.start);
    const statuses = await Promise.all(ids.map(async (id) => (await passportOf(id))?.status));
    expect(statuses).toEqual([
      'COMPLETE',
      'IN_PROGRESS',
      'IN_PROGRESS',
      'INCOMPLETE',
      'IN_PROGRESS',
      'INCOMPLETE',
    ]);
    expect(await passportOf(complete3.id)).toMatchObject({ professional_points: 3, vocational_points: 2 });
  });

  it('counts every row when external currency for one user is added at the same time', async () => {
    const user = await educator();
    const add = (points: number) =>
      admin.post(`/api/v1/users/${user.id}/points_vocationals`, {
        points_vocational: vocationalEntry({ points, activity_date: period.start }),
        notify_user: false,
      });
    const responses = await Promise.all([1, 2, 3, 4, 5].map(add));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await passportOf(user.id)).toMatchObject({ status: 'IN_PROGRESS', vocational_points: 15 });
  });

  it('never recomputes another institute’s user', async () => {
    const other = await createInstitute(t.db);
    const stranger = await createUser(t.db, other.id, { is_educator: true });
    await recomputePassportsForUsers(t.db, instituteId, [stranger.id], period.start);
    expect(await t.db.select().from(passports).where(eq(passports.user_id, stranger.id))).toEqual([]);
  });
});
