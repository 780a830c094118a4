import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { allocateIds, bulkInsert } from '../../db/bulk-writes.js';
import type { Executor } from '../../db/client.js';
import { institutes, programs, registrations, users, workshops } from '../../db/schema/index.js';
import type { ExistingRegistration, RegistrationImportPlan } from './registrations-import-plan.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

/** The program with what the import, the export and the sign-in sheet read, or undefined. */
export async function findProgramWithInstitute(db: Executor, instituteId: number, programId: number) {
  const [row] = await db
    .select({
      program: programs,
      requireAttendance: institutes.program_points_require_workshop_attendance,
      timezone: institutes.timezone,
      instituteName: institutes.name,
      primaryColor: institutes.primary_color,
      logoKey: institutes.logo_key,
    })
    .from(programs)
    .innerJoin(institutes, eq(institutes.id, programs.institute_id))
    .where(and(eq(programs.institute_id, instituteId), eq(programs.id, programId)));
  return row;
}

/** The program's workshops in start order: "Workshop 1" is the first. */
export function listProgramWorkshops(db: Executor, instituteId: number, programId: number) {
  return db
    .select({
      id: workshops.id,
      name: workshops.name,
      start_time: workshops.start_time,
      points: workshops.points,
      location_id: workshops.location_id,
    })
    .from(workshops)
    .where(and(eq(workshops.institute_id, instituteId), eq(workshops.program_id, programId)))
    .orderBy(workshops.start_time, workshops.id);
}

/** The program's registrations with the workshops each was present at. */
export async function loadRegistrations(db: Executor, instituteId: number, programId: number) {
  // Correlated per registration, so the attendance lookups stay on the unique index whatever the
  // statistics say about a program that has just grown.
  const result = await db.execute(sql`
    select r.id, r.user_id, r.status, r.completed, r.hurdle, r.is_learning_journey,
      coalesce((select array_agg(a.workshop_id) from attendances a
        where a.institute_id = r.institute_id and a.registration_id = r.id and a.present), '{}') as "presentAt"
    from registrations r
    where r.institute_id = ${instituteId} and r.program_id = ${programId}`);
  return rowsOf<ExistingRegistration>(result);
}

/** The institute's users with these employee numbers. */
export function findUsersByIdentifier(db: Executor, instituteId: number, identifiers: string[]) {
  if (!identifiers.length) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      unique_identifier: sql<string>`${users.unique_identifier}`,
      given_name: users.given_name,
      family_name: users.family_name,
      email: users.email,
      active: users.active,
      is_educator: users.is_educator,
      is_guest: users.is_guest,
    })
    .from(users)
    .where(
      and(
        eq(users.institute_id, instituteId),
        isNotNull(users.unique_identifier),
        // One array parameter rather than one per employee number (a file has up to 2000).
        sql`${users.unique_identifier} = any(${sqlArray(identifiers, 'text')})`,
      ),
    );
}

/**
 * Locks the program for the import's transaction (registering users takes the same lock, so the
 * attendee limit holds) and answers how many registrations hold a place now, and whether it is
 * published now.
 */
export async function lockPlacesTaken(tx: Executor, instituteId: number, programId: number) {
  const [locked] = await tx
    .select({ published: programs.published })
    .from(programs)
    .where(and(eq(programs.institute_id, instituteId), eq(programs.id, programId)))
    .for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        eq(registrations.program_id, programId),
        sql`${registrations.status} <> 'incomplete'`,
      ),
    );
  return { placesTaken: row?.n ?? 0, published: locked?.published ?? false };
}

interface WriteContext {
  instituteId: number;
  programId: number;
  actorId: number;
}

/** The plan's registrations and attendance: new registrations (approved), updated flags, attendance. */
export async function writeRegistrations(tx: Executor, plan: RegistrationImportPlan, at: WriteContext) {
  const { created } = plan;
  const ids = await allocateIds(tx, 'registrations', created.length);
  const now = new Date().toISOString();
  const column = <K extends keyof (typeof created)[number]>(key: K) => created.map((row) => row[key]);
  await bulkInsert(
    tx,
    'registrations',
    {
      id: { type: 'int', values: ids },
      institute_id: { type: 'int', values: created.map(() => at.instituteId) },
      program_id: { type: 'int', values: created.map(() => at.programId) },
      user_id: { type: 'int', values: column('user_id') },
      status: { type: 'text', values: created.map(() => 'approved') },
      hurdle: { type: 'boolean', values: column('hurdle') },
      is_learning_journey: { type: 'boolean', values: column('is_learning_journey') },
      completed: { type: 'boolean', values: column('completed') },
      completed_at: { type: 'timestamptz', values: created.map((r) => (r.completed ? now : null)) },
      created_by_id: { type: 'int', values: created.map(() => at.actorId) },
    },
    { overridingSystemValue: true },
  );
  // One UPDATE per combination of the three flags (eight at most), each picking its rows by
  // `id = any(…)` on the primary key: a join on an unnest of the values was planned as a rescan per
  // row and took minutes for 2000 rows. completed_at follows completed.
  const byFlags = new Map<string, number[]>();
  // A registration whose only change is its attendance keeps its row, as marking on the tab does.
  for (const r of plan.updated.filter((row) => row.flagsChanged)) {
    const key = [r.hurdle, r.is_learning_journey, r.completed].join();
    byFlags.set(key, [...(byFlags.get(key) ?? []), r.id]);
  }
  for (const [key, regIds] of byFlags) {
    const [hurdle, learningJourney, completed] = key.split(',').map((v) => v === 'true');
    await tx.execute(sql`
      update registrations set hurdle = ${hurdle}, is_learning_journey = ${learningJourney},
        completed = ${completed}, completed_at = ${completed ? sql`coalesce(completed_at, now())` : null},
        updated_at = now()
      where institute_id = ${at.instituteId} and id = any(${sqlArray(regIds, 'int')})`);
  }
  await writeAttendanceChanges(tx, at.instituteId, [
    ...created.map((r, i) => ({ registration_id: ids[i]!, presentAt: r.presentAt, before: [] })),
    ...plan.attendance,
  ]);
}

/**
 * Only the cells that change: a row goes where a registrant is no longer present (no row means
 * absent), an absent row (marked absent on the tab) turns present, and a row comes for the rest. The
 * rows are picked by primary key, never by joining the file's values (see above).
 */
async function writeAttendanceChanges(
  tx: Executor,
  instituteId: number,
  changes: RegistrationImportPlan['attendance'],
) {
  const cell = (registrationId: number, workshopId: number) => `${registrationId}:${workshopId}`;
  const gone = new Set<string>();
  const wanted = new Map<string, { registration_id: number; workshop_id: number }>();
  for (const { registration_id, presentAt, before } of changes) {
    const now = new Set(presentAt);
    for (const id of before) if (!now.has(id)) gone.add(cell(registration_id, id));
    const was = new Set(before);
    for (const id of presentAt)
      if (!was.has(id)) wanted.set(cell(registration_id, id), { registration_id, workshop_id: id });
  }
  const existing =
    changes.some((c) => c.before.length) || wanted.size
      ? rowsOf<{ id: number; registration_id: number; workshop_id: number }>(
          await tx.execute(sql`
          select id, registration_id, workshop_id from attendances where institute_id = ${instituteId}
            and registration_id = any(${sqlArray(
              changes.map((c) => c.registration_id),
              'int',
            )})`),
        )
      : [];
  const remove: number[] = [];
  const turnPresent: number[] = [];
  for (const row of existing) {
    const key = cell(row.registration_id, row.workshop_id);
    if (gone.has(key)) remove.push(row.id);
    else if (wanted.delete(key)) turnPresent.push(row.id);
  }
  if (remove.length)
    await tx.execute(sql`delete from attendances where institute_id = ${instituteId}
      and id = any(${sqlArray(remove, 'int')})`);
  if (turnPresent.length)
    await tx.execute(sql`update attendances set present = true, updated_at = now()
      where institute_id = ${instituteId} and id = any(${sqlArray(turnPresent, 'int')})`);
  const added = [...wanted.values()];
  await bulkInsert(tx, 'attendances', {
    institute_id: { type: 'int', values: added.map(() => instituteId) },
    registration_id: { type: 'int', values: added.map((a) => a.registration_id) },
    workshop_id: { type: 'int', values: added.map((a) => a.workshop_id) },
    present: { type: 'boolean', values: added.map(() => true) },
  });
}

/**
 * The points of newly completed registrations (PointsProgram rows: the sum of the workshop points,
 * only of attended workshops when `requireAttendance`; dated today in the institute, as completing on the Attendance tab does), and removal of uncompleted ones' rows.
 * Answers the awarded rows and the user and date of every row added or removed (for the passports).
 */
export async function writeProgramPoints(
  tx: Executor,
  plan: RegistrationImportPlan,
  at: WriteContext & {
    requireAttendance: boolean;
    programName: string | null;
    timezone: string;
    domainId: number | null;
  },
) {
  const touched: { userId: number; date: string }[] = [];
  if (plan.uncompletedIds.length) {
    const removed = await tx.execute(sql`
      delete from points_histories where institute_id = ${at.instituteId} and type = 'PointsProgram'
        and registration_id = any(${sqlArray(plan.uncompletedIds, 'int')})
      returning user_id as "userId", date::text as date`);
    touched.push(...rowsOf<{ userId: number; date: string }>(removed));
  }
  if (!plan.completedUserIds.length) return { awarded: [], touched };
  const result = await tx.execute(sql`
    insert into points_histories (institute_id, user_id, type, date, points, program_id, registration_id,
      domain_id, activity_name, learning_journey_equivalent, created_by_id)
    select r.institute_id, r.user_id, 'PointsProgram',
      (now() at time zone ${at.timezone})::date,
      coalesce(sum(w.points) filter (where not ${at.requireAttendance}::boolean or a.present), 0),
      r.program_id, r.id, ${at.domainId}::int, ${at.programName}::text, r.is_learning_journey, ${at.actorId}::int
    from registrations r
    left join workshops w on w.institute_id = r.institute_id and w.program_id = r.program_id
    left join attendances a on a.institute_id = r.institute_id and a.registration_id = r.id
      and a.workshop_id = w.id
    where r.institute_id = ${at.instituteId} and r.program_id = ${at.programId}
      and r.user_id = any(${sqlArray(plan.completedUserIds, 'int')})
    group by r.institute_id, r.id
    on conflict (institute_id, registration_id)
    do update set points = excluded.points, date = excluded.date, updated_at = now()
    returning user_id, points::float as points, date::text as date`);
  const awarded = rowsOf<{ user_id: number; points: number; date: string }>(result);
  touched.push(...awarded.map((row) => ({ userId: row.user_id, date: row.date })));
  return { awarded, touched };
}
