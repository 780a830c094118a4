import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { passportPeriod } from '@pdp/contract';
import type { Transaction } from '../client.js';
import {
  business_ideal_responses,
  departments,
  educator_responses,
  employment_types,
  institutes,
  profiles,
  response_labels,
  supervisor_responses,
  users,
} from '../schema/index.js';
import { todayIn } from '../../lib/today.js';
import { allActiveCapabilities } from '../../features/profiling/responses-service.js';

/*
 * Demo profiles (Manage Profiles) for the current passport period of each institute: the period
 * that today, in the institute's time zone, falls in (Demo Institute: anniversary month 7, so
 * 1 July … 30 June; Northside College: month 1, the calendar year). Every value is a fixed function
 * of the educator's place in these lists, so every seed gives the same answers; only the dates move
 * with "today" (they always fall inside the period and before now).
 *
 * The educators of supervisor@demo.test (Sue Visor). Employment types cycle Full-time (FT),
 * Part-time (PT), Sessional (ST); Sessional Teacher does not require the supervisor step
 * (profiling_require_supervisor_step = false), so an ST profile is completed when the educator
 * completes. The badge each shows (part 1 §4):
 *
 *   educator1  FT  Completed (educator and supervisor)
 *   educator2  PT  In Progress with Educator
 *   educator3  ST  Completed, no supervisor step
 *   educator4  FT  In Progress for Supervisor
 *   educator5  PT  no profile this period
 *   educator6  ST  Completed, no supervisor step
 *   educator7  FT  In Progress with Educator
 *   educator8  PT  Completed (educator and supervisor)
 *   educator9  ST  no profile this period
 *   educator10 FT  Completed (educator and supervisor)
 *   educator11 PT  Waiting for Supervisor
 *   educator12 ST  In Progress with Educator
 *   educator13 FT  Waiting for Supervisor
 *   educator14 PT  Waiting for Supervisor
 *   educator15 ST  Completed, no supervisor step
 *   educator16 FT  Waiting for Supervisor
 *   educator17 PT  In Progress for Supervisor
 *   educator18 ST  In Progress with Educator
 *   educator19 FT  Waiting for Supervisor
 *   educator20     a guest: no profile
 *
 * supervisor@demo.test starts with 7 open profiles (educators 4, 11, 13, 14, 16, 17 and 19). The
 * browser tests only read these accounts and profiles: a test that changes an account or a profile
 * seeds its own (apps/e2e/support/seed.ts), so it can run beside any other test.
 *
 * The other supervisors' active educators (demo-people.ts, both institutes) take the states of
 * OTHER_CYCLE in turn (in id order, starting again for each supervisor), so an admin who switches
 * supervisor sees the states there too. A Sessional Teacher due a supervisor state is completed.
 *
 * Business ideal: Demo Institute BUS (Business) × Full-time Teacher and BUS × Part-time Teacher
 * answer every active capability, HLT (Health) × Full-time Teacher only the first half; Northside
 * SCI × Full-time every capability, ENG × Casual the first half.
 */

export type DemoProfileState =
  'educator_in_progress' | 'waiting_for_supervisor' | 'supervisor_in_progress' | 'completed';

/** supervisor@demo.test's educators by number (educatorN@demo.test); absent: no profile this period. */
export const DEMO_EDUCATOR_PROFILES: Readonly<Record<number, DemoProfileState>> = {
  1: 'completed',
  2: 'educator_in_progress',
  3: 'completed',
  4: 'supervisor_in_progress',
  6: 'completed',
  7: 'educator_in_progress',
  8: 'completed',
  10: 'completed',
  11: 'waiting_for_supervisor',
  12: 'educator_in_progress',
  13: 'waiting_for_supervisor',
  14: 'waiting_for_supervisor',
  15: 'completed',
  16: 'waiting_for_supervisor',
  17: 'supervisor_in_progress',
  18: 'educator_in_progress',
  19: 'waiting_for_supervisor',
};

/** Three of the "Waiting for Supervisor" profiles (demo.test.ts checks they stay so; no browser test uses them). */
export const E2E_PROFILE_EDUCATORS = {
  supervisorRates: 'educator11@demo.test',
  adminRates: 'educator13@demo.test',
  adminDeletes: 'educator14@demo.test',
} as const;

/** The states of the other supervisors' educators, in turn; null: no profile this period. */
const OTHER_CYCLE: (DemoProfileState | null)[] = [
  'waiting_for_supervisor',
  'completed',
  'educator_in_progress',
  'supervisor_in_progress',
  'completed',
  null,
];

/** Business ideal answers: [department code, employment type name, every capability or the first half]. */
const BUSINESS_IDEALS: Record<string, [string, string, 'all' | 'half'][]> = {
  'Demo Institute': [
    ['BUS', 'Full-time Teacher', 'all'],
    ['BUS', 'Part-time Teacher', 'all'],
    ['HLT', 'Full-time Teacher', 'half'],
  ],
  'Northside College': [
    ['SCI', 'Full-time', 'all'],
    ['ENG', 'Casual', 'half'],
  ],
};

interface Educator {
  id: number;
  supervisorId: number;
  requiresSupervisorStep: boolean;
  state: DemoProfileState;
}

/** The instant of local midnight at the start of `date` (yyyy-MM-dd) in `timeZone`. */
function zonedMidnight(date: string, timeZone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return guess - (local - guess);
}

/** The institute's response values, lowest first (the response labels' values). */
async function responseValues(tx: Transaction, instituteId: number): Promise<number[]> {
  const rows = await tx
    .select({ value: response_labels.value })
    .from(response_labels)
    .where(eq(response_labels.institute_id, instituteId))
    .orderBy(asc(response_labels.value));
  if (!rows.length) throw new Error(`demo profiles: institute ${instituteId} has no response labels`);
  return rows.map((r) => r.value);
}

/** Educators who can be profiled: active, not guests, with a supervisor. */
async function profiledEducators(tx: Transaction, instituteId: number) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      supervisorId: users.supervisor_id,
      requiresSupervisorStep: employment_types.profiling_require_supervisor_step,
    })
    .from(users)
    .leftJoin(
      employment_types,
      and(
        eq(employment_types.institute_id, users.institute_id),
        eq(employment_types.id, users.employment_type_id),
      ),
    )
    .where(
      and(
        eq(users.institute_id, instituteId),
        eq(users.active, true),
        eq(users.is_educator, true),
        isNotNull(users.supervisor_id),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Inserts one profile per educator with its answers: three multi-row inserts (profiles, educator
 * responses, supervisor responses). `at(f)` is the instant a fraction f of the way from the start of
 * the period to now, so every date is inside the period and in the past.
 */
async function insertProfiles(
  tx: Transaction,
  instituteId: number,
  educators: Educator[],
  options: {
    capabilityIds: number[];
    values: number[];
    period: { start: string; end: string };
    at: (f: number) => Date;
  },
) {
  if (!educators.length) return;
  const { capabilityIds, values, period, at } = options;
  const total = capabilityIds.length;
  const top = values.length - 1;
  const clamp = (i: number) => Math.min(top, Math.max(0, i));
  // Educators mostly rate themselves in the upper half of the scale; supervisors within one step.
  const educatorIndex = (p: number, c: number) => clamp(top - ((p + 2 * c) % 3));
  const supervisorIndex = (p: number, c: number) => clamp(educatorIndex(p, c) + ((7 * p + c) % 3) - 1);
  // Partial answers: between 1 and total - 1 statements.
  const partial = (p: number) => (total > 1 ? 1 + ((4 * p + 3) % (total - 1)) : 0);

  const plans = educators.map((educator, p) => {
    const { state, requiresSupervisorStep } = educator;
    if (
      !requiresSupervisorStep &&
      (state === 'waiting_for_supervisor' || state === 'supervisor_in_progress')
    ) {
      throw new Error(`demo profiles: user ${educator.id} needs no supervisor step, so cannot be ${state}`);
    }
    const educatorDone = state !== 'educator_in_progress';
    const educatorAnswers = educatorDone ? total : partial(p);
    const supervisorAnswers =
      state === 'supervisor_in_progress'
        ? partial(p + 1)
        : state === 'completed' && requiresSupervisorStep
          ? total
          : 0;
    const created = at(0.05 + (p % 5) * 0.02);
    const educatorCompletedAt = educatorDone ? at(0.3 + (p % 7) * 0.05) : null;
    const supervisorCompletedAt =
      state === 'completed' && requiresSupervisorStep ? at(0.7 + (p % 5) * 0.05) : null;
    const completedAt = state === 'completed' ? (supervisorCompletedAt ?? educatorCompletedAt) : null;
    return {
      educator,
      p,
      educatorAnswers,
      supervisorAnswers,
      row: {
        institute_id: instituteId,
        user_id: educator.id,
        period_start: period.start,
        period_end: period.end,
        educator_completed: educatorDone,
        educator_completed_at: educatorCompletedAt,
        supervisor_completed: supervisorCompletedAt !== null,
        supervisor_completed_at: supervisorCompletedAt,
        supervisor_completed_by_id: supervisorCompletedAt ? educator.supervisorId : null,
        completed: completedAt !== null,
        completed_at: completedAt,
        created_at: created,
        updated_at: completedAt ?? (supervisorAnswers ? at(0.85) : (educatorCompletedAt ?? at(0.2))),
      },
    };
  });

  const inserted = await tx
    .insert(profiles)
    .values(plans.map((plan) => plan.row))
    .returning({ id: profiles.id, user_id: profiles.user_id });
  const profileOf = new Map(inserted.map((r) => [r.user_id, r.id]));

  const educatorRows = plans.flatMap((plan) =>
    capabilityIds.slice(0, plan.educatorAnswers).map((capability_id, c) => ({
      institute_id: instituteId,
      profile_id: profileOf.get(plan.educator.id)!,
      capability_id,
      value: values[educatorIndex(plan.p, c)]!,
      responded_by_id: plan.educator.id,
    })),
  );
  const supervisorRows = plans.flatMap((plan) =>
    capabilityIds.slice(0, plan.supervisorAnswers).map((capability_id, c) => ({
      institute_id: instituteId,
      profile_id: profileOf.get(plan.educator.id)!,
      capability_id,
      value: values[supervisorIndex(plan.p, c)]!,
      responded_by_id: plan.educator.supervisorId,
    })),
  );
  if (educatorRows.length) await tx.insert(educator_responses).values(educatorRows);
  if (supervisorRows.length) await tx.insert(supervisor_responses).values(supervisorRows);
}

/** The business ideal of BUSINESS_IDEALS for one institute, in one multi-row insert. */
async function insertBusinessIdeals(
  tx: Transaction,
  instituteId: number,
  instituteName: string,
  capabilityIds: number[],
  values: number[],
) {
  const pairs = BUSINESS_IDEALS[instituteName] ?? [];
  if (!pairs.length) return;
  const departmentRows = await tx
    .select({ id: departments.id, code: departments.code })
    .from(departments)
    .where(eq(departments.institute_id, instituteId));
  const typeRows = await tx
    .select({ id: employment_types.id, name: employment_types.name })
    .from(employment_types)
    .where(eq(employment_types.institute_id, instituteId));
  const top = values.length - 1;
  const rows = pairs.flatMap(([code, typeName, extent], pair) => {
    const department = departmentRows.find((d) => d.code === code);
    const type = typeRows.find((t) => t.name === typeName);
    if (!department || !type) throw new Error(`demo profiles: no ${code} × ${typeName} in ${instituteName}`);
    const answered =
      extent === 'all' ? capabilityIds : capabilityIds.slice(0, Math.ceil(capabilityIds.length / 2));
    // The institute expects the top or next-to-top response.
    return answered.map((capability_id, c) => ({
      institute_id: instituteId,
      department_id: department.id,
      employment_type_id: type.id,
      capability_id,
      value: values[Math.max(0, top - ((pair + c) % 3 === 0 ? 0 : 1))]!,
    }));
  });
  await tx.insert(business_ideal_responses).values(rows);
}

/**
 * Seeds the demo profiles and business ideals described at the top of this file. Call after the
 * institutes' settings (domains, capabilities, response labels) and people exist.
 */
export async function seedDemoProfiles(
  tx: Transaction,
  instituteIds: number[],
  now = new Date(),
): Promise<void> {
  for (const instituteId of instituteIds) {
    const [institute] = await tx
      .select({
        name: institutes.name,
        timezone: institutes.timezone,
        month: institutes.points_anniversary_month,
      })
      .from(institutes)
      .where(eq(institutes.id, instituteId));
    if (!institute) throw new Error(`demo profiles: no institute ${instituteId}`);
    const period = passportPeriod(institute.month, todayIn(institute.timezone, now));
    const start = zonedMidnight(period.start, institute.timezone);
    const span = Math.max(now.getTime() - start, 60_000);
    const at = (f: number) => new Date(Math.min(start + Math.round(span * f), now.getTime() - 1000));
    const capabilityIds = (await allActiveCapabilities(tx, instituteId)).map((c) => c.id);
    const values = await responseValues(tx, instituteId);

    const everyone = await profiledEducators(tx, instituteId);
    const [sue] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.institute_id, instituteId), eq(users.email, 'supervisor@demo.test')));
    const planned: Educator[] = [];
    const turn = new Map<number, number>();
    for (const user of everyone) {
      const supervisorId = user.supervisorId!;
      const requiresSupervisorStep = user.requiresSupervisorStep ?? true;
      let state: DemoProfileState | null | undefined;
      if (supervisorId === sue?.id) {
        const number = /^educator(\d+)@demo\.test$/.exec(user.email)?.[1];
        state = number === undefined ? undefined : DEMO_EDUCATOR_PROFILES[Number(number)];
      } else {
        const k = turn.get(supervisorId) ?? 0;
        turn.set(supervisorId, k + 1);
        state = OTHER_CYCLE[k % OTHER_CYCLE.length];
        // Without a supervisor step a profile is completed as soon as the educator completes.
        if (state && !requiresSupervisorStep && state !== 'educator_in_progress') state = 'completed';
      }
      if (state) planned.push({ id: user.id, supervisorId, requiresSupervisorStep, state });
    }
    await insertProfiles(tx, instituteId, planned, { capabilityIds, values, period, at });
    await insertBusinessIdeals(tx, instituteId, institute.name, capabilityIds, values);
  }
}
