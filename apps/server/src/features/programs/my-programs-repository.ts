import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { points_histories, programs, registrations } from '../../db/schema/index.js';
import type { ListResource } from '../../lib/list-query.js';
import { sqlArray } from '../../db/sql-rows.js';

/**
 * The caller's own registrations (issue 21): every query here is scoped to one institute and one
 * user, so a registration of anyone else is simply not found.
 */

const ofUser = (instituteId: number, userId: number) =>
  and(eq(registrations.institute_id, instituteId), eq(registrations.user_id, userId));

/** The caller's registration state per program of a catalogue page. */
export async function statesForPrograms(
  db: Executor,
  instituteId: number,
  userId: number,
  programIds: number[],
) {
  if (programIds.length === 0) return new Map<number, RegistrationState>();
  const rows = await db
    .select({
      program_id: registrations.program_id,
      status: registrations.status,
      completed: registrations.completed,
    })
    .from(registrations)
    .where(
      and(
        ofUser(instituteId, userId),
        sql`${registrations.program_id} = any(${sqlArray(programIds, 'int')})`,
      ),
    );
  return new Map(rows.map((row) => [row.program_id, row]));
}
export type RegistrationState = Pick<typeof registrations.$inferSelect, 'status' | 'completed'>;

/** My registrations' allow-listed filters and sorts: newest program first. */
export const myRegistrationsResource: ListResource = {
  name: 'my_registrations',
  fields: {
    status: { expression: registrations.status, type: 'text' },
    completed: { expression: registrations.completed, type: 'boolean', sortable: false },
    program_name: { expression: programs.name, type: 'text' },
    program_start_date: { expression: programs.start_date, type: 'date' },
    created_at: { expression: registrations.created_at, type: 'date' },
  },
  defaultSort: [sql`${programs.start_date} desc nulls last`, desc(registrations.id)],
};

function selectRegistrations(db: Executor) {
  return db
    .select({
      id: registrations.id,
      program_id: registrations.program_id,
      status: registrations.status,
      completed: registrations.completed,
      rejection_reason: registrations.rejection_reason,
      created_at: registrations.created_at,
      program_name: programs.name,
      program_type: programs.program_type,
      program_start_date: programs.start_date,
      program_end_date: programs.end_date,
      points: points_histories.points,
    })
    .from(registrations)
    .innerJoin(
      programs,
      and(eq(programs.institute_id, registrations.institute_id), eq(programs.id, registrations.program_id)),
    )
    .leftJoin(
      points_histories,
      and(
        eq(points_histories.institute_id, registrations.institute_id),
        eq(points_histories.registration_id, registrations.id),
      ),
    );
}
export type MyRegistrationRow = NonNullable<Awaited<ReturnType<typeof myRegistration>>>;

export interface MyRegistrationsPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export async function listMyRegistrations(
  db: Executor,
  instituteId: number,
  userId: number,
  page: MyRegistrationsPage,
) {
  const where = and(ofUser(instituteId, userId), page.where);
  const [rows, [total]] = await Promise.all([
    selectRegistrations(db)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(registrations)
      .innerJoin(
        programs,
        and(eq(programs.institute_id, registrations.institute_id), eq(programs.id, registrations.program_id)),
      )
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The caller's registration by its id, or by the program (one per program). */
export async function myRegistration(
  db: Executor,
  instituteId: number,
  userId: number,
  by: { id: number } | { programId: number },
) {
  const [row] = await selectRegistrations(db).where(
    and(
      ofUser(instituteId, userId),
      'id' in by ? eq(registrations.id, by.id) : eq(registrations.program_id, by.programId),
    ),
  );
  return row;
}

/** The caller's registration locked for cancelling. */
export async function lockMyRegistration(db: Executor, instituteId: number, userId: number, id: number) {
  const [row] = await db
    .select({ id: registrations.id, status: registrations.status, completed: registrations.completed })
    .from(registrations)
    .where(and(ofUser(instituteId, userId), eq(registrations.id, id)))
    .for('update');
  return row;
}
