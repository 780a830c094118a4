import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { attendances, programs, registrations, workshops } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * Marking attendance in two statements (the Attendance tab's hottest call): what the rules read of
 * the registration, its program and the workshop, then the upsert.
 */

/** The registration and workshop, only when both are of the same program of the institute. */
export async function attendanceTarget(
  db: Executor,
  instituteId: number,
  registrationId: number,
  workshopId: number,
) {
  const result = await db.execute(sql`
    select r.completed, p.institute_id, p.facilitator_id, p.published
    from ${registrations} r
    join ${workshops} w on w.institute_id = r.institute_id and w.program_id = r.program_id and w.id = ${workshopId}
    join ${programs} p on p.institute_id = r.institute_id and p.id = r.program_id
    where r.institute_id = ${instituteId} and r.id = ${registrationId}`);
  return rowsOf<{
    completed: boolean;
    institute_id: number;
    facilitator_id: number | null;
    published: boolean;
  }>(result)[0];
}

/**
 * Records presence, unless the registration is completed (checked in the same statement, so a
 * completion that commits first wins). Answers whether it was written.
 */
export async function upsertAttendance(
  db: Executor,
  instituteId: number,
  registrationId: number,
  workshopId: number,
  present: boolean,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${attendances} (institute_id, registration_id, workshop_id, present)
    select ${instituteId}, ${registrationId}, ${workshopId}, ${present}
    where exists (select 1 from ${registrations} r
                  where r.institute_id = ${instituteId} and r.id = ${registrationId} and not r.completed)
    on conflict (institute_id, registration_id, workshop_id)
    do update set present = excluded.present, updated_at = now()
    returning id`);
  return rowsOf(result).length > 0;
}
