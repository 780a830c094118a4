import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  pointsHistoryEvidenceAttached,
  pointsHistoryTypeLabel,
  selectPointsHistoryRows,
} from '../../db/points-history-row.js';
import {
  attendances,
  domains,
  institutes,
  points_histories,
  points_history_evidences,
  programs,
  registrations,
  users,
  vocational_activities,
  workshops,
} from '../../db/schema/index.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import { sqlArray } from '../../db/sql-rows.js';
import { sameTenantRow } from '../../db/tenant-join.js';

/** The user whose history is read or written, with what the rules and the emails need. */
export function findHistoryOwner(db: Executor, instituteId: number, userId: number) {
  return db
    .select({
      id: users.id,
      institute_id: users.institute_id,
      is_super_admin: users.is_super_admin,
      supervisor_id: users.supervisor_id,
      active: users.active,
      email: users.email,
      given_name: users.given_name,
      family_name: users.family_name,
      institute_name: institutes.name,
      timezone: institutes.timezone,
      primary_color: institutes.primary_color,
      logo_key: institutes.logo_key,
      points_file_attachment_enabled: institutes.points_file_attachment_enabled,
      file_attachment_required: institutes.file_attachment_required,
      vocational_currency_uses_units: institutes.vocational_currency_uses_units,
      program_points_require_workshop_attendance: institutes.program_points_require_workshop_attendance,
      requirement_1_name: institutes.requirement_1_name,
      requirement_1_enabled: institutes.requirement_1_enabled,
      requirement_2_name: institutes.requirement_2_name,
      requirement_2_enabled: institutes.requirement_2_enabled,
    })
    .from(users)
    .innerJoin(institutes, eq(institutes.id, users.institute_id))
    .where(and(eq(users.institute_id, instituteId), eq(users.id, userId)))
    .then((rows) => rows[0]);
}
export type HistoryOwner = NonNullable<Awaited<ReturnType<typeof findHistoryOwner>>>;

export function findVocationalActivity(db: Executor, instituteId: number, id: number) {
  return db
    .select({ id: vocational_activities.id, name: vocational_activities.name })
    .from(vocational_activities)
    .where(and(eq(vocational_activities.institute_id, instituteId), eq(vocational_activities.id, id)))
    .then((rows) => rows[0]);
}

export async function domainExists(db: Executor, instituteId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.institute_id, instituteId), eq(domains.id, id)));
  return rows.length > 0;
}

export type NewHistoryRow = typeof points_histories.$inferInsert;
export type NewEvidenceRow = typeof points_history_evidences.$inferInsert;

export async function insertHistory(tx: Executor, row: NewHistoryRow) {
  const [inserted] = await tx.insert(points_histories).values(row).returning({ id: points_histories.id });
  return inserted!.id;
}

export async function insertEvidences(tx: Executor, rows: NewEvidenceRow[]) {
  if (rows.length) await tx.insert(points_history_evidences).values(rows);
}

/** The list's condition for one row (the answer of an add). */
export const historyIdIs = (id: number) => eq(points_histories.id, id);

/** One row of the user's history, locked for a delete. */
export function findHistoryRow(tx: Executor, instituteId: number, userId: number, id: number) {
  return tx
    .select({ id: points_histories.id, type: points_histories.type, date: points_histories.date })
    .from(points_histories)
    .where(
      and(
        eq(points_histories.institute_id, instituteId),
        eq(points_histories.user_id, userId),
        eq(points_histories.id, id),
      ),
    )
    .for('update')
    .then((rows) => rows[0]);
}

export function deleteHistoryRow(tx: Executor, instituteId: number, id: number) {
  return tx
    .delete(points_histories)
    .where(and(eq(points_histories.institute_id, instituteId), eq(points_histories.id, id)));
}

const field = (expression: ListField['expression'], type: ListField['type']): ListField => ({
  expression,
  type,
});

/** A user's points history: the allow-listed filters and sorts; newest first by default (part 2 §9). */
export const pointsHistoryListResource: ListResource = {
  name: 'points_histories',
  fields: {
    date: field(points_histories.date, 'date'),
    points: field(points_histories.points, 'number'),
    type: field(points_histories.type, 'text'),
    type_label: field(pointsHistoryTypeLabel, 'text'),
    activity_name: field(sql`coalesce(${programs.name}, ${points_histories.activity_name})`, 'text'),
    approval_reason: field(points_histories.approval_reason, 'text'),
    evidence_attached: { ...field(pointsHistoryEvidenceAttached, 'boolean'), sortable: false },
    created_at: field(points_histories.created_at, 'date'),
  },
  defaultSort: [desc(points_histories.date), desc(points_histories.id)],
};

export interface HistoryPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
}

/** The user's history rows of a page (or all of them, for the exports), joined for the table. */
export function listHistoryRows(db: Executor, instituteId: number, userId: number, page: HistoryPage) {
  const query = selectPointsHistoryRows(db, {})
    .where(
      and(eq(points_histories.institute_id, instituteId), eq(points_histories.user_id, userId), page.where),
    )
    .orderBy(...page.orderBy)
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
  return query;
}
export type HistoryListRow = Awaited<ReturnType<typeof listHistoryRows>>[number];

export async function countHistoryRows(
  db: Executor,
  instituteId: number,
  userId: number,
  where: SQL | undefined,
) {
  const [row] = await db
    .select({ n: count() })
    .from(points_histories)
    .leftJoin(programs, sameTenantRow(programs, points_histories.program_id, points_histories.institute_id))
    .where(and(eq(points_histories.institute_id, instituteId), eq(points_histories.user_id, userId), where));
  return row!.n;
}

/**
 * Every workshop of these registrations' programs, in time order, with whether the registrant was
 * present: one query for a page (or an export) of program rows. The ids travel as one array
 * parameter, so an export of thousands of rows stays one statement.
 */
export function listRegistrationWorkshops(db: Executor, instituteId: number, registrationIds: number[]) {
  if (!registrationIds.length) return Promise.resolve([]);
  return db
    .select({
      registration_id: registrations.id,
      workshop_id: workshops.id,
      name: workshops.name,
      points: workshops.points,
      present: sql<boolean>`coalesce(${attendances.present}, false)`,
    })
    .from(registrations)
    .innerJoin(
      workshops,
      and(
        eq(workshops.institute_id, registrations.institute_id),
        eq(workshops.program_id, registrations.program_id),
      ),
    )
    .leftJoin(
      attendances,
      and(
        eq(attendances.institute_id, registrations.institute_id),
        eq(attendances.registration_id, registrations.id),
        eq(attendances.workshop_id, workshops.id),
      ),
    )
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        sql`${registrations.id} = any(${sqlArray(registrationIds, 'int')})`,
      ),
    )
    .orderBy(registrations.id, workshops.start_time, workshops.id);
}
