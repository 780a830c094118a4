import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { employment_types, passports, users } from '../../db/schema/index.js';

/** The name of a user's employment type, or null without one. */
export async function employmentTypeNameOf(db: Executor, instituteId: number, userId: number) {
  const [row] = await db
    .select({ name: employment_types.name })
    .from(users)
    .innerJoin(
      employment_types,
      and(
        eq(employment_types.institute_id, users.institute_id),
        eq(employment_types.id, users.employment_type_id),
      ),
    )
    .where(and(eq(users.institute_id, instituteId), eq(users.id, userId)));
  return row?.name ?? null;
}

/** A user's passports of periods before `periodStart`, newest first. */
export function pastPassports(db: Executor, instituteId: number, userId: number, periodStart: string) {
  return db
    .select({
      period_start: passports.period_start,
      period_end: passports.period_end,
      status: passports.status,
      issued_at: passports.issued_at,
      professional_points: passports.professional_points,
      vocational_points: passports.vocational_points,
    })
    .from(passports)
    .where(
      and(
        eq(passports.institute_id, instituteId),
        eq(passports.user_id, userId),
        lt(passports.period_start, periodStart),
      ),
    )
    .orderBy(desc(passports.period_start))
    .limit(10);
}
