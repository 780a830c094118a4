import type { TMyPassport, TPointsHistory } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { employment_types, passports, points_histories } from '../../db/schema/index.js';
import { currentPeriodOf } from './period-service.js';
import { recomputePassport } from './passports-service.js';

describe('my passport and my points history (issue 21)', () => {
  let t: TestApp;
  let instituteId: number;
  let period: { start: string; end: string };
  let employmentTypeId: number;

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
        professional_points: 2,
        num_lj_required: 0,
        vocational_points: 1,
        num_vocational_lj_required: 0,
        profiling_tool_required: false,
      })
      .returning();
    employmentTypeId = type!.id;
  });
  afterAll(() => t.close());

  const educator = async () => {
    const user = await createUser(t.db, instituteId, {
      is_educator: true,
      employment_type_id: employmentTypeId,
    });
    return { user, client: apiClient(t.app, await loginAs(t.app, user)) };
  };
  const award = (userId: number, row: Partial<typeof points_histories.$inferInsert>) =>
    t.db.insert(points_histories).values({
      institute_id: instituteId,
      user_id: userId,
      type: 'PointsVocational',
      date: period.start,
      points: 1,
      ...row,
    });
  const passportOf = async (client: ReturnType<typeof apiClient>) => {
    const response = await client.get('/api/v1/my/passport');
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TMyPassport }>(response).data;
  };

  it('shows the current period against my requirements, and the obtained date once complete', async () => {
    const { user, client } = await educator();
    const empty = await passportOf(client);
    expect(empty).toMatchObject({
      period,
      employment_type: 'Teacher',
      status: 'INCOMPLETE',
      issued_at: null,
      requirements: { professional_points: 2, vocational_points: 1, profiling_tool_required: false },
      achieved: { professional_points: 0, vocational_points: 0 },
      past: [],
    });

    await award(user.id, { points: 1.5 });
    expect((await passportOf(client)).status).toBe('IN_PROGRESS');

    await award(user.id, { type: 'PointsRea', points: 2 });
    await t.db.transaction((tx) => recomputePassport(tx, instituteId, user.id, period.start));
    const complete = await passportOf(client);
    expect(complete).toMatchObject({
      status: 'COMPLETE',
      achieved: { professional_points: 2, vocational_points: 1.5 },
    });
    expect(complete.issued_at).not.toBeNull();
  });

  it('lists earlier periods and leaves other people and the next period out', async () => {
    const { user, client } = await educator();
    const other = await createUser(t.db, instituteId, { is_educator: true });
    await award(other.id, { points: 7 });
    const lastYear = `${Number(period.start.slice(0, 4)) - 1}${period.start.slice(4)}`;
    const lastYearEnd = `${Number(period.end.slice(0, 4)) - 1}${period.end.slice(4)}`;
    await t.db.insert(passports).values({
      institute_id: instituteId,
      user_id: user.id,
      period_start: lastYear,
      period_end: lastYearEnd,
      status: 'COMPLETE',
      professional_points: 4,
      vocational_points: 2,
      issued_at: new Date(`${lastYear}T10:00:00Z`),
    });
    const passport = await passportOf(client);
    expect(passport.achieved.vocational_points).toBe(0);
    expect(passport.past).toEqual([
      expect.objectContaining({ period_start: lastYear, status: 'COMPLETE', professional_points: 4 }),
    ]);
  });

  it('gives a user without an employment type no requirements and an INCOMPLETE passport', async () => {
    const user = await createUser(t.db, instituteId, { is_educator: true });
    await award(user.id, { points: 3 });
    const passport = await passportOf(apiClient(t.app, await loginAs(t.app, user)));
    expect(passport).toMatchObject({ employment_type: null, requirements: null, status: 'IN_PROGRESS' });
  });

  it('lists only my points history, newest first, paged', async () => {
    const { user, client } = await educator();
    const other = await createUser(t.db, instituteId, { is_educator: true });
    await award(user.id, { points: 1, date: period.start, activity_name: 'Older' });
    await award(user.id, { points: 2, date: period.end, activity_name: 'Newer' });
    await award(other.id, { points: 9 });
    const response = await client.get('/api/v1/my/points_histories?per_page=1');
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: TPointsHistory[]; meta: { total: number } }>(response);
    expect(body.meta.total).toBe(2);
    expect(body.data.map((row) => row.points)).toEqual([2]);
    expect(body.data[0]).toMatchObject({ activity_name: 'Newer', can: { delete: false } });
  });

  it('answers 401 without a session and 400 for a bad page', async () => {
    expect((await apiClient(t.app).get('/api/v1/my/passport')).statusCode).toBe(401);
    expect((await apiClient(t.app).get('/api/v1/my/points_histories')).statusCode).toBe(401);
    const { client } = await educator();
    const bad = await client.get('/api/v1/my/points_histories?page=0');
    expect([400, 422]).toContain(bad.statusCode);
  });

  it('keeps staff-only points calls closed to an educator (403)', async () => {
    const { user, client } = await educator();
    const response = await client.post(`/api/v1/users/${user.id}/points_vocationals`, {});
    expect(response.statusCode).toBe(403);
  });
});
