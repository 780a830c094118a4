import { passportPeriod } from '@pdp/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { todayIn } from '../../lib/today.js';
import { allActiveCapabilities } from '../../features/profiling/responses-service.js';
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

/*
 * The planners' demo (docs/using-planning.md): a Community Services team of two supervisors, six
 * Full-time Teachers each, every profile of the current period completed, and the business ideal of
 * Community Services × Full-time Teacher (next-to-top everywhere, top in the second domain).
 *
 * - Grace Achterberg rates her educators at the top of the scale: the lenient supervisor of Rating
 *   Calibration; her educators meet the ideal.
 * - Tom Brennan rates his one or two steps lower: the severe supervisor; his educators have gaps in
 *   every domain, so the Demand report shows them (a shortfall where the demo's programs are full or
 *   closed) and each of them gets recommended programs (Teaching and Learning, Industry Engagement).
 *
 * Each team is 6 people, so no group falls under the report's minimum of 5.
 */

export const DEMO_PLANNING_DEPARTMENT = 'COM';
export const DEMO_LENIENT_SUPERVISOR = {
  given: 'Grace',
  family: 'Achterberg',
  email: 'grace.achterberg@demo.test',
};
export const DEMO_SEVERE_SUPERVISOR = { given: 'Tom', family: 'Brennan', email: 'tom.brennan@demo.test' };

const TEAMS: [supervisor: typeof DEMO_LENIENT_SUPERVISOR, educators: [string, string][]][] = [
  [
    DEMO_LENIENT_SUPERVISOR,
    [
      ['Amara', 'Oyelaran'],
      ['Liam', 'Brandt'],
      ['Sofia', 'Castellano'],
      ['Kenji', 'Nakagawa'],
      ['Priya', 'Quinlan'],
      ['Oscar', 'Szabo'],
    ],
  ],
  [
    DEMO_SEVERE_SUPERVISOR,
    [
      ['Hana', 'Mwangi'],
      ['Diego', 'Ibarra'],
      ['Ruby', 'Rutherford'],
      ['Malik', 'Devereaux'],
      ['Isla', 'Fairweather'],
      ['Theo', 'Okonjo'],
    ],
  ],
];

export async function seedDemoPlanning(tx: Transaction, instituteId: number, passwordHash: string) {
  const [institute] = await tx
    .select({ timezone: institutes.timezone, month: institutes.points_anniversary_month })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  const period = passportPeriod(institute!.month, todayIn(institute!.timezone));
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.institute_id, instituteId), eq(departments.code, DEMO_PLANNING_DEPARTMENT)));
  const [type] = await tx
    .select({ id: employment_types.id })
    .from(employment_types)
    .where(
      and(eq(employment_types.institute_id, instituteId), eq(employment_types.name, 'Full-time Teacher')),
    );
  if (!department || !type) throw new Error('demo planning: no Community Services or Full-time Teacher');
  const values = (
    await tx
      .select({ value: response_labels.value })
      .from(response_labels)
      .where(eq(response_labels.institute_id, instituteId))
      .orderBy(asc(response_labels.value))
  ).map((row) => row.value);
  const top = values.length - 1;
  const at = (index: number) => values[Math.min(top, Math.max(0, index))]!;
  const capabilities = await allActiveCapabilities(tx, instituteId);
  const domainIds = [...new Set(capabilities.map((c) => c.domain_id))];
  const isSecondDomain = (domainId: number) => domainIds.indexOf(domainId) === 1;

  await tx.insert(business_ideal_responses).values(
    capabilities.map((c) => ({
      institute_id: instituteId,
      department_id: department.id,
      employment_type_id: type.id,
      capability_id: c.id,
      value: at(isSecondDomain(c.domain_id) ? top : top - 1),
    })),
  );

  // The educator a day into the period, the supervisor a day later (both in the past).
  const dayIn = (days: number) =>
    new Date(
      Math.min(
        Date.now() - (3 - days) * 3_600_000,
        Date.parse(`${period.start}T12:00:00Z`) + days * 86_400_000,
      ),
    );
  const educatorAt = dayIn(1);
  const completedAt = dayIn(2);
  let number = 0;
  for (const [lead, members] of TEAMS) {
    const isLenient = lead === DEMO_LENIENT_SUPERVISOR;
    const person = (given: string, family: string) => {
      number += 1;
      return {
        institute_id: instituteId,
        email: `${given.toLowerCase()}.${family.toLowerCase()}@demo.test`,
        given_name: given,
        family_name: family,
        unique_identifier: `PLN${1000 + number}`,
        // Community Services' campus and cost centre, as demo-people.ts gives everyone.
        custom_1: 'CC1',
        custom_2: '4130',
        password_hash: passwordHash,
        department_id: department.id,
        employment_type_id: type.id,
      };
    };
    const [supervisor] = await tx
      .insert(users)
      .values({ ...person(lead.given, lead.family), is_supervisor: true })
      .returning({ id: users.id });
    const educators = await tx
      .insert(users)
      .values(
        members.map(([given, family]) => ({
          ...person(given, family),
          is_educator: true,
          supervisor_id: supervisor!.id,
        })),
      )
      .returning({ id: users.id });
    const rows = await tx
      .insert(profiles)
      .values(
        educators.map((educator) => ({
          institute_id: instituteId,
          user_id: educator.id,
          period_start: period.start,
          period_end: period.end,
          educator_completed: true,
          educator_completed_at: educatorAt,
          supervisor_completed: true,
          supervisor_completed_at: completedAt,
          supervisor_completed_by_id: supervisor!.id,
          completed: true,
          completed_at: completedAt,
        })),
      )
      .returning({ id: profiles.id, user_id: profiles.user_id });
    const answers = (table: 'educator' | 'supervisor') =>
      rows.flatMap((profile, p) =>
        capabilities.map((c, i) => ({
          institute_id: instituteId,
          profile_id: profile.id,
          capability_id: c.id,
          responded_by_id: table === 'educator' ? profile.user_id : supervisor!.id,
          // Educators rate themselves next-to-top; Grace rates at the top, Tom one or two steps lower.
          value:
            table === 'educator'
              ? at(top - ((p + i) % 2))
              : isLenient
                ? at(top - ((p + i) % 5 === 0 ? 1 : 0))
                : at(top - 2 - ((p + i) % 3 === 0 ? 1 : 0)),
        })),
      );
    await tx.insert(educator_responses).values(answers('educator'));
    await tx.insert(supervisor_responses).values(answers('supervisor'));
  }
}
