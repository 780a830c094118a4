import { passportPeriod } from '@pdp/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { todayIn } from '../../lib/today.js';
import {
  departments,
  employment_types,
  institutes,
  points_histories,
  profiles,
  users,
} from '../schema/index.js';

/**
 * The currency forecast's department (docs/using-compliance.md): Building Trades educators of the
 * Demo Institute whose passports will end the period in each state. One whose profile is complete
 * earns every point their employment type asks (on track); one whose profile waits for their
 * supervisor earns them too, so their passport hangs on that rating (at risk); the others have
 * nothing on the way (will lapse), unless other demo data gives them some. Runs after the profiles
 * (demo-profiles.ts) and before demo-passports.ts computes the passports.
 */
export const DEMO_FORECAST_DEPARTMENT = 'Building Trades';

export async function seedDemoForecast(tx: Transaction, instituteId: number): Promise<void> {
  const [institute] = await tx
    .select({ timezone: institutes.timezone, month: institutes.points_anniversary_month })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  const today = todayIn(institute!.timezone);
  const period = passportPeriod(institute!.month, today);
  const people = await tx
    .select({
      id: users.id,
      type: employment_types,
      completed: profiles.completed,
      waiting: profiles.educator_completed,
    })
    .from(users)
    .innerJoin(
      departments,
      and(eq(departments.institute_id, users.institute_id), eq(departments.id, users.department_id)),
    )
    .innerJoin(
      employment_types,
      and(
        eq(employment_types.institute_id, users.institute_id),
        eq(employment_types.id, users.employment_type_id),
      ),
    )
    .innerJoin(
      profiles,
      and(
        eq(profiles.institute_id, users.institute_id),
        eq(profiles.user_id, users.id),
        eq(profiles.period_start, period.start),
      ),
    )
    .where(
      and(
        eq(users.institute_id, instituteId),
        eq(users.is_educator, true),
        eq(users.active, true),
        eq(departments.name, DEMO_FORECAST_DEPARTMENT),
      ),
    )
    .orderBy(asc(users.id));
  const onTrack = people.find((p) => p.completed);
  const atRisk = people.find((p) => p.waiting && !p.completed);
  if (!onTrack || !atRisk)
    throw new Error('demo forecast: Building Trades has no complete or waiting profile');
  for (const { id, type } of [onTrack, atRisk]) {
    // Each requirement met by one row (a learning journey is the row itself, flagged): the demo's
    // employment types ask for at most one of each.
    if (type.num_lj_required > 1 || type.num_vocational_lj_required > 1)
      throw new Error(`demo forecast: ${type.name} asks for more than one learning journey`);
    const row = {
      institute_id: instituteId,
      user_id: id,
      date: today,
      approval_reason: 'Demo evidence checked',
    };
    await tx.insert(points_histories).values([
      {
        ...row,
        type: 'PointsRea',
        points: type.professional_points,
        learning_journey_equivalent: type.num_lj_required > 0,
        activity_name: 'Building code update',
      },
      {
        ...row,
        type: 'PointsVocational',
        points: type.vocational_points,
        learning_journey_equivalent: type.num_vocational_lj_required > 0,
        activity_name: 'Site placement',
      },
    ]);
  }
}
