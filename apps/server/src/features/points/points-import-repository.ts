import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { institutes, users } from '../../db/schema/index.js';
import type { PointsImportEntry, PointsImportUser } from './points-import-rules.js';
import { rowsOf, sqlArray, type SqlArrayType } from '../../db/sql-rows.js';

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
        sql`(${users.unique_identifier} = any(${sqlArray(identifiers, 'text')})
          or lower(${users.email}) = any(${sqlArray(emails, 'text')}))`,
      ),
    );
}

const HISTORY_TYPE = { vocational: 'PointsVocational', professional: 'PointsRea' } as const;
export const REQUEST_TYPE = {
  vocational: 'VocationalPointRequest',
  professional: 'ReaPointRequest',
} as const;

/** The entry columns both tables share, in `entryRows`' order. */
const DETAIL = [
  'activity_name',
  'activity_date',
  'activity_duration',
  'activity_interval',
  'inform_teaching_practice',
  'related_to_units',
  'student_benefit',
  'notes',
  'unit_codes',
  'learning_journey_equivalent',
] as const satisfies readonly (keyof PointsImportEntry)[];
const SQL_TYPE: Record<(typeof DETAIL)[number], SqlArrayType> = {
  activity_name: 'text',
  activity_date: 'date',
  activity_duration: 'numeric',
  activity_interval: 'text',
  inform_teaching_practice: 'text',
  related_to_units: 'text',
  student_benefit: 'text',
  notes: 'text',
  unit_codes: 'text',
  learning_journey_equivalent: 'boolean',
};
const detailNames = (prefix = '') => sql.raw(DETAIL.map((name) => prefix + name).join(', '));

/**
 * The entries as rows `v(user_id, type, points, <DETAIL>, n)`: one array parameter per column
 * (unnest), whatever the row count, numbered in the file's order.
 */
function entryRows(entries: PointsImportEntry[], typeNames: Record<PointsImportEntry['type'], string>) {
  const arrays = [
    sqlArray(
      entries.map((e) => e.user_id),
      'int',
    ),
    sqlArray(
      entries.map((e) => typeNames[e.type]),
      'text',
    ),
    sqlArray(
      entries.map((e) => e.points),
      'numeric',
    ),
    ...DETAIL.map((name) =>
      sqlArray(
        entries.map((e) => e[name]),
        SQL_TYPE[name],
      ),
    ),
  ];
  return sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality
    as v(user_id, type, points, ${detailNames()}, n)`;
}

/**
 * The entries as PointsVocational / PointsRea history rows, one statement, dated on their activity
 * date. Answers each row's id, user and date.
 */
export async function insertHistoryRows(
  tx: Executor,
  instituteId: number,
  actorId: number,
  entries: PointsImportEntry[],
): Promise<{ id: number; user_id: number; date: string }[]> {
  if (!entries.length) return [];
  const result = await tx.execute(sql`
    insert into points_histories (institute_id, created_by_id, user_id, type, points, date, ${detailNames()})
    select ${instituteId}::int, ${actorId}::int, v.user_id, v.type, v.points, v.activity_date, ${detailNames('v.')}
    from ${entryRows(entries, HISTORY_TYPE)}
    order by v.n
    returning id, user_id, date::text as date`);
  return rowsOf<{ id: number; user_id: number; date: string }>(result);
}

/** The entries as pending point requests (status 0), one statement. Answers each request's id and user. */
export async function insertPendingPointRequests(
  tx: Executor,
  instituteId: number,
  actorId: number,
  entries: PointsImportEntry[],
): Promise<{ id: number; user_id: number }[]> {
  if (!entries.length) return [];
  const result = await tx.execute(sql`
    insert into point_requests (institute_id, created_by_id, user_id, type, points, status, ${detailNames()})
    select ${instituteId}::int, ${actorId}::int, v.user_id, v.type, v.points, 0, ${detailNames('v.')}
    from ${entryRows(entries, REQUEST_TYPE)}
    order by v.n
    returning id, user_id`);
  return rowsOf<{ id: number; user_id: number }>(result);
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
      from unnest(${sqlArray(historyIds, 'int')}, ${sqlArray(evidence.uploadIds, 'text')})
        as v(history_id, upload_id)`);
  }
}
