import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { institutes, users } from '../../db/schema/index.js';
import type { PointsImportEntry, PointsImportUser } from './points-import-rules.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the activity imports read of the institute. */
export function findImportInstitute(db: Executor, instituteId: number) {
  return db
    .select({
      uses_units: institutes.vocational_currency_uses_units,
      attachments_enabled: institutes.points_file_attachment_enabled,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .then((rows) => rows[0]);
}

/** The institute's users with these employee numbers or (lower-cased) emails, active or not. */
export function findImportUsers(
  db: Executor,
  instituteId: number,
  identifiers: string[],
  emails: string[],
): Promise<PointsImportUser[]> {
  if (!identifiers.length && !emails.length) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      unique_identifier: users.unique_identifier,
      email: users.email,
      given_name: users.given_name,
      family_name: users.family_name,
      active: users.active,
      is_super_admin: users.is_super_admin,
    })
    .from(users)
    .where(
      and(
        eq(users.institute_id, instituteId),
        // One array parameter each rather than one per cell (a file has up to 2000 rows).
        sql`(${users.unique_identifier} = any(${sql.param(identifiers)}::text[])
          or lower(${users.email}) = any(${sql.param(emails)}::text[]))`,
      ),
    );
}

const HISTORY_TYPE = { vocational: 'PointsVocational', professional: 'PointsRea' } as const;

/**
 * The entries as PointsVocational / PointsRea history rows, one statement (unnest of one array per
 * column), dated on their activity date. Answers each row's id, user and date, in the entries' order.
 */
export async function insertHistoryRows(
  tx: Executor,
  instituteId: number,
  actorId: number,
  entries: PointsImportEntry[],
): Promise<{ id: number; user_id: number; date: string }[]> {
  if (!entries.length) return [];
  const col = <K extends keyof PointsImportEntry>(key: K) => sql.param(entries.map((e) => e[key]));
  const result = await tx.execute(sql`
    insert into points_histories (institute_id, user_id, type, date, points, activity_name, activity_date,
      activity_duration, activity_interval, inform_teaching_practice, related_to_units, student_benefit,
      notes, unit_codes, learning_journey_equivalent, created_by_id)
    select ${instituteId}::int, v.user_id, v.type, v.activity_date, v.points, v.activity_name, v.activity_date,
      v.activity_duration, v.activity_interval, v.inform_teaching_practice, v.related_to_units,
      v.student_benefit, v.notes, v.unit_codes, v.learning_journey_equivalent, ${actorId}::int
    from unnest(${col('user_id')}::int[], ${sql.param(entries.map((e) => HISTORY_TYPE[e.type]))}::text[],
      ${col('activity_date')}::date[], ${col('points')}::numeric[], ${col('activity_name')}::text[],
      ${col('activity_duration')}::numeric[], ${col('activity_interval')}::text[],
      ${col('inform_teaching_practice')}::text[], ${col('related_to_units')}::text[],
      ${col('student_benefit')}::text[], ${col('notes')}::text[], ${col('unit_codes')}::text[],
      ${col('learning_journey_equivalent')}::boolean[])
      with ordinality as v(user_id, type, activity_date, points, activity_name, activity_duration,
        activity_interval, inform_teaching_practice, related_to_units, student_benefit, notes, unit_codes,
        learning_journey_equivalent, n)
    order by v.n
    returning id, user_id, date::text as date`);
  return rowsOf<{ id: number; user_id: number; date: string }>(result);
}

/** An evidence file for every one of these history rows: the same stored file, a public id each. */
export interface SharedEvidence {
  storage_key: string;
  filename: string;
  size: number;
  mime_type: string;
}

export async function insertSharedEvidences(
  tx: Executor,
  instituteId: number,
  historyIds: number[],
  evidences: (SharedEvidence & { uploadIds: string[] })[],
): Promise<void> {
  for (const evidence of evidences) {
    await tx.execute(sql`
      insert into points_history_evidences (institute_id, points_history_id, upload_id, storage_key,
        filename, size, mime_type)
      select ${instituteId}::int, v.history_id, v.upload_id, ${evidence.storage_key}::text,
        ${evidence.filename}::text, ${evidence.size}::int, ${evidence.mime_type}::text
      from unnest(${sql.param(historyIds)}::int[], ${sql.param(evidence.uploadIds)}::text[])
        as v(history_id, upload_id)`);
  }
}

export const REQUEST_TYPE = {
  vocational: 'VocationalPointRequest',
  professional: 'ReaPointRequest',
} as const;

/** The entries as pending point requests (status 0), one statement. Answers each request's id and user. */
export async function insertPendingPointRequests(
  tx: Executor,
  instituteId: number,
  actorId: number,
  entries: PointsImportEntry[],
): Promise<{ id: number; user_id: number }[]> {
  if (!entries.length) return [];
  const col = <K extends keyof PointsImportEntry>(key: K) => sql.param(entries.map((e) => e[key]));
  const result = await tx.execute(sql`
    insert into point_requests (institute_id, user_id, type, status, points, activity_name, activity_date,
      activity_duration, activity_interval, inform_teaching_practice, related_to_units, student_benefit,
      notes, unit_codes, learning_journey_equivalent, created_by_id)
    select ${instituteId}::int, v.user_id, v.type, 0, v.points, v.activity_name, v.activity_date,
      v.activity_duration, v.activity_interval, v.inform_teaching_practice, v.related_to_units,
      v.student_benefit, v.notes, v.unit_codes, v.learning_journey_equivalent, ${actorId}::int
    from unnest(${col('user_id')}::int[], ${sql.param(entries.map((e) => REQUEST_TYPE[e.type]))}::text[],
      ${col('activity_date')}::date[], ${col('points')}::numeric[], ${col('activity_name')}::text[],
      ${col('activity_duration')}::numeric[], ${col('activity_interval')}::text[],
      ${col('inform_teaching_practice')}::text[], ${col('related_to_units')}::text[],
      ${col('student_benefit')}::text[], ${col('notes')}::text[], ${col('unit_codes')}::text[],
      ${col('learning_journey_equivalent')}::boolean[])
      with ordinality as v(user_id, type, activity_date, points, activity_name, activity_duration,
        activity_interval, inform_teaching_practice, related_to_units, student_benefit, notes, unit_codes,
        learning_journey_equivalent, n)
    order by v.n
    returning id, user_id`);
  return rowsOf<{ id: number; user_id: number }>(result);
}
