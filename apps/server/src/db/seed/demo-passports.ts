import { and, eq, inArray } from 'drizzle-orm';
import { passportPeriod } from '@pdp/contract';
import type { Transaction } from '../client.js';
import { institutes, points_histories, users } from '../schema/index.js';
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
    if (rows.length) await tx.insert(points_histories).values(rows);
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
