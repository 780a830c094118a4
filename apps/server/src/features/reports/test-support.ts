import { apiClient, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import { passports, profiles, type UserRow } from '../../db/schema/index.js';

/**
 * The reports' tests' institute (Melbourne, passport year from July): an admin, two supervisors (Sam
 * supervises Ann, Bob and the inactive Dan; Sue supervises Cal), a facilitator and an educator; two
 * divisions and two employment types; stored passports and profiles for the 2026 and 2025 periods;
 * and another institute whose user has a passport too. A super admin of the other institute can
 * select this one.
 */
export const PERIOD_2026 = { from: '2026-07-01', to: '2027-06-30' };
export const PERIOD_2025 = { from: '2025-07-01', to: '2026-06-30' };

export async function seedReportWorld(t: TestApp) {
  const db = t.db;
  const home = await createInstitute(db, {
    name: 'Reports Home',
    timezone: 'Australia/Melbourne',
    points_anniversary_month: 7,
    custom_user_field_1: 'Campus',
    requirement_1_name: 'First aid',
  });
  const other = await createInstitute(db, { name: 'Reports Other', points_anniversary_month: 7 });
  const north = await createDivisionWithDepartments(db, home.id, 'North', ['N1', 'N2']);
  const south = await createDivisionWithDepartments(db, home.id, 'South', ['S1']);
  const teacher = await createEmploymentType(db, home.id, 'Teacher');
  const trainer = await createEmploymentType(db, home.id, 'Trainer');
  const [n1, n2] = north.departments;
  const [s1] = south.departments;

  const user = (given: string, family: string, overrides: Parameters<typeof createUser>[2] = {}) =>
    createUser(db, home.id, {
      given_name: given,
      family_name: family,
      email: `r-${given.toLowerCase()}@school.test`,
      ...overrides,
    });
  const admin = await user('Ada', 'Admin', { is_institute_admin: true });
  const sam = await user('Sam', 'Super', { is_supervisor: true });
  const sue = await user('Sue', 'Visor', { is_supervisor: true });
  const facilitator = await user('Fay', 'Fixer', { is_facilitator: true });
  const educator = await user('Eve', 'Edwards', { is_educator: true });
  const ann = await user('Ann', 'Archer', {
    is_educator: true,
    supervisor_id: sam.id,
    department_id: n1!.id,
    employment_type_id: teacher.id,
    custom_1: '=SUM(A1)',
    custom_2: 'Room 4',
  });
  const bob = await user('Bob', 'Baker', {
    is_educator: true,
    supervisor_id: sam.id,
    department_id: n2!.id,
    employment_type_id: trainer.id,
  });
  const cal = await user('Cal', 'Carter', {
    is_educator: true,
    supervisor_id: sue.id,
    department_id: s1!.id,
    employment_type_id: teacher.id,
    custom_1: 'East',
  });
  const dan = await user('Dan', 'Dunn', { is_educator: true, supervisor_id: sam.id, active: false });
  const stranger = await createUser(db, other.id, { given_name: 'Stella', family_name: 'Stranger' });
  const superAdmin = await createUser(db, other.id, {
    is_super_admin: true,
    given_name: 'Sid',
    family_name: 'Root',
  });

  const passport = (
    owner: UserRow,
    period: { from: string; to: string },
    status: 'COMPLETE' | 'IN_PROGRESS' | 'INCOMPLETE',
    figures: [number, number, number, number],
  ) => ({
    institute_id: owner.institute_id,
    user_id: owner.id,
    period_start: period.from,
    period_end: period.to,
    status,
    professional_points: figures[0],
    vocational_points: figures[1],
    learning_journeys: figures[2],
    vocational_learning_journeys: figures[3],
  });
  await db
    .insert(passports)
    .values([
      passport(ann, PERIOD_2026, 'COMPLETE', [10.5, 4, 1, 2]),
      passport(bob, PERIOD_2026, 'IN_PROGRESS', [3, 0, 0, 0]),
      passport(bob, PERIOD_2025, 'COMPLETE', [20, 7.25, 2, 1]),
      passport(dan, PERIOD_2026, 'IN_PROGRESS', [1, 0, 0, 0]),
      passport(stranger, PERIOD_2026, 'COMPLETE', [99, 99, 9, 9]),
    ]);
  const profile = (owner: UserRow, period: { from: string; to: string }, state: 'educator' | 'complete') => ({
    institute_id: owner.institute_id,
    user_id: owner.id,
    period_start: period.from,
    period_end: period.to,
    educator_completed: true,
    completed: state === 'complete',
  });
  await db
    .insert(profiles)
    .values([
      profile(ann, PERIOD_2026, 'complete'),
      profile(bob, PERIOD_2026, 'educator'),
      profile(cal, PERIOD_2025, 'complete'),
    ]);

  const client = async (row: UserRow) => apiClient(t.app, await loginAs(t.app, row));
  const asSuperAdmin = await client(superAdmin);
  const selected = await asSuperAdmin.get(`/api/v1/institutes/${home.id}/select`);
  if (selected.statusCode !== 200) throw new Error(`select failed: ${selected.body}`);
  return {
    home,
    other,
    divisions: { north: north.division, south: south.division },
    departments: { n1: n1!, n2: n2!, s1: s1! },
    employmentTypes: { teacher, trainer },
    users: { admin, sam, sue, facilitator, educator, ann, bob, cal, dan, stranger, superAdmin },
    as: {
      admin: await client(admin),
      sam: await client(sam),
      sue: await client(sue),
      facilitator: await client(facilitator),
      educator: await client(educator),
      stranger: await client(stranger),
      superAdmin: asSuperAdmin,
      anonymous: apiClient(t.app),
    },
  };
}
export type ReportWorld = Awaited<ReturnType<typeof seedReportWorld>>;
export type ReportClient = ReportWorld['as']['admin'];
