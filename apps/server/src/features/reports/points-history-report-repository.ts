import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { POINTS_HISTORY_TYPE_LABELS } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { pointsHistoryDetail as detail } from '../../db/points-history-detail.js';
import {
  attendances,
  domains,
  points_histories,
  points_history_evidences,
  programs,
  registrations,
  users,
  workshops,
} from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import type { ListResource } from '../../lib/list-query.js';
import { dateWithin, field, windowTotal, type DatedReportPage } from './dated-report-repository.js';
import { userFields, userJoins, usersInScope } from './repository.js';

/**
 * `reports/points_history` (issue 17): the points history rows of the institute's users in scope,
 * dated within the period, with the detail of part 2 §3 "Points history row" (a program row's
 * workshops with attendance, as one JSON array per row, so a page or an export batch is one statement).
 */

const typeLabel = sql<string>`case ${points_histories.type} ${sql.join(
  Object.entries(POINTS_HISTORY_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} end`;
const evidenceAttached = sql<boolean>`exists (
  select 1 from ${points_history_evidences} where ${points_history_evidences.institute_id} = ${points_histories.institute_id}
  and ${points_history_evidences.points_history_id} = ${points_histories.id})`;

export interface WorkshopJson {
  workshop_id: number;
  name: string | null;
  points: number;
  present: boolean;
}
/** A program row's workshops in time order, each with whether the registrant was present. */
const programWorkshops = sql<WorkshopJson[] | null>`case when ${registrations.id} is null then null else (
  select coalesce(json_agg(json_build_object('workshop_id', w.id, 'name', w.name, 'points', w.points,
    'present', coalesce(a.present, false)) order by w.start_time, w.id), '[]'::json)
  from ${workshops} w left join ${attendances} a
    on a.institute_id = w.institute_id and a.registration_id = ${registrations.id} and a.workshop_id = w.id
  where w.institute_id = ${registrations.institute_id} and w.program_id = ${registrations.program_id}) end`;

export interface EvidenceJson {
  id: number;
  filename: string;
  upload_id: string;
}
/** The row's evidence files, oldest first. */
const evidences = sql<EvidenceJson[]>`(select coalesce(json_agg(json_build_object('id', e.id,
    'filename', e.filename, 'upload_id', e.upload_id) order by e.id), '[]'::json)
  from ${points_history_evidences} e
  where e.institute_id = ${points_histories.institute_id} and e.points_history_id = ${points_histories.id})`;

export const pointsHistoryReportResource: ListResource = {
  name: 'reports/points_history',
  fields: {
    ...userFields,
    user_given_name: field(users.given_name, 'text', false),
    date: field(points_histories.date, 'date'),
    detail: field(detail, 'text'),
    points: field(points_histories.points, 'number'),
    type: field(points_histories.type, 'text'),
    type_label: field(typeLabel, 'text', false),
    approval_reason: field(points_histories.approval_reason, 'text'),
    program_id: { ...field(points_histories.program_id, 'number'), sortable: false },
    evidence_attached: { ...field(evidenceAttached, 'boolean'), sortable: false },
  },
  defaultSort: [desc(points_histories.date), desc(points_histories.id)],
};

function joins<T extends PgSelect>(query: T) {
  return userJoins(
    query
      .innerJoin(users, sameTenantRow(users, points_histories.user_id, points_histories.institute_id))
      .leftJoin(programs, sameTenantRow(programs, points_histories.program_id, points_histories.institute_id))
      .leftJoin(
        registrations,
        sameTenantRow(registrations, points_histories.registration_id, points_histories.institute_id),
      )
      .leftJoin(
        domains,
        and(
          eq(domains.institute_id, points_histories.institute_id),
          eq(domains.id, sql`coalesce(${points_histories.domain_id}, ${programs.domain_id})`),
        ),
      ),
  );
}

const conditions = (instituteId: number, page: DatedReportPage): SQL | undefined =>
  and(
    eq(points_histories.institute_id, instituteId),
    usersInScope(instituteId, page.scope),
    dateWithin(points_histories.date, page),
    page.where,
  );

/** The page's rows with their columns (the detail lists come after, for these rows only). */
function listPageRows(db: Executor, instituteId: number, page: DatedReportPage) {
  return joins(
    db
      .select({
        history: points_histories,
        user_given_name: users.given_name,
        user_family_name: users.family_name,
        detail,
        type_label: typeLabel,
        program_summary: programs.summary_description,
        program_type: programs.program_type,
        program_start_date: programs.start_date,
        program_end_date: programs.end_date,
        domain_name: domains.name,
        registration_completed: registrations.completed,
        registration_is_learning_journey: registrations.is_learning_journey,
        total: windowTotal,
      })
      .from(points_histories)
      .$dynamic(),
  )
    .where(conditions(instituteId, page))
    .orderBy(...page.orderBy, asc(points_histories.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A page (or an export batch) of report rows: the rows, then their evidence files and a program
 * row's workshops in a second statement over just these rows (as subqueries of the first, the
 * window count would have them computed for every row of the period).
 */
export async function listPointsHistoryReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  const rows = await listPageRows(db, instituteId, page);
  if (!rows.length) return [];
  const ids = `{${rows.map((row) => row.history.id).join(',')}}`;
  const details = await db
    .select({ id: points_histories.id, evidences, workshops: programWorkshops })
    .from(points_histories)
    .leftJoin(
      registrations,
      sameTenantRow(registrations, points_histories.registration_id, points_histories.institute_id),
    )
    .where(
      and(eq(points_histories.institute_id, instituteId), sql`${points_histories.id} = any(${ids}::int[])`),
    );
  const detailOf = new Map(details.map((detail) => [detail.id, detail]));
  return rows.map((row) => {
    const detail = detailOf.get(row.history.id);
    const files = detail?.evidences ?? [];
    return {
      ...row,
      evidences: files,
      evidence_attached: files.length > 0,
      workshops: detail?.workshops ?? null,
    };
  });
}
export type PointsHistoryReportRow = Awaited<ReturnType<typeof listPointsHistoryReportRows>>[number];

export async function countPointsHistoryReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  const [row] = await joins(db.select({ n: count() }).from(points_histories).$dynamic()).where(
    conditions(instituteId, page),
  );
  return row?.n ?? 0;
}

/** The chart's figures: the report's points per month of their date and type, months in order. */
export function summarizePointsHistoryReport(db: Executor, instituteId: number, page: DatedReportPage) {
  const month = sql<string>`to_char(${points_histories.date}, 'YYYY-MM')`;
  return joins(
    db
      .select({
        month,
        type: points_histories.type,
        points: sql<number>`coalesce(sum(${points_histories.points}), 0)::float8`,
      })
      .from(points_histories)
      .$dynamic(),
  )
    .where(conditions(instituteId, page))
    .groupBy(month, points_histories.type)
    .orderBy(month, points_histories.type);
}
