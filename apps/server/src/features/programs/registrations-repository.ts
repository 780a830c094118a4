import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { selectPlainRows } from '../../db/plain-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  attendances,
  departments,
  institutes,
  locations,
  points_histories,
  programs,
  registrations,
  users,
  workshops,
} from '../../db/schema/index.js';

/**
 * Registrations as the Attendance tab reads and changes them. The program is read here (with the
 * institute settings its rules need) rather than through the programs service, so that registering
 * can lock the program row in its own transaction.
 */

/**
 * A program with what registering needs: its state, its limit, the institute's approval, cut-off,
 * points and calendar settings, and today's date in the institute's time zone. `lock` takes the
 * program row FOR UPDATE, so concurrent registrations for the last places queue behind each other.
 */
export async function programForRegistration(
  db: Executor,
  instituteId: number,
  programId: number,
  options: { lock?: boolean } = {},
) {
  const statement = options.lock ? lockedRegistrationProgram : registrationProgram;
  const rows = await statement(db).execute({ instituteId, programId });
  return rows[0];
}
// Prepared (the Attendance tab and every registration change read it first), with and without the lock.
const registrationProgramQuery = (db: Executor) =>
  db
    .select({
      id: programs.id,
      institute_id: programs.institute_id,
      name: programs.name,
      program_type: programs.program_type,
      domain_id: programs.domain_id,
      facilitator_id: programs.facilitator_id,
      attendee_limit: programs.attendee_limit,
      registrations_open: programs.registrations_open,
      published: programs.published,
      start_date: programs.start_date,
      end_date: programs.end_date,
      contact_name: programs.contact_name,
      contact_email: programs.contact_email,
      summary_description: programs.summary_description,
      institute: {
        name: institutes.name,
        timezone: institutes.timezone,
        today: sql<string>`to_char(now() at time zone ${institutes.timezone}, 'YYYY-MM-DD')`,
        registration_cutoff_days: institutes.registration_cutoff_days,
        registrations_require_approval_enabled: institutes.registrations_require_approval_enabled,
        elective_registrations_require_approval: institutes.elective_registrations_require_approval,
        learning_journey_registrations_require_approval:
          institutes.learning_journey_registrations_require_approval,
        vocational_elective_registrations_require_approval:
          institutes.vocational_elective_registrations_require_approval,
        vocational_learning_journey_registrations_require_approval:
          institutes.vocational_learning_journey_registrations_require_approval,
        program_points_require_workshop_attendance: institutes.program_points_require_workshop_attendance,
        ical_type: institutes.ical_type,
        from_email_name: institutes.from_email_name,
        from_email_address: institutes.from_email_address,
        program_default_contact_email: institutes.program_default_contact_email,
      },
    })
    .from(programs)
    .innerJoin(institutes, eq(institutes.id, programs.institute_id))
    .where(
      and(
        eq(programs.institute_id, sql.placeholder('instituteId')),
        eq(programs.id, sql.placeholder('programId')),
      ),
    );
const registrationProgram = preparedStatement((db) =>
  registrationProgramQuery(db).prepare('registration_program'),
);
const lockedRegistrationProgram = preparedStatement((db) =>
  registrationProgramQuery(db).for('update', { of: programs }).prepare('registration_program_locked'),
);
export type RegistrationProgram = NonNullable<Awaited<ReturnType<typeof programForRegistration>>>;

/** Places taken: every registration not refused. */
export async function countTakenPlaces(db: Executor, instituteId: number, programId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        eq(registrations.program_id, programId),
        inArray(registrations.status, ['pending', 'approved']),
      ),
    );
  return row?.count ?? 0;
}

/** A user of the institute with what registering checks and emails. */
export async function findRegistrant(db: Executor, instituteId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      given_name: users.given_name,
      family_name: users.family_name,
      active: users.active,
      is_educator: users.is_educator,
      is_guest: users.is_guest,
    })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, userId)));
  return row;
}

export async function isRegistered(db: Executor, instituteId: number, programId: number, userId: number) {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        eq(registrations.program_id, programId),
        eq(registrations.user_id, userId),
      ),
    );
  return rows.length > 0;
}

export async function insertRegistration(db: Executor, row: typeof registrations.$inferInsert) {
  const [inserted] = await db.insert(registrations).values(row).returning();
  return inserted!;
}

/** A registration of the program; `lock` takes its row FOR UPDATE (completing, editing, removing). */
export async function findRegistration(
  db: Executor,
  instituteId: number,
  programId: number,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        eq(registrations.program_id, programId),
        eq(registrations.id, id),
      ),
    );
  const rows = await (options.lock ? query.for('update') : query);
  return rows[0];
}

export type RegistrationChanges = Partial<
  Pick<
    typeof registrations.$inferInsert,
    'hurdle' | 'is_learning_journey' | 'completed' | 'completed_at' | 'status'
  >
>;

export async function updateRegistration(
  db: Executor,
  instituteId: number,
  id: number,
  changes: RegistrationChanges,
) {
  await db
    .update(registrations)
    .set(changes)
    .where(and(eq(registrations.institute_id, instituteId), eq(registrations.id, id)));
}

export async function deleteRegistration(db: Executor, instituteId: number, id: number) {
  await db
    .delete(registrations)
    .where(and(eq(registrations.institute_id, instituteId), eq(registrations.id, id)));
}

/**
 * The Attendance tab's columns: the registrant's names, department and state, the workshops they
 * were marked present at, the program's workshops in order (evaluated once) and the points awarded.
 * The service fills the unmarked workshops in as absent.
 */
const registrationColumns = (
  instituteId: Placeholder<'instituteId'>,
  programId: Placeholder<'programId'>,
) => ({
  id: registrations.id,
  program_id: registrations.program_id,
  user_id: registrations.user_id,
  status: registrations.status,
  completed: registrations.completed,
  hurdle: registrations.hurdle,
  is_learning_journey: registrations.is_learning_journey,
  // As the API writes it (toISOString's format, in UTC): parsing 300 timestamps into Dates and
  // writing them back out cost more than the rest of presenting the rows.
  created_at: sql<string>`to_char(${registrations.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  points: points_histories.points,
  user_family_name: users.family_name,
  user_given_name: users.given_name,
  user_unique_identifier: users.unique_identifier,
  user_department: departments.name,
  user_active: users.active,
  // Per registration through the (institute, registration, workshop) index: a few hundred index
  // probes cost less than grouping the program's attendances out of the institute's.
  present_at: sql<number[]>`(select coalesce(array_agg(a.workshop_id), '{}') from ${attendances} a
    where a.institute_id = ${registrations.institute_id} and a.registration_id = ${registrations.id}
      and a.present)`,
  workshop_ids: sql<number[]>`(select coalesce(array_agg(w.id order by w.start_time, w.id), '{}')
    from ${workshops} w where w.institute_id = ${instituteId} and w.program_id = ${programId})`,
});
const LIST_KEYS = Object.keys(
  registrationColumns(sql.placeholder('instituteId'), sql.placeholder('programId')),
) as (keyof RegistrationListRow & string)[];

/** The Attendance tab's rows (`one`: one registration's), by family name. */
function registrationRows(db: Executor, one: boolean) {
  const instituteId = sql.placeholder('instituteId');
  const programId = sql.placeholder('programId');
  const registrationId = one ? sql.placeholder('registrationId') : undefined;
  const ofProgram = and(
    eq(registrations.institute_id, instituteId),
    eq(registrations.program_id, programId),
    registrationId === undefined ? undefined : eq(registrations.id, registrationId),
  );
  return db
    .select(registrationColumns(instituteId, programId))
    .from(registrations)
    .innerJoin(
      users,
      and(eq(users.institute_id, registrations.institute_id), eq(users.id, registrations.user_id)),
    )
    .leftJoin(
      departments,
      and(eq(departments.institute_id, users.institute_id), eq(departments.id, users.department_id)),
    )
    .leftJoin(
      points_histories,
      and(
        eq(points_histories.institute_id, registrations.institute_id),
        eq(points_histories.registration_id, registrations.id),
      ),
    )
    .where(ofProgram)
    .orderBy(
      asc(sql`lower(${users.family_name})`),
      asc(sql`lower(${users.given_name})`),
      asc(registrations.id),
    );
}
// Prepared: the same statement every time, so each connection plans it once.
const listQuery = preparedStatement((db) => registrationRows(db, false));
const rowStatement = preparedStatement((db) => registrationRows(db, true).prepare('program_registration'));
export type RegistrationListRow = Awaited<ReturnType<ReturnType<typeof rowStatement>['execute']>>[number];

/** The Attendance tab's rows: plain values (a few hundred rows at a time), one named statement. */
export const registrationList = (db: Database, instituteId: number, programId: number) => {
  const query = listQuery(db);
  return selectPlainRows<RegistrationListRow>(db, query, LIST_KEYS, {
    prepared: true,
    values: { instituteId, programId },
  });
};

export const registrationListRow = (db: Executor, instituteId: number, programId: number, id: number) =>
  rowStatement(db)
    .execute({ instituteId, programId, registrationId: id })
    .then((rows) => rows[0]);

/** The program's workshops with their location names, for the calendar attachment and emails. */
export function calendarWorkshops(db: Executor, instituteId: number, programId: number) {
  return db
    .select({
      id: workshops.id,
      name: workshops.name,
      start_time: workshops.start_time,
      end_time: workshops.end_time,
      room: workshops.room,
      presenter: workshops.presenter,
      description: workshops.description,
      approved_attendee_information: workshops.approved_attendee_information,
      location_name: locations.name,
    })
    .from(workshops)
    .leftJoin(
      locations,
      and(eq(locations.institute_id, workshops.institute_id), eq(locations.id, workshops.location_id)),
    )
    .where(and(eq(workshops.institute_id, instituteId), eq(workshops.program_id, programId)))
    .orderBy(asc(workshops.start_time), asc(workshops.id));
}
