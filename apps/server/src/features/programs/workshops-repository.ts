import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { attendances, locations, registrations, workshops } from '../../db/schema/index.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

export type WorkshopValues = Omit<
  typeof workshops.$inferInsert,
  'id' | 'institute_id' | 'program_id' | 'created_at' | 'updated_at'
>;

/**
 * Refreshes what a program keeps of its workshops (docs/decisions.md "Programs"): the first start and
 * the last end, and their calendar dates in the institute's time zone; the distinct presenters and
 * location names (", "-joined, in order) and the points that Manage Programs shows. A program without
 * workshops keeps no dates, no names and 0 points. The one statement every save, duplicate, fixture
 * and demo seed uses (a location's rename: migration 0025's trigger).
 */
export async function refreshProgramDates(db: Executor, instituteId: number, programId: number) {
  await db.execute(sql`
    update programs p set starts_at = w.starts_at, ends_at = w.ends_at,
      start_date = (w.starts_at at time zone i.timezone)::date,
      end_date = (w.ends_at at time zone i.timezone)::date,
      presenter_names = w.presenter_names, location_names = w.location_names, workshop_points = w.points
    from (select min(ws.start_time) starts_at, max(ws.end_time) ends_at,
            coalesce(string_agg(distinct ws.presenter, ', ' order by ws.presenter), '') presenter_names,
            coalesce(string_agg(distinct l.name, ', ' order by l.name), '') location_names,
            coalesce(sum(ws.points), 0) points
          from workshops ws
          left join locations l on l.institute_id = ws.institute_id and l.id = ws.location_id
          where ws.institute_id = ${instituteId} and ws.program_id = ${programId}) w,
         institutes i
    where i.id = p.institute_id and p.institute_id = ${instituteId} and p.id = ${programId}`);
}

/**
 * Workshop times as instants: a local "2026-12-01T09:30" is read in the time zone `timeZone` (with
 * its daylight saving on that date), one with an offset or Z as written. In the order given.
 */
export async function toInstants(db: Executor, timeZone: string, times: string[]): Promise<Date[]> {
  if (times.length === 0) return [];
  const result = await db.execute(sql`
    select case when t ~ '(Z|[+-]\\d{2}:\\d{2})$' then t::timestamptz
                else t::timestamp at time zone ${timeZone} end as at
    from unnest(${sqlArray(times, 'text')}) with ordinality as x(t, n) order by n`);
  return rowsOf<{ at: string | Date }>(result).map((row) => new Date(row.at));
}

/** A program's workshops in order of start, with their location names and local times. */
export async function findWorkshops(db: Executor, instituteId: number, programId: number, timeZone: string) {
  const local = (column: typeof workshops.start_time | typeof workshops.end_time) =>
    sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;
  return db
    .select({
      workshop: workshops,
      location_name: locations.name,
      start_local: local(workshops.start_time),
      end_local: local(workshops.end_time),
    })
    .from(workshops)
    .leftJoin(
      locations,
      and(eq(locations.institute_id, workshops.institute_id), eq(locations.id, workshops.location_id)),
    )
    .where(and(eq(workshops.institute_id, instituteId), eq(workshops.program_id, programId)))
    .orderBy(asc(workshops.start_time), asc(workshops.id));
}

/** The ids of a program's workshops. */
export async function findWorkshopIds(db: Executor, instituteId: number, programId: number) {
  const rows = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.institute_id, instituteId), eq(workshops.program_id, programId)));
  return new Set(rows.map((row) => row.id));
}

export async function insertWorkshops(
  db: Executor,
  instituteId: number,
  programId: number,
  values: WorkshopValues[],
) {
  if (values.length === 0) return;
  await db
    .insert(workshops)
    .values(values.map((v) => ({ ...v, institute_id: instituteId, program_id: programId })));
}

export async function updateWorkshop(
  db: Executor,
  instituteId: number,
  programId: number,
  id: number,
  values: WorkshopValues,
) {
  await db
    .update(workshops)
    .set({ ...values, updated_at: new Date() })
    .where(
      and(eq(workshops.institute_id, instituteId), eq(workshops.program_id, programId), eq(workshops.id, id)),
    );
}

/** Removes workshops (their attendance rows go with them: foreign key cascade). */
export async function deleteWorkshops(db: Executor, instituteId: number, programId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .delete(workshops)
    .where(
      and(
        eq(workshops.institute_id, instituteId),
        eq(workshops.program_id, programId),
        inArray(workshops.id, ids),
      ),
    );
}

/** Whether any of these workshops has a present attendance of a completed registration. */
export async function hasCompletedAttendance(db: Executor, instituteId: number, workshopIds: number[]) {
  if (workshopIds.length === 0) return false;
  const rows = await db
    .select({ id: attendances.id })
    .from(attendances)
    .innerJoin(
      registrations,
      and(
        eq(registrations.institute_id, attendances.institute_id),
        eq(registrations.id, attendances.registration_id),
      ),
    )
    .where(
      and(
        eq(attendances.institute_id, instituteId),
        inArray(attendances.workshop_id, workshopIds),
        eq(registrations.completed, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Copies a program's workshops to another program (duplicate): everything but ids and attendance. */
export async function copyWorkshops(db: Executor, instituteId: number, fromId: number, toId: number) {
  const rows = await db
    .select()
    .from(workshops)
    .where(and(eq(workshops.institute_id, instituteId), eq(workshops.program_id, fromId)));
  await insertWorkshops(
    db,
    instituteId,
    toId,
    rows.map(
      ({ id: _id, institute_id: _i, program_id: _p, created_at: _c, updated_at: _u, ...rest }) => rest,
    ),
  );
}
