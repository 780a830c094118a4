import type { TSearchReportResponse } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiClient, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import {
  business_ideal_responses,
  capabilities,
  domains,
  educator_responses,
  profiles,
  programs,
  registrations,
  supervisor_responses,
} from '../../db/schema/index.js';
import { seedReportWorld, PERIOD_2026, type ReportClient } from './test-support.js';

/**
 * The search reports' known data on top of the reports' world (test-support.ts; passport year 2026 =
 * 2026-07-01 … 2027-06-30):
 *
 * Programs: Alpha (A1, elective, Communication, 2026-07-15 = month_1), Beta (B2, learning journey,
 * Delivery, 2026-09-10 = month_3), a second Alpha (no code, elective, no domain, 2027-06-30 =
 * month_12), Old (A1, 2026-06-30: the 2025 year). Registrations: Alpha ← Ann (completed), Bob, Dan
 * (inactive, completed), Cal (incomplete: refused); Beta ← Ann (completed), Cal (pending); Alpha 2 ←
 * Ann, Eve (completed); Old ← Bob (completed). The other institute: Stella in its own 2026 program.
 *
 * Profiling: Communication (Listens well, Explains clearly) then Delivery (Plans lessons). Ann
 * (N1, Teacher): educator 3, 4, 2 and supervisor 2, 4, 3, business ideal of N1/Teacher 4, 4, 4. Bob
 * (N2, Trainer): educator 1, 2 (no supervisor answer), business ideal of N2/Trainer 2 for Listens well.
 * Cal's 2025 profile: educator 5 for Listens well (another year).
 */
export async function seedSearchWorld(t: TestApp) {
  const world = await seedReportWorld(t);
  const db = t.db;
  const { home, other, users, departments, employmentTypes } = world;
  const homeId = home.id;

  const [communication, delivery] = await db
    .insert(domains)
    .values([
      { institute_id: homeId, name: 'Communication', display_order: 1 },
      { institute_id: homeId, name: 'Delivery', display_order: 2 },
    ])
    .returning();
  const [listens, explains, plans] = await db
    .insert(capabilities)
    .values([
      { institute_id: homeId, domain_id: communication!.id, statement: 'Listens well', display_order: 1 },
      { institute_id: homeId, domain_id: communication!.id, statement: 'Explains clearly', display_order: 2 },
      { institute_id: homeId, domain_id: delivery!.id, statement: 'Plans lessons', display_order: 1 },
    ])
    .returning();

  const program = (name: string | null, values: Partial<typeof programs.$inferInsert>) => ({
    institute_id: homeId,
    name,
    published: true,
    ...values,
  });
  const [alpha, beta, alpha2, old] = await db
    .insert(programs)
    .values([
      program('Alpha', {
        code: 'A1',
        program_type: 'elective',
        domain_id: communication!.id,
        start_date: '2026-07-15',
      }),
      program('Beta', {
        code: 'B2',
        program_type: 'learning_journey',
        domain_id: delivery!.id,
        start_date: '2026-09-10',
      }),
      program('Alpha', { program_type: 'elective', start_date: '2027-06-30' }),
      program('Old', { code: 'A1', program_type: 'elective', start_date: '2026-06-30' }),
    ])
    .returning();
  const [foreign] = await db
    .insert(programs)
    .values({ institute_id: other.id, name: 'Alpha', code: 'A1', published: true, start_date: '2026-08-01' })
    .returning();

  type Status = 'pending' | 'approved' | 'incomplete';
  const reg = (programId: number, userId: number, completed = false, status: Status = 'approved') => ({
    institute_id: homeId,
    program_id: programId,
    user_id: userId,
    completed,
    status,
  });
  await db
    .insert(registrations)
    .values([
      reg(alpha!.id, users.ann.id, true),
      reg(alpha!.id, users.bob.id),
      reg(alpha!.id, users.dan.id, true),
      reg(alpha!.id, users.cal.id, false, 'incomplete'),
      reg(beta!.id, users.ann.id, true),
      reg(beta!.id, users.cal.id, false, 'pending'),
      reg(alpha2!.id, users.ann.id),
      reg(alpha2!.id, users.educator.id, true),
      reg(old!.id, users.bob.id, true),
      { ...reg(foreign!.id, users.stranger.id, true), institute_id: other.id },
    ]);

  const profileOf = async (userId: number, periodStart: string) => {
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.user_id, userId), eq(profiles.period_start, periodStart)));
    return row!.id;
  };
  const annProfile = await profileOf(users.ann.id, PERIOD_2026.from);
  const bobProfile = await profileOf(users.bob.id, PERIOD_2026.from);
  const calProfile = await profileOf(users.cal.id, '2025-07-01');
  const answer = (profileId: number, capabilityId: number, value: number) => ({
    institute_id: homeId,
    profile_id: profileId,
    capability_id: capabilityId,
    value,
  });
  await db
    .insert(educator_responses)
    .values([
      answer(annProfile, listens!.id, 3),
      answer(annProfile, explains!.id, 4),
      answer(annProfile, plans!.id, 2),
      answer(bobProfile, listens!.id, 1),
      answer(bobProfile, explains!.id, 2),
      answer(calProfile, listens!.id, 5),
    ]);
  await db
    .insert(supervisor_responses)
    .values([
      answer(annProfile, listens!.id, 2),
      answer(annProfile, explains!.id, 4),
      answer(annProfile, plans!.id, 3),
    ]);
  const ideal = (departmentId: number, employmentTypeId: number, capabilityId: number, value: number) => ({
    institute_id: homeId,
    department_id: departmentId,
    employment_type_id: employmentTypeId,
    capability_id: capabilityId,
    value,
  });
  await db
    .insert(business_ideal_responses)
    .values([
      ideal(departments.n1.id, employmentTypes.teacher.id, listens!.id, 4),
      ideal(departments.n1.id, employmentTypes.teacher.id, explains!.id, 4),
      ideal(departments.n1.id, employmentTypes.teacher.id, plans!.id, 4),
      ideal(departments.n2.id, employmentTypes.trainer.id, listens!.id, 2),
    ]);

  const otherAdmin = await createUser(db, other.id, {
    given_name: 'Olga',
    family_name: 'Other',
    is_institute_admin: true,
  });
  return {
    ...world,
    domains: { communication: communication!, delivery: delivery! },
    asOtherAdmin: apiClient(t.app, await loginAs(t.app, otherAdmin)),
  };
}
export type SearchWorld = Awaited<ReturnType<typeof seedSearchWorld>>;

/** POST reports/{name} for the 2026 passport year (unless `params` says otherwise), expecting a 200. */
export async function searchReport(
  client: ReportClient,
  name: string,
  params: { year?: number; mode?: string; view_by?: string },
  filters: Record<string, string | number> = {},
  sorting?: 'asc' | 'desc',
) {
  const response = await client.post(`/api/v1/reports/${name}`, {
    filters,
    params: { year: 2026, ...params },
    pagination: null,
    ...(sorting ? { sorting } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<TSearchReportResponse>(response);
}

/** The rows as [row_type, label, …each column's figure], in the table's order. */
export const rowsTable = (report: TSearchReportResponse) =>
  report.data.map((row) => [row.row_type, ...report.meta.columns.map((c) => row[c.key])]);
