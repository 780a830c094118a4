import type { TestApp } from '../../../test/app.js';
import { createInstitute } from '../../../test/factories.js';
import { employment_types, points_histories } from '../../db/schema/index.js';

/**
 * The "who may deliver" tests' institute: UTC, passport periods of calendar years, 12 months of VCM
 * currency, and a Trainer employment type that needs 10 professional points.
 */
export async function createDeliveryInstitute(t: TestApp) {
  const { id: instituteId } = await createInstitute(t.db, {
    timezone: 'UTC',
    points_anniversary_month: 1,
    vcm_enabled: true,
    vocational_currency_valid_month_count: 12,
  });
  const [trainer] = await t.db
    .insert(employment_types)
    .values({ institute_id: instituteId, name: 'Trainer', professional_points: 10 })
    .returning();
  return { instituteId, trainerId: trainer!.id };
}

/** 10 professional points on 2026-01-10 each: a trainer's complete 2026 passport. */
export async function giveTrainerPoints(t: TestApp, instituteId: number, userIds: number[]) {
  await t.db.insert(points_histories).values(
    userIds.map((user_id) => ({
      institute_id: instituteId,
      user_id,
      date: '2026-01-10',
      type: 'PointsRea' as const,
      points: 10,
    })),
  );
}
