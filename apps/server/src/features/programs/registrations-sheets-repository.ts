import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

/** One registrant as the registrations.csv export and the attendance sheet show them. */
export interface SheetRow {
  id: number;
  status: 'pending' | 'approved' | 'incomplete';
  completed: boolean;
  hurdle: boolean;
  is_learning_journey: boolean;
  given_name: string;
  family_name: string;
  unique_identifier: string | null;
  department: string | null;
  points: number | null;
  presentAt: number[];
}

/** The program's registrations by family name (then given name), with attendance and awarded points. */
export async function listSheetRows(db: Executor, instituteId: number, programId: number) {
  const result = await db.execute(sql`
    select r.id, r.status, r.completed, r.hurdle, r.is_learning_journey,
      u.given_name, u.family_name, u.unique_identifier, d.name as department,
      (select ph.points::float from points_histories ph
        where ph.institute_id = r.institute_id and ph.registration_id = r.id) as points,
      coalesce((select array_agg(a.workshop_id) from attendances a
        where a.institute_id = r.institute_id and a.registration_id = r.id and a.present), '{}') as "presentAt"
    from registrations r
    join users u on u.institute_id = r.institute_id and u.id = r.user_id
    left join departments d on d.institute_id = u.institute_id and d.id = u.department_id
    where r.institute_id = ${instituteId} and r.program_id = ${programId}
    order by lower(u.family_name), lower(u.given_name), r.id`);
  return rowsOf<SheetRow>(result);
}

/** The names of the locations the program's workshops are held at, in first-use order. */
export async function listWorkshopLocationNames(db: Executor, instituteId: number, programId: number) {
  const result = await db.execute(sql`
    select l.name from locations l
    join workshops w on w.institute_id = l.institute_id and w.location_id = l.id
    where l.institute_id = ${instituteId} and w.program_id = ${programId}
    group by l.id, l.name order by min(w.start_time)`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}
