import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { POINT_REQUEST_STATUSES, POINT_REQUEST_TYPE_LABELS } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { point_request_evidences, point_requests, users } from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import { AppError } from '../../lib/errors.js';
import type { ListResource } from '../../lib/list-query.js';
import { field, instantWithin, windowTotal, type DatedReportPage } from './dated-report-repository.js';
import { userFields, userJoins, usersInScope } from './repository.js';

/**
 * `reports/point_request` (issue 17): the point requests of the institute's users in scope changed
 * within the period (part 2 §3 "Point request row (report)"), newest change first (part 2 §9).
 */

const supervisors = alias(users, 'supervisors');
const supervisorName = sql<string | null>`${userFullName(supervisors)}`;
const typeLabel = sql<string>`case ${point_requests.type} ${sql.join(
  Object.entries(POINT_REQUEST_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} end`;
const evidenceAttached = sql<boolean>`exists (
  select 1 from ${point_request_evidences} where ${point_request_evidences.institute_id} = ${point_requests.institute_id}
  and ${point_request_evidences.point_request_id} = ${point_requests.id})`;
/** The request's reason: why it is incomplete, or why it was approved. */
const reason = sql<string | null>`coalesce(${point_requests.reason}, ${point_requests.approval_reason})`;

/** `q[status_eq]=pending|approved|incomplete`: the stored number of the named status (part 2 §4). */
function statusCondition(value: unknown): SQL {
  const index = (POINT_REQUEST_STATUSES as readonly string[]).indexOf(String(value));
  if (index < 0)
    throw AppError.badRequest(`Invalid status "${String(value)}": use ${POINT_REQUEST_STATUSES.join(', ')}.`);
  return eq(point_requests.status, index);
}

export const pointRequestReportResource: ListResource = {
  name: 'reports/point_request',
  fields: {
    ...userFields,
    user_given_name: field(users.given_name, 'text', false),
    updated_at: field(point_requests.updated_at, 'date', false),
    activity_name: field(point_requests.activity_name, 'text'),
    points: field(point_requests.points, 'number', false),
    type: field(point_requests.type, 'text'),
    status: { ...field(point_requests.status, 'text'), matches: statusCondition },
    user_supervisor_name: field(supervisorName, 'text', false),
    evidence_attached: { ...field(evidenceAttached, 'boolean'), sortable: false },
  },
  defaultSort: [desc(point_requests.updated_at), desc(point_requests.id)],
};

function joins<T extends PgSelect>(query: T) {
  return userJoins(
    query
      .innerJoin(users, sameTenantRow(users, point_requests.user_id, point_requests.institute_id))
      .leftJoin(supervisors, sameTenantRow(supervisors, users.supervisor_id, users.institute_id)),
  );
}

const conditions = (instituteId: number, page: DatedReportPage): SQL | undefined =>
  and(
    eq(point_requests.institute_id, instituteId),
    usersInScope(instituteId, page.scope),
    instantWithin(point_requests.updated_at, page),
    page.where,
  );

export function listPointRequestReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  return joins(
    db
      .select({
        id: point_requests.id,
        user_id: point_requests.user_id,
        updated_at: point_requests.updated_at,
        user_given_name: users.given_name,
        user_family_name: users.family_name,
        activity_name: point_requests.activity_name,
        points: point_requests.points,
        type: point_requests.type,
        type_label: typeLabel,
        evidence_attached: evidenceAttached,
        status: point_requests.status,
        user_supervisor_name: supervisorName,
        reason,
        total: windowTotal,
      })
      .from(point_requests)
      .$dynamic(),
  )
    .where(conditions(instituteId, page))
    .orderBy(...page.orderBy, asc(point_requests.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type PointRequestReportRow = Awaited<ReturnType<typeof listPointRequestReportRows>>[number];

export async function countPointRequestReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  const [row] = await joins(db.select({ n: count() }).from(point_requests).$dynamic()).where(
    conditions(instituteId, page),
  );
  return row?.n ?? 0;
}

/** The chart's figures: the report's requests per month of their last change (institute's zone) and status. */
export function summarizePointRequestReport(db: Executor, instituteId: number, page: DatedReportPage) {
  const month = sql<string>`to_char(${point_requests.updated_at} at time zone ${page.timeZone}, 'YYYY-MM')`;
  return (
    joins(db.select({ month, status: point_requests.status, count: count() }).from(point_requests).$dynamic())
      .where(conditions(instituteId, page))
      // By position: the month's expression binds the time zone as a parameter, and a second copy of
      // it in GROUP BY would be a different parameter, which PostgreSQL does not match to the select.
      .groupBy(sql`1`, point_requests.status)
      .orderBy(sql`1`, point_requests.status)
  );
}
