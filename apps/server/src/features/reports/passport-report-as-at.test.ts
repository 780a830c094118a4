import type { TPassportReportResponse, TUserPassport, TUserPointsReportResponse } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { employment_types, points_histories, profiles, users } from '../../db/schema/index.js';
import { todayIn } from '../../lib/today.js';
import { recomputePassportsFor } from '../points/passports-service.js';
import { figuresOf, passportStatus, type PassportRequirements } from '../points/passports-rules.js';
import { changeOnDay } from '../points/points-test-support.js';

type Client = ReturnType<typeof apiClient>;
const TIME_ZONE = 'Australia/Melbourne';
const TRAINER = {
  professional_points: 10,
  num_lj_required: 1,
  vocational_points: 5,
  num_vocational_lj_required: 0,
  profiling_tool_required: false,
};
/** The trainers' requirements on `day`: 15 professional points from 2025-09-01. */
const trainerOn = (day: string): PassportRequirements =>
  day >= '2025-09-01' ? { ...TRAINER, professional_points: 15 } : TRAINER;

/**
 * The Passports and User Points reports as at a day (issue 40 §1): the rows' figures and status are
 * the hand-computed ones, before and after a requirement change, and the same as the pure rules
 * (passports-rules.ts) give for any ledger; as at today they are the stored passports.
 */
describe('passport reports as at a day', () => {
  let t: TestApp;
  let instituteId: number;
  let trainerType: number;
  let admin: Client;
  const ids: Record<'ann' | 'bob' | 'cy', number> = { ann: 0, bob: 0, cy: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db, { timezone: TIME_ZONE, points_anniversary_month: 1 })).id;
    const [trainer, assessor] = await t.db
      .insert(employment_types)
      .values([
        { institute_id: instituteId, name: 'Trainer', ...TRAINER },
        {
          institute_id: instituteId,
          name: 'Assessor',
          professional_points: 2,
          profiling_tool_required: true,
        },
      ])
      .returning();
    trainerType = trainer!.id;
    const user = (given_name: string, family_name: string, employment_type_id: number) =>
      createUser(t.db, instituteId, { given_name, family_name, is_educator: true, employment_type_id });
    ids.ann = (await user('Ann', 'Archer', trainerType)).id;
    ids.bob = (await user('Bob', 'Baker', trainerType)).id;
    ids.cy = (await user('Cy', 'Carter', assessor!.id)).id;
    admin = apiClient(
      t.app,
      await loginAs(
        t.app,
        await createUser(t.db, instituteId, { is_institute_admin: true, family_name: 'Zed', active: true }),
      ),
    );
    const rows = [
      {
        user_id: ids.ann,
        date: '2025-02-10',
        type: 'PointsRea' as const,
        points: 6,
        learning_journey_equivalent: true,
      },
      { user_id: ids.ann, date: '2025-05-20', type: 'PointsVocational' as const, points: 5 },
      { user_id: ids.ann, date: '2025-08-15', type: 'PointsRea' as const, points: 5 },
      { user_id: ids.cy, date: '2025-03-01', type: 'PointsRea' as const, points: 2 },
    ];
    await t.db.insert(points_histories).values(rows.map((row) => ({ institute_id: instituteId, ...row })));
    await t.db.insert(profiles).values({
      institute_id: instituteId,
      user_id: ids.cy,
      period_start: '2025-01-01',
      period_end: '2025-12-31',
      completed: true,
      completed_at: new Date('2025-06-01T02:00:00Z'),
    });
    await changeOnDay(t.db, '2025-09-01', TIME_ZONE, 'employment_types', () =>
      t.db
        .update(employment_types)
        .set({ professional_points: 15 })
        .where(eq(employment_types.id, trainerType)),
    );
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const response = await admin.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const passportsAsAt = (day: string, more = '') =>
    get<TPassportReportResponse>(`/api/v1/reports/passport?q[as_at_eq]=${day}${more}`);
  const statuses = (page: TPassportReportResponse) =>
    Object.fromEntries(page.data.map((row) => [row.user_full_name, row.passport_status]));

  it('answers each day with the hand-computed statuses and figures, under the requirements then', async () => {
    const before = await passportsAsAt('2025-08-31');
    expect(before.period).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(statuses(before)).toEqual({
      'Ann Archer': 'COMPLETE',
      'Bob Baker': 'INCOMPLETE',
      'Cy Carter': 'COMPLETE',
      [before.data[3]!.user_full_name]: 'INCOMPLETE',
    });
    expect(before.data[0]).toMatchObject({
      professional_points_combined: 11,
      vocational_points_combined: 5,
      learning_journeys_combined: 1,
      vocational_learning_journeys_combined: 0,
    });
    // The requirement rose to 15 that day; Ann's 11 points no longer meet it.
    expect(statuses(await passportsAsAt('2025-09-01'))['Ann Archer']).toBe('IN_PROGRESS');
    // Cy's profile was completed on 2025-06-01 (Melbourne): the day before, points alone.
    expect(statuses(await passportsAsAt('2025-05-31'))['Cy Carter']).toBe('IN_PROGRESS');
    expect(statuses(await passportsAsAt('2025-02-09'))['Ann Archer']).toBe('INCOMPLETE');
  });

  it('filters, sorts and counts by the status as at the day', async () => {
    const complete = await passportsAsAt('2025-08-31', '&q[passport_status_eq]=COMPLETE');
    expect(complete.data.map((row) => row.user_full_name)).toEqual(['Ann Archer', 'Cy Carter']);
    expect(complete.meta.total).toBe(2);
    const sorted = await passportsAsAt('2025-09-01', '&q[s]=passport_status+asc');
    expect(sorted.data.map((row) => row.passport_status)).toEqual([
      'COMPLETE',
      'INCOMPLETE',
      'INCOMPLETE',
      'IN_PROGRESS',
    ]);
    expect(sorted.meta.total).toBe(4);
  });

  it('gives User Points and both CSVs as at the day, the file named for it', async () => {
    const points = await get<TUserPointsReportResponse>('/api/v1/reports/user_points?q[as_at_eq]=2025-06-30');
    expect(points.data[0]).toMatchObject({
      user_full_name: 'Ann Archer',
      professional_points: 6,
      vocational_points: 5,
    });
    const csv = await admin.get('/api/v1/reports/passport.csv?q[as_at_eq]=2025-09-01');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('passport-as-at-2025-09-01.csv');
    const [header, ann] = parse(csv.body, { bom: true }) as string[][];
    expect(ann![header!.findIndex((name) => /status/i.test(name))]).toMatch(/in progress/i);
  });

  it('refuses a day after today, naming as_at', async () => {
    const response = await admin.get('/api/v1/reports/passport?q[as_at_eq]=2999-01-01');
    expect(response.statusCode, response.body).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(response).messages.as_at).toBeDefined();
  });

  const pdfText = async (url: string, client = admin) => {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    return { text, disposition: response.headers['content-disposition'] };
  };

  it('gives both PDFs as at the day: the heading, the filters and each row’s figures then', async () => {
    const passports = await pdfText(
      `/api/v1/reports/passport.pdf?q[as_at_eq]=2025-09-01&q[passport_status_in][]=IN_PROGRESS&q[passport_status_in][]=INCOMPLETE`,
    );
    expect(passports.disposition).toContain('passport-as-at-2025-09-01.pdf');
    expect(passports.text).toContain('Passports report');
    expect(passports.text).toContain('As at 1/9/25');
    expect(passports.text).toContain(
      'Filters: User status: Active; Passport status: In progress, Incomplete',
    );
    // Ann as at that day: 11 professional and 5 vocational points, one learning journey, in progress.
    expect(passports.text).toMatch(/Ann Archer\s+In progress\s+(—\s+)?11\s+5\s+1\s+0/);
    expect(passports.text).not.toContain('Cy Carter');
    expect(passports.text).toContain('USERS 3');

    const points = await pdfText('/api/v1/reports/user_points.pdf?q[as_at_eq]=2025-06-30');
    expect(points.text).toContain('User Points report');
    expect(points.text).toContain('As at 30/6/25');
    expect(points.text).toMatch(/Ann Archer\s+(—\s+)*Trainer\s+6\s+5/);
    // Without a day: as at today, the stored passports.
    const today = await pdfText('/api/v1/reports/user_points.pdf');
    expect(today.disposition).toContain(`user-points-as-at-${todayIn(TIME_ZONE)}.pdf`);
  });

  it('refuses the PDFs to anonymous callers (401), educators (403) and a day after today (422)', async () => {
    const educator = apiClient(
      t.app,
      await loginAs(t.app, (await t.db.select().from(users).where(eq(users.id, ids.bob)))[0]!),
    );
    for (const name of ['passport', 'user_points']) {
      expect((await apiClient(t.app).get(`/api/v1/reports/${name}.pdf`)).statusCode).toBe(401);
      expect((await educator.get(`/api/v1/reports/${name}.pdf`)).statusCode).toBe(403);
      const late = await admin.get(`/api/v1/reports/${name}.pdf?q[as_at_eq]=2999-01-01`);
      expect(late.statusCode, late.body).toBe(422);
      expect(json<{ messages: Record<string, string[]> }>(late).messages.as_at).toBeDefined();
    }
  });

  it('agrees with the pure rules and the user’s passport for any ledger and day; today it is the stored passport', async () => {
    const today = todayIn(TIME_ZONE);
    const row = fc.record({
      date: fc
        .integer({ min: 0, max: 364 })
        .map((day) => new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10)),
      type: fc.constantFrom('PointsRea' as const, 'PointsVocational' as const),
      points: fc.integer({ min: 1, max: 16 }).map((halves) => halves / 2),
      learning_journey_equivalent: fc.boolean(),
    });
    const day = fc
      .integer({ min: 0, max: 364 })
      .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 8 }), day, async (ledger, asAt) => {
        await t.db
          .delete(points_histories)
          .where(and(eq(points_histories.institute_id, instituteId), eq(points_histories.user_id, ids.bob)));
        if (ledger.length > 0)
          await t.db
            .insert(points_histories)
            .values(ledger.map((entry) => ({ institute_id: instituteId, user_id: ids.bob, ...entry })));
        const counted = ledger.filter((entry) => entry.date <= asAt);
        const figures = figuresOf(
          counted.map((entry) => ({ ...entry, program_type: null })),
          false,
        );
        const bob = (await passportsAsAt(asAt)).data.find((r) => r.user_id === ids.bob)!;
        expect(bob).toMatchObject({
          passport_status: passportStatus(trainerOn(asAt), figures),
          professional_points_combined: figures.professional_points,
          vocational_points_combined: figures.vocational_points,
          learning_journeys_combined: figures.learning_journeys,
        });
        const passport = await get<{ data: TUserPassport }>(
          `/api/v1/users/${ids.bob}/passport?as_at=${asAt}`,
        );
        expect(passport.data.status).toBe(bob.passport_status);
      }),
      { numRuns: 12 },
    );
    // Today: the ledger dated by today in today's period, stored as every write path stores it.
    const thisYear = `${today.slice(0, 4)}-01-01`;
    await t.db.insert(points_histories).values([
      { institute_id: instituteId, user_id: ids.ann, date: thisYear, type: 'PointsRea', points: 15 },
      { institute_id: instituteId, user_id: ids.bob, date: today, type: 'PointsVocational', points: 2 },
      {
        institute_id: instituteId,
        user_id: ids.ann,
        date: today,
        type: 'PointsRea',
        points: 1,
        learning_journey_equivalent: true,
      },
    ]);
    await recomputePassportsFor(t.db, instituteId, [
      { userId: ids.ann, date: today },
      { userId: ids.bob, date: today },
      { userId: ids.cy, date: today },
    ]);
    const stored = await get<TPassportReportResponse>('/api/v1/reports/passport');
    expect(await passportsAsAt(today)).toEqual(stored);
    expect(statuses(stored)['Ann Archer']).toBe('IN_PROGRESS');
  });
});
