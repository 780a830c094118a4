import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
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
  employment_types,
  profiles,
  response_labels,
  supervisor_responses,
  type UserRow,
} from '../../db/schema/index.js';
import { todayIn } from '../../lib/today.js';

/**
 * The states a fixture profile is inserted in (part 1 §4's badges):
 * - in_progress: the educator has answered 2 of 4 statements;
 * - waiting: the educator completed (4 answers), no supervisor answer;
 * - rating: waiting plus one supervisor answer (25%);
 * - completed: educator and supervisor completed (4 + 4 answers);
 * - completed_no_step: the employment type needs no supervisor step: completed on educator completion.
 */
export type ProfileState = 'in_progress' | 'waiting' | 'rating' | 'completed' | 'completed_no_step';

const TIME_ZONE = 'Australia/Melbourne';
const ANNIVERSARY_MONTH = 7;
const DAY = 86_400_000;
/** An instant `days` after the start of a period (UTC midnight). */
export const dayOf = (period: PassportPeriod, days: number) =>
  new Date(Date.parse(`${period.start}T00:00:00Z`) + days * DAY);

type Fixture = Awaited<ReturnType<typeof seedProfiling>>;

/**
 * Inserts a profile directly, with the answers its state implies. Educator answers are value 3,
 * supervisor answers value 2 (both response labels).
 */
export async function addProfile(
  db: Database,
  f: { instituteId: number; period: PassportPeriod; activeCapabilityIds: number[] },
  user: UserRow,
  state: ProfileState,
  options: { completedDay?: number; period?: PassportPeriod } = {},
) {
  const period = options.period ?? f.period;
  const educatorDone = state !== 'in_progress';
  const educatorCompletedAt = educatorDone ? dayOf(period, 5) : null;
  const supervisorDone = state === 'completed';
  const completedAt =
    state === 'completed'
      ? dayOf(period, options.completedDay ?? 20)
      : state === 'completed_no_step'
        ? educatorCompletedAt
        : null;
  const [row] = await db
    .insert(profiles)
    .values({
      institute_id: f.instituteId,
      user_id: user.id,
      period_start: period.start,
      period_end: period.end,
      educator_completed: educatorDone,
      educator_completed_at: educatorCompletedAt,
      supervisor_completed: supervisorDone,
      supervisor_completed_at: supervisorDone ? completedAt : null,
      supervisor_completed_by_id: supervisorDone ? user.supervisor_id : null,
      completed: completedAt !== null,
      completed_at: completedAt,
    })
    .returning();
  const profile = row!;
  const educatorCount = educatorDone ? f.activeCapabilityIds.length : 2;
  const supervisorCount = state === 'completed' ? f.activeCapabilityIds.length : state === 'rating' ? 1 : 0;
  const answers = (count: number, value: number, by: number | null) =>
    f.activeCapabilityIds.slice(0, count).map((capability_id) => ({
      institute_id: f.instituteId,
      profile_id: profile.id,
      capability_id,
      value,
      responded_by_id: by,
    }));
  if (educatorCount) await db.insert(educator_responses).values(answers(educatorCount, 3, user.id));
  if (supervisorCount) {
    await db.insert(supervisor_responses).values(answers(supervisorCount, 2, user.supervisor_id));
  }
  return profile;
}

/**
 * One institute for the profiling tests (anniversary month 7, Melbourne), its current period, and:
 * - domains: Teaching (order 1: capabilities T1, T2 and an inactive one), Industry (order 2: I1, I2),
 *   Retired (inactive, order 3, with an active capability): 4 capabilities count;
 * - response labels 1..4; departments NA, NB; employment types Full Time and Sessional (no supervisor step);
 * - an admin (also a supervisor, of nobody), supervisors Sam and Sue, an educator and a facilitator
 *   who may not profile, and educators with profiles in each state (see `profiles` below);
 * - another institute with its own educator, profile, department and employment type.
 */
export async function seedProfiling(db: Database) {
  const home = await createInstitute(db, {
    name: 'Home Institute',
    points_anniversary_month: ANNIVERSARY_MONTH,
    timezone: TIME_ZONE,
  });
  const other = await createInstitute(db, { name: 'Other Institute' });
  const period = passportPeriod(ANNIVERSARY_MONTH, todayIn(TIME_ZONE));
  const dayBefore = new Date(Date.parse(`${period.start}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
  const previousPeriod = passportPeriod(ANNIVERSARY_MONTH, dayBefore);

  // Inserted out of display order, so ids and display order disagree.
  const [industry, teaching, retired] = await db
    .insert(domains)
    .values([
      { institute_id: home.id, name: 'Industry', color: '#aa0000', display_order: 2 },
      {
        institute_id: home.id,
        name: 'Teaching',
        color: '#00aa00',
        summary: 'How you teach',
        display_order: 1,
      },
      { institute_id: home.id, name: 'Retired', display_order: 3, active: false },
    ])
    .returning();
  const cap = async (domainId: number, statement: string, display_order: number, active = true) => {
    const [row] = await db
      .insert(capabilities)
      .values({ institute_id: home.id, domain_id: domainId, statement, display_order, active })
      .returning();
    return row!;
  };
  const t2 = await cap(teaching!.id, 'I plan lessons that engage every learner', 2);
  const t1 = await cap(teaching!.id, 'I assess learners fairly against the standard', 1);
  const tInactive = await cap(teaching!.id, 'A statement no longer asked', 3, false);
  const i1 = await cap(industry!.id, 'I keep my industry skills current', 1);
  const i2 = await cap(industry!.id, 'I work with employers on training', 2);
  const rRetired = await cap(retired!.id, 'A statement of a retired domain', 1);
  // Form order: domain display order, then capability display order.
  const activeCapabilityIds = [t1.id, t2.id, i1.id, i2.id];

  await db.insert(response_labels).values(
    ['Not yet', 'Developing', 'Proficient', 'Expert'].map((text, index) => ({
      institute_id: home.id,
      text,
      value: index + 1,
    })),
  );
  const north = await createDivisionWithDepartments(db, home.id, 'North', ['NA', 'NB']);
  const [depA, depB] = north.departments as [(typeof north.departments)[0], (typeof north.departments)[0]];
  const fullTime = await createEmploymentType(db, home.id, 'Full Time');
  const sessional = await createEmploymentType(db, home.id, 'Sessional');
  await db
    .update(employment_types)
    .set({ profiling_require_supervisor_step: false })
    .where(eq(employment_types.id, sessional.id));

  const user = (overrides: Parameters<typeof createUser>[2]) => createUser(db, home.id, overrides);
  const admin = await user({
    given_name: 'Ada',
    family_name: 'Admin',
    is_institute_admin: true,
    is_supervisor: true,
  });
  const sam = await user({
    given_name: 'Sam',
    family_name: 'Supervisor',
    email: 'sam@school.test',
    is_supervisor: true,
  });
  const sue = await user({
    given_name: 'Sue',
    family_name: 'Boss',
    email: 'sue@school.test',
    is_supervisor: true,
  });
  const educatorUser = await user({ given_name: 'Just', family_name: 'Educator', is_educator: true });
  const facilitator = await user({ given_name: 'Fred', family_name: 'Facilitator', is_facilitator: true });
  const educator = (given_name: string, family_name: string, supervisor: UserRow | null, type = fullTime) =>
    user({
      given_name,
      family_name,
      is_educator: true,
      supervisor_id: supervisor?.id ?? null,
      department_id: depA.id,
      employment_type_id: type.id,
    });
  const ed = {
    waiting: await educator('Wendy', 'Waiting', sam),
    rating: await educator('Rita', 'Rating', sam),
    inProgress: await educator('Ivan', 'Progress', sam),
    done: await educator('Dora', 'Done', sam),
    sessional: await educator('Sally', 'Sessional', sam, sessional),
    sueWaiting: await educator('Ursula', 'Open', sue),
    sueDone: await educator('Xavier', 'Finished', sue),
    orphan: await educator('Olive', 'Orphan', null),
  };

  const f = { instituteId: home.id, period, activeCapabilityIds };
  const p = {
    waiting: await addProfile(db, f, ed.waiting, 'waiting'),
    rating: await addProfile(db, f, ed.rating, 'rating'),
    inProgress: await addProfile(db, f, ed.inProgress, 'in_progress'),
    done: await addProfile(db, f, ed.done, 'completed', { completedDay: 20 }),
    sessional: await addProfile(db, f, ed.sessional, 'completed_no_step'),
    sueWaiting: await addProfile(db, f, ed.sueWaiting, 'waiting'),
    sueDone: await addProfile(db, f, ed.sueDone, 'completed', { completedDay: 40 }),
    orphan: await addProfile(db, f, ed.orphan, 'waiting'),
    /** Last period's: never listed. */
    previous: await addProfile(db, f, ed.waiting, 'waiting', { period: previousPeriod }),
  };

  // The business ideal of NA × Full Time for the Teaching capabilities (the educators' pair).
  await db.insert(business_ideal_responses).values(
    [t1, t2].map((c) => ({
      institute_id: home.id,
      department_id: depA.id,
      employment_type_id: fullTime.id,
      capability_id: c.id,
      value: 4,
    })),
  );

  const otherDivision = await createDivisionWithDepartments(db, other.id, 'Elsewhere', ['OX']);
  const otherType = await createEmploymentType(db, other.id, 'Other Type');
  const otherSupervisor = await createUser(db, other.id, { is_supervisor: true, is_institute_admin: true });
  const otherEducator = await createUser(db, other.id, {
    is_educator: true,
    supervisor_id: otherSupervisor.id,
  });
  const [otherDomain] = await db
    .insert(domains)
    .values({ institute_id: other.id, name: 'Elsewhere' })
    .returning();
  const [otherCapability] = await db
    .insert(capabilities)
    .values({ institute_id: other.id, domain_id: otherDomain!.id, statement: 'Elsewhere statement' })
    .returning();
  await db.insert(response_labels).values({ institute_id: other.id, text: 'Other', value: 1 });
  const otherPeriod = passportPeriod(other.points_anniversary_month, todayIn(other.timezone));
  const otherProfile = await addProfile(
    db,
    { instituteId: other.id, period: otherPeriod, activeCapabilityIds: [] },
    otherEducator,
    'waiting',
  );

  return {
    home,
    period,
    previousPeriod,
    domains: { teaching: teaching!, industry: industry!, retired: retired! },
    caps: { t1, t2, tInactive, i1, i2, rRetired },
    activeCapabilityIds,
    depA,
    depB,
    fullTime,
    sessional,
    admin,
    sam,
    sue,
    educatorUser,
    facilitator,
    ed,
    profiles: p,
    other: {
      institute: other,
      department: otherDivision.departments[0]!,
      employmentType: otherType,
      supervisor: otherSupervisor,
      educator: otherEducator,
      domain: otherDomain!,
      capability: otherCapability!,
      profile: otherProfile,
    },
  };
}

/** Signed-in API clients for the fixture's staff. */
export async function clientsFor(app: FastifyInstance, s: Fixture) {
  const client = async (user: UserRow) => apiClient(app, await loginAs(app, user));
  return {
    anonymous: apiClient(app),
    admin: await client(s.admin),
    sam: await client(s.sam),
    sue: await client(s.sue),
    educator: await client(s.educatorUser),
    facilitator: await client(s.facilitator),
  };
}

export type ProfilingFixture = Fixture;
export type ProfilingClients = Awaited<ReturnType<typeof clientsFor>>;
