import { and, eq, inArray, sql } from 'drizzle-orm';
import { passportPeriod } from '@pdp/contract';
import type { Transaction } from '../client.js';
import { audit_events, employment_types, institutes, points_histories, users } from '../schema/index.js';
import { todayIn } from '../../lib/today.js';
import { recomputePassportsForUsers } from '../../features/points/passports-service.js';

/**
 * Passports for the current period (issue 16). Some of supervisor@demo.test's educators get
 * external currency that meets their employment type's requirements (with the completed profile
 * demo-profiles.ts gave them), some only part of it; then every educator's passport is computed from
 * all the history seeded before (program completions included), so the passport report shows every
 * status. Runs last, after everything that writes the points history.
 *
 * educatorN@demo.test's employment type is the N-th of Full-time, Part-time, Sessional in turn.
 */
export const DEMO_PASSPORTS = {
  /** Part-time / Sessional with a completed profile and enough currency of both kinds. */
  complete: ['educator3@demo.test', 'educator6@demo.test', 'educator8@demo.test'],
  /** Some currency, short of the requirements (or the profile or learning journeys missing). */
  inProgress: ['educator1@demo.test', 'educator2@demo.test', 'educator5@demo.test'],
} as const;

/**
 * As at a day (issue 40 §1, docs/using-compliance.md): Sessional Teacher needed 8 professional points
 * until `REQUIREMENT_LOWERED_DAYS_AGO` days ago, 5 since; educator6 recorded 5 vocational points
 * a few days before that. So educator6 is In progress as at the day before the change and Complete
 * as at the day of it, and every complete passport but theirs is short as at yesterday (its
 * vocational points are dated today).
 */
export const DEMO_AS_AT = {
  educator: 'educator6@demo.test',
  employmentType: 'Sessional Teacher',
  previousProfessionalPoints: 8,
  requirementLoweredDaysAgo: 20,
  vocationalDaysAgo: 25,
} as const;

/** The day `days` before `day` (yyyy-MM-dd), never before `earliest`. */
function daysBefore(day: string, days: number, earliest: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  const before = date.toISOString().slice(0, 10);
  return before < earliest ? earliest : before;
}

/**
 * The requirement change of DEMO_AS_AT, made as the settings screens make it (two audited updates),
 * each then dated back: raised long before any period the reports list, lowered again recently.
 */
async function seedRequirementHistory(tx: Transaction, instituteId: number, timeZone: string, today: string) {
  const [type] = await tx
    .select({ id: employment_types.id, professional_points: employment_types.professional_points })
    .from(employment_types)
    .where(
      and(
        eq(employment_types.institute_id, instituteId),
        eq(employment_types.name, DEMO_AS_AT.employmentType),
      ),
    );
  if (!type) return;
  const changeOn = async (day: string, professionalPoints: number) => {
    const [last] = await tx.select({ id: sql<number>`coalesce(max(id), 0)` }).from(audit_events);
    await tx
      .update(employment_types)
      .set({ professional_points: professionalPoints })
      .where(and(eq(employment_types.institute_id, instituteId), eq(employment_types.id, type.id)));
    await tx
      .update(audit_events)
      .set({ created_at: sql`(${day}::date + time '09:00') at time zone ${timeZone}` })
      .where(
        and(
          eq(audit_events.institute_id, instituteId),
          eq(audit_events.table_name, 'employment_types'),
          sql`${audit_events.id} > ${last?.id ?? 0}`,
        ),
      );
  };
  await changeOn(daysBefore(today, 3650, '0001-01-01'), DEMO_AS_AT.previousProfessionalPoints);
  await changeOn(
    daysBefore(today, DEMO_AS_AT.requirementLoweredDaysAgo, '0001-01-01'),
    type.professional_points,
  );
}

/** Points per email: [professional (PointsRea), vocational (PointsVocational)]. */
const CURRENCY: Record<string, [number, number]> = {
  'educator3@demo.test': [5, 5.5],
  'educator6@demo.test': [6, 5],
  'educator8@demo.test': [10, 12.5],
  'educator1@demo.test': [20, 8],
  'educator2@demo.test': [4, 0],
  'educator5@demo.test': [0, 3],
};

export async function seedDemoPassports(tx: Transaction, instituteIds: number[]): Promise<void> {
  for (const instituteId of instituteIds) {
    const [institute] = await tx
      .select({ timezone: institutes.timezone, month: institutes.points_anniversary_month })
      .from(institutes)
      .where(eq(institutes.id, instituteId));
    if (!institute) throw new Error(`demo passports: no institute ${instituteId}`);
    const today = todayIn(institute.timezone);
    const period = passportPeriod(institute.month, today);
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.institute_id, instituteId), inArray(users.email, Object.keys(CURRENCY))));
    const rows = people.flatMap(({ id, email }) => {
      const [professional, vocational] = CURRENCY[email]!;
      const row = { institute_id: instituteId, user_id: id, approval_reason: 'Demo evidence checked' };
      return [
        ...(professional > 0
          ? [
              {
                ...row,
                type: 'PointsRea' as const,
                date: period.start,
                points: professional,
                activity_name: 'Industry conference',
              },
            ]
          : []),
        ...(vocational > 0
          ? [
              {
                ...row,
                type: 'PointsVocational' as const,
                date: today,
                points: vocational,
                activity_name: 'Return to industry placement',
              },
            ]
          : []),
      ];
    });
    const asAtEducator = people.find(({ email }) => email === DEMO_AS_AT.educator);
    if (asAtEducator)
      rows.push({
        institute_id: instituteId,
        user_id: asAtEducator.id,
        approval_reason: 'Demo evidence checked',
        type: 'PointsVocational' as const,
        date: daysBefore(today, DEMO_AS_AT.vocationalDaysAgo, period.start),
        points: 5,
        activity_name: 'Industry skills workshop',
      });
    if (rows.length) await tx.insert(points_histories).values(rows);
    await seedRequirementHistory(tx, instituteId, institute.timezone, today);
    const educators = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.institute_id, instituteId), eq(users.is_educator, true)));
    await recomputePassportsForUsers(
      tx,
      instituteId,
      educators.map((u) => u.id),
      period.start,
    );
  }
}
