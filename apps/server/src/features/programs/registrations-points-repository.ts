import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { attendances, points_histories, workshops } from '../../db/schema/index.js';

/**
 * The PointsProgram rows of the points ledger: one per completed registration (a unique key on
 * `registration_id`), written when it is completed and removed when it is uncompleted.
 */

/** The sum of the program's workshop points; with `attendedOnly`, of those the registrant attended. */
export async function programPointsFor(
  db: Executor,
  instituteId: number,
  programId: number,
  registrationId: number,
  attendedOnly: boolean,
): Promise<number> {
  const attended = sql`exists (select 1 from ${attendances} a
    where a.institute_id = ${workshops.institute_id} and a.workshop_id = ${workshops.id}
      and a.registration_id = ${registrationId} and a.present)`;
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${workshops.points}), 0)` })
    .from(workshops)
    .where(
      and(
        eq(workshops.institute_id, instituteId),
        eq(workshops.program_id, programId),
        attendedOnly ? attended : undefined,
      ),
    );
  return Number(row?.points ?? 0);
}

export type ProgramPointsRow = Omit<typeof points_histories.$inferInsert, 'type' | 'id'>;

/** Awards a completed registration's points; a second award of the same registration does nothing. */
export async function insertProgramPoints(db: Executor, row: ProgramPointsRow) {
  await db
    .insert(points_histories)
    .values({ ...row, type: 'PointsProgram' })
    .onConflictDoNothing({ target: [points_histories.institute_id, points_histories.registration_id] });
}

/** Removes an uncompleted registration's award; answers the removed row's user and date, if any. */
export async function deleteProgramPoints(db: Executor, instituteId: number, registrationId: number) {
  return db
    .delete(points_histories)
    .where(
      and(
        eq(points_histories.institute_id, instituteId),
        eq(points_histories.registration_id, registrationId),
        eq(points_histories.type, 'PointsProgram'),
      ),
    )
    .returning({ userId: points_histories.user_id, date: points_histories.date });
}
