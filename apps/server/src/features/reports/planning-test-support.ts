import type { FastifyInstance } from 'fastify';
import { passportPeriod, type PassportPeriod } from '@pdp/contract';
import { apiClient } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import {
  business_ideal_responses,
  capabilities,
  domains,
  educator_responses,
  profiles,
  response_labels,
  supervisor_responses,
  type UserRow,
} from '../../db/schema/index.js';
import { todayIn } from '../../lib/today.js';
import { createProgram, createRegistration, daysFromNow } from '../programs/test-support.js';

/**
 * The planners' reports' fixture (Demand, Rating Calibration), every figure chosen to be worked out
 * by hand. Domains Assessment (order 1: a1, a2) and Industry (order 2: i1); labels 1..4.
 *
 * Completed profiles of the current period, every statement rated the same by each side:
 * - Len (lenient) rates his 5 educators (NA, Full Time) 4; they rate themselves 3;
 * - Sev (severe) rates her 5 educators (NA, Full Time) 2; they rate themselves 3; the fifth is inactive;
 * - Sam rates his 2 educators (NB, Part Time) 3; they rate themselves 4 (a group under 5).
 * Each statement's institute mean is (5·4 + 5·2 + 2·3) / 12 = 3. Len's first educator also has a
 * completed profile last period, rated 1 by Len.
 *
 * The business ideal of NA × Full Time: a1 = a2 = 4, i1 = 3; none for NB × Part Time. So Sev's
 * educators have gaps (Assessment 4 − 2 = 2, Industry 3 − 2 = 1); Len's and Sam's none.
 *
 * Programs (live, taking registrations unless said): Assessment limit 3 in 30 days with one place
 * taken (2 free); Assessment limit 1 in 120 days; Industry without a limit in 200 days; and, never
 * counted, a closed, a draft, a past and a 400-days-ahead Assessment program.
 */
export async function seedPlanning(db: Database) {
  const home = await createInstitute(db, { name: 'Planning Institute', points_anniversary_month: 7 });
  const period = passportPeriod(7, todayIn(home.timezone));
  const dayBefore = new Date(Date.parse(`${period.start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const previousPeriod = passportPeriod(7, dayBefore);
  const [assessment, industry] = await db
    .insert(domains)
    .values([
      { institute_id: home.id, name: 'Assessment', display_order: 1 },
      { institute_id: home.id, name: 'Industry', display_order: 2 },
    ])
    .returning();
  const caps = await db
    .insert(capabilities)
    .values([
      { institute_id: home.id, domain_id: assessment!.id, statement: 'a1', display_order: 1 },
      { institute_id: home.id, domain_id: assessment!.id, statement: 'a2', display_order: 2 },
      { institute_id: home.id, domain_id: industry!.id, statement: 'i1', display_order: 1 },
    ])
    .returning();
  await db
    .insert(response_labels)
    .values([1, 2, 3, 4].map((value) => ({ institute_id: home.id, text: `Level ${value}`, value })));
  const north = await createDivisionWithDepartments(db, home.id, 'North', ['NA', 'NB']);
  const south = await createDivisionWithDepartments(db, home.id, 'South', ['SA']);
  const [na, nb] = north.departments as [(typeof north.departments)[0], (typeof north.departments)[0]];
  const fullTime = await createEmploymentType(db, home.id, 'Full Time');
  const partTime = await createEmploymentType(db, home.id, 'Part Time');
  await db.insert(business_ideal_responses).values(
    caps.map((c, i) => ({
      institute_id: home.id,
      department_id: na.id,
      employment_type_id: fullTime.id,
      capability_id: c.id,
      value: i < 2 ? 4 : 3,
    })),
  );

  const user = (overrides: Parameters<typeof createUser>[2]) => createUser(db, home.id, overrides);
  const admin = await user({ given_name: 'Ada', family_name: 'Admin', is_institute_admin: true });
  const supervisor = (given_name: string) => user({ given_name, family_name: 'Rater', is_supervisor: true });
  const len = await supervisor('Len');
  const sev = await supervisor('Sev');
  const sam = await supervisor('Sam');

  const rate = async (
    educator: UserRow,
    rater: UserRow,
    values: { self: number; supervisor: number },
    profilePeriod: PassportPeriod = period,
  ) => {
    const at = new Date(Date.parse(`${profilePeriod.start}T00:00:00Z`) + 86_400_000);
    const [profile] = await db
      .insert(profiles)
      .values({
        institute_id: home.id,
        user_id: educator.id,
        period_start: profilePeriod.start,
        period_end: profilePeriod.end,
        educator_completed: true,
        educator_completed_at: at,
        supervisor_completed: true,
        supervisor_completed_at: at,
        supervisor_completed_by_id: rater.id,
        completed: true,
        completed_at: at,
      })
      .returning();
    const answers = (value: number, by: number) =>
      caps.map((c) => ({
        institute_id: home.id,
        profile_id: profile!.id,
        capability_id: c.id,
        value,
        responded_by_id: by,
      }));
    await db.insert(educator_responses).values(answers(values.self, educator.id));
    await db.insert(supervisor_responses).values(answers(values.supervisor, rater.id));
  };
  const team = async (
    rater: UserRow,
    count: number,
    place: { department_id: number; employment_type_id: number },
    values: { self: number; supervisor: number },
  ) => {
    const members: UserRow[] = [];
    for (let n = 1; n <= count; n += 1) {
      const educator = await user({
        given_name: `${rater.given_name}${n}`,
        family_name: 'Educator',
        is_educator: true,
        supervisor_id: rater.id,
        ...place,
        active: !(rater === sev && n === count),
      });
      await rate(educator, rater, values);
      members.push(educator);
    }
    return members;
  };
  const lenTeam = await team(
    len,
    5,
    { department_id: na.id, employment_type_id: fullTime.id },
    { self: 3, supervisor: 4 },
  );
  await team(sev, 5, { department_id: na.id, employment_type_id: fullTime.id }, { self: 3, supervisor: 2 });
  await team(sam, 2, { department_id: nb.id, employment_type_id: partTime.id }, { self: 4, supervisor: 3 });
  await rate(lenTeam[0]!, len, { self: 2, supervisor: 1 }, previousPeriod);

  const program = (domainId: number, days: number, overrides = {}) =>
    createProgram(db, home.id, { domain_id: domainId, ...overrides }, [{ start_time: daysFromNow(days) }]);
  const soon = await program(assessment!.id, 30, { attendee_limit: 3 });
  await createRegistration(db, home.id, soon.program.id, admin.id);
  await program(assessment!.id, 120, { attendee_limit: 1 });
  await program(industry!.id, 200);
  await program(assessment!.id, 60, { attendee_limit: 50, registrations_open: false });
  await program(assessment!.id, 60, { attendee_limit: 50, published: false });
  await program(assessment!.id, -10, { attendee_limit: 50 });
  await program(assessment!.id, 400, { attendee_limit: 50 });

  const other = await createInstitute(db, { name: 'Other Institute' });
  const otherAdmin = await createUser(db, other.id, { is_institute_admin: true });
  return {
    home,
    period,
    previousPeriod,
    domains: { assessment: assessment!, industry: industry! },
    north,
    south,
    na,
    nb,
    fullTime,
    partTime,
    admin,
    len,
    sev,
    sam,
    otherAdmin,
  };
}

export type PlanningFixture = Awaited<ReturnType<typeof seedPlanning>>;

export async function planningClients(app: FastifyInstance, s: PlanningFixture) {
  const client = async (user: UserRow) => apiClient(app, await loginAs(app, user));
  return {
    anonymous: apiClient(app),
    admin: await client(s.admin),
    supervisor: await client(s.len),
    otherAdmin: await client(s.otherAdmin),
  };
}
