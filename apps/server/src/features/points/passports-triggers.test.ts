import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { employment_types, passports, points_histories, profiles } from '../../db/schema/index.js';
import { currentPeriodOf } from './period-service.js';

type Client = ReturnType<typeof apiClient>;

/**
 * Passports move with more than the points history (issue 16): completing a profile, a new
 * employment type (form or users import) and edited requirements each recompute the current
 * period's passport in their own transaction.
 */
describe('passports: recomputed by profiles, employment types and their requirements', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: Client;
  let adminCookie: string;
  let period: { start: string; end: string };
  let easy: number;
  let hard: number;
  let departmentId: number;

  const typeOf = async (name: string, professional_points: number, profiling_tool_required = false) => {
    const [row] = await t.db
      .insert(employment_types)
      .values({ institute_id: instituteId, name, professional_points, profiling_tool_required })
      .returning();
    return row!.id;
  };
  const statusOf = async (userId: number) =>
    (
      await t.db
        .select({ status: passports.status })
        .from(passports)
        .where(and(eq(passports.institute_id, instituteId), eq(passports.user_id, userId)))
    )[0]?.status;
  /** An educator with 2 professional points this period. */
  const educatorWithPoints = async (employment_type_id: number, unique_identifier?: string) => {
    const user = await createUser(t.db, instituteId, {
      is_educator: true,
      employment_type_id,
      department_id: departmentId,
      ...(unique_identifier ? { unique_identifier } : {}),
    });
    await t.db.insert(points_histories).values({
      institute_id: instituteId,
      user_id: user.id,
      type: 'PointsRea',
      date: period.start,
      points: 2,
    });
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db, { points_anniversary_month: 1 });
    instituteId = institute.id;
    period = currentPeriodOf(institute);
    departmentId = (await createDivisionWithDepartments(t.db, instituteId, 'Trades', ['ENG'])).departments[0]!
      .id;
    easy = await typeOf('Casual', 2);
    hard = await typeOf('Full time', 5);
    adminCookie = await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true }));
    admin = apiClient(t.app, adminCookie);
  });
  afterAll(() => t.close());

  it('a new employment type on the user form recomputes the passport', async () => {
    const user = await educatorWithPoints(hard);
    expect(await statusOf(user.id)).toBeUndefined();
    const toEasy = await admin.put(`/api/v1/users/${user.id}`, { user: { employment_type_id: easy } });
    expect(toEasy.statusCode, toEasy.body).toBe(200);
    expect(await statusOf(user.id)).toBe('COMPLETE');
    await admin.put(`/api/v1/users/${user.id}`, { user: { employment_type_id: hard } });
    expect(await statusOf(user.id)).toBe('IN_PROGRESS');
  });

  it('a users import that changes the employment type recomputes the passport', async () => {
    const user = await educatorWithPoints(hard, 'TRIG1');
    const csv =
      'Employee Number,Given Name,Family Name,Email,Employment Type\n' +
      `TRIG1,${user.given_name},${user.family_name},${user.email},Casual\n`;
    const { payload, headers } = await multipartFile('file', csv, 'users.csv');
    const response = await apiClient(t.app, adminCookie).post('/api/v1/users/import', payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(user.id)).toBe('COMPLETE');
  });

  it('editing an employment type’s requirements recomputes its users, and only for requirement fields', async () => {
    const type = await typeOf('Sessional', 3);
    const [first, second] = [await educatorWithPoints(type), await educatorWithPoints(type)];
    const lower = await admin.put(`/api/v1/employment_types/${type}`, {
      employment_type: { professional_points: 2 },
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['COMPLETE', 'COMPLETE']);

    // Renaming it moves no passport: a stored row that disagrees with the rules stays as it is.
    await t.db.update(passports).set({ status: 'INCOMPLETE' }).where(eq(passports.user_id, first.id));
    await admin.put(`/api/v1/employment_types/${type}`, { employment_type: { name: 'Sessional staff' } });
    expect(await statusOf(first.id)).toBe('INCOMPLETE');
  });

  it('submitting a profile completes the passport of a type that requires the profiling tool', async () => {
    const type = await typeOf('Profiled', 2, true);
    const user = await educatorWithPoints(type);
    const [profile] = await t.db
      .insert(profiles)
      .values({
        institute_id: instituteId,
        user_id: user.id,
        period_start: period.start,
        period_end: period.end,
        educator_completed: true,
      })
      .returning();
    const submitted = await admin.put(`/api/v1/profiles/${profile!.id}`, {
      profile: { supervisor_completed: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await statusOf(user.id)).toBe('COMPLETE');
  });
});
