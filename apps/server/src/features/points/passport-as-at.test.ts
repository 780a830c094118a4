import type { TUserDetail, TUserPassport } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { employment_types, institutes, points_histories } from '../../db/schema/index.js';
import { pruneAuditEvents } from '../audit/service.js';
import { todayIn } from '../../lib/today.js';
import { recomputePassportsFor } from './passports-service.js';
import { changeOnDay } from './points-test-support.js';

type Client = ReturnType<typeof apiClient>;
const TIME_ZONE = 'Australia/Melbourne';

/**
 * A year of one trainer's ledger under settings that change (issue 40 §1): each as-at answer is the
 * hand-computed one. The institute's passport year starts in January until 2026-03-01, then July;
 * the trainer's type needs 10 professional points (and a learning journey, 5 vocational) until
 * 2025-09-01, then 15. Each change is made as the settings screens make it (an update the audit
 * trail records), then dated back to the day it happened.
 */
describe('passports as at a day', () => {
  let t: TestApp;
  let instituteId: number;
  let typeId: number;
  let trainerId: number;
  let admin: Client;

  const changedOn = (day: string, table: 'institutes' | 'employment_types', change: () => Promise<unknown>) =>
    changeOnDay(t.db, day, TIME_ZONE, table, change);

  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db, { timezone: TIME_ZONE, points_anniversary_month: 1 });
    instituteId = institute.id;
    const [type] = await t.db
      .insert(employment_types)
      .values({
        institute_id: instituteId,
        name: 'Trainer',
        professional_points: 10,
        num_lj_required: 1,
        vocational_points: 5,
        num_vocational_lj_required: 0,
      })
      .returning();
    typeId = type!.id;
    trainerId = (await createUser(t.db, instituteId, { is_educator: true, employment_type_id: typeId })).id;
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
    const rows = [
      { date: '2025-02-10', type: 'PointsRea' as const, points: 6, learning_journey_equivalent: true },
      { date: '2025-05-20', type: 'PointsVocational' as const, points: 5 },
      { date: '2025-08-15', type: 'PointsRea' as const, points: 5 },
      { date: '2025-11-01', type: 'PointsRea' as const, points: 4 },
      { date: '2026-02-01', type: 'PointsRea' as const, points: 3 },
    ];
    await t.db
      .insert(points_histories)
      .values(rows.map((row) => ({ institute_id: instituteId, user_id: trainerId, ...row })));
    await recomputePassportsFor(
      t.db,
      instituteId,
      rows.map(({ date }) => ({ userId: trainerId, date })),
    );
    await changedOn('2025-09-01', 'employment_types', () =>
      t.db.update(employment_types).set({ professional_points: 15 }).where(eq(employment_types.id, typeId)),
    );
    await changedOn('2026-03-01', 'institutes', () =>
      t.db.update(institutes).set({ points_anniversary_month: 7 }).where(eq(institutes.id, instituteId)),
    );
  });
  afterAll(() => t.close());

  const passportAsAt = async (asAt?: string) => {
    const response = await admin.get(`/api/v1/users/${trainerId}/passport${asAt ? `?as_at=${asAt}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TUserPassport }>(response).data;
  };
  const summary = (p: TUserPassport) => ({
    as_at: p.as_at,
    period: p.period,
    status: p.status,
    professional: p.achieved.professional_points,
    vocational: p.achieved.vocational_points,
    journeys: p.achieved.learning_journeys,
    required: p.requirements?.professional_points,
  });

  it('answers each day with the hand-computed passport, before and after each settings change', async () => {
    const year2025 = { start: '2025-01-01', end: '2025-12-31' };
    const expected = [
      // Before the first row of the year.
      ['2025-01-31', year2025, 'INCOMPLETE', 0, 0, 0, 10],
      ['2025-02-10', year2025, 'IN_PROGRESS', 6, 0, 1, 10],
      ['2025-06-30', year2025, 'IN_PROGRESS', 6, 5, 1, 10],
      // The day before the requirement rose to 15: 11 points met 10.
      ['2025-08-31', year2025, 'COMPLETE', 11, 5, 1, 10],
      // The same rows under 15.
      ['2025-09-01', year2025, 'IN_PROGRESS', 11, 5, 1, 15],
      ['2025-11-01', year2025, 'COMPLETE', 15, 5, 1, 15],
      // A new January year: only February's row.
      ['2026-02-28', { start: '2026-01-01', end: '2026-12-31' }, 'IN_PROGRESS', 3, 0, 0, 15],
      // The year starts in July from 2026-03-01: the period is March's under July, 2025-07 … 2026-06.
      ['2026-03-01', { start: '2025-07-01', end: '2026-06-30' }, 'IN_PROGRESS', 12, 0, 0, 15],
      // A day before the institute kept any record: the first settings, no rows.
      ['2019-05-05', { start: '2019-01-01', end: '2019-12-31' }, 'INCOMPLETE', 0, 0, 0, 10],
    ] as const;
    for (const [asAt, period, status, professional, vocational, journeys, required] of expected) {
      expect(summary(await passportAsAt(asAt))).toEqual({
        as_at: asAt,
        period,
        status,
        professional,
        vocational,
        journeys,
        required,
      });
    }
  });

  it('as at today equals the current passport (the default day)', async () => {
    const today = todayIn(TIME_ZONE);
    const byDefault = await passportAsAt();
    expect(byDefault.as_at).toBe(today);
    expect(await passportAsAt(today)).toEqual(byDefault);
    const user = json<{ data: TUserDetail }>(await admin.get(`/api/v1/users/${trainerId}`)).data;
    expect(byDefault.status).toBe(user.current_passport?.status ?? 'INCOMPLETE');
  });

  it('refuses a day after today or not a date, naming as_at', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const day of [tomorrow, '2025-02-30']) {
      const response = await admin.get(`/api/v1/users/${trainerId}/passport?as_at=${day}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(json<{ messages: Record<string, string[]> }>(response).messages.as_at).toBeDefined();
    }
  });

  it('keeps the settings history through audit retention', async () => {
    await pruneAuditEvents(t.db, 1);
    expect(summary(await passportAsAt('2025-08-31')).status).toBe('COMPLETE');
    expect(summary(await passportAsAt('2025-09-01')).status).toBe('IN_PROGRESS');
  });

  it('is 404 for a user of another institute', async () => {
    const other = await createInstitute(t.db);
    const stranger = await createUser(t.db, other.id, { is_educator: true });
    expect((await admin.get(`/api/v1/users/${stranger.id}/passport`)).statusCode).toBe(404);
  });
});
