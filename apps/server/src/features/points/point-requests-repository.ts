import { and, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { userScopeCondition, type UserScope } from '../../db/user-scope.js';
import { alias } from 'drizzle-orm/pg-core';
import { POINT_REQUEST_STATUSES, type TPointRequestStatus } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import {
  domains,
  institutes,
  point_request_evidences,
  point_requests,
  users,
  vocational_activities,
} from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import { userFullName } from '../../db/schema/users.js';
import type { ListField, ListResource } from '../../lib/list-query.js';

export type PointRequestRow = typeof point_requests.$inferSelect;
export type NewPointRequestRow = typeof point_requests.$inferInsert;
export type PointRequestEvidenceRow = typeof point_request_evidences.$inferSelect;
export type NewPointRequestEvidenceRow = typeof point_request_evidences.$inferInsert;

/** The stored number of a status (part 2 §4: pending 0, approved 1, incomplete 2). */
export const statusCode = (status: TPointRequestStatus) => POINT_REQUEST_STATUSES.indexOf(status);
export const statusName = (code: number): TPointRequestStatus => POINT_REQUEST_STATUSES[code] ?? 'pending';

/** The institute's point request settings (part 1 §3) and whether the request's user is active. */
export function findPointRequestSettings(db: Executor, instituteId: number) {
  return db
    .select({
      allow_supervisor_to_action: institutes.allow_supervisor_to_action,
      vocational_point_approval_email_to: institutes.vocational_point_approval_email_to,
      professional_point_approval_email_to: institutes.professional_point_approval_email_to,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .then((rows) => rows[0]!);
}
export type PointRequestSettings = Awaited<ReturnType<typeof findPointRequestSettings>>;

export async function isUserActive(db: Executor, instituteId: number, userId: number) {
  const [row] = await db
    .select({ active: users.active })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, userId)));
  return row?.active ?? false;
}

/** One request of the user's, locked until the transaction ends (two approvers queue here). */
export function lockPointRequest(tx: Executor, instituteId: number, userId: number, id: number) {
  return tx
    .select()
    .from(point_requests)
    .where(
      and(
        eq(point_requests.institute_id, instituteId),
        eq(point_requests.user_id, userId),
        eq(point_requests.id, id),
      ),
    )
    .for('update')
    .then((rows) => rows[0]);
}

export async function insertPointRequest(tx: Executor, row: NewPointRequestRow) {
  const [inserted] = await tx.insert(point_requests).values(row).returning({ id: point_requests.id });
  return inserted!.id;
}

/** Changes a request that is still pending; answers whether it was (a decision races to here). */
export async function updatePendingRequest(
  tx: Executor,
  instituteId: number,
  id: number,
  changes: Partial<NewPointRequestRow>,
): Promise<boolean> {
  const rows = await tx
    .update(point_requests)
    .set({ ...changes, updated_at: new Date() })
    .where(
      and(
        eq(point_requests.institute_id, instituteId),
        eq(point_requests.id, id),
        eq(point_requests.status, 0),
      ),
    )
    .returning({ id: point_requests.id });
  return rows.length > 0;
}

export async function insertRequestEvidences(tx: Executor, rows: NewPointRequestEvidenceRow[]) {
  if (rows.length) await tx.insert(point_request_evidences).values(rows);
}

export function deleteRequestEvidences(tx: Executor, instituteId: number, requestId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve();
  return tx
    .delete(point_request_evidences)
    .where(
      and(
        eq(point_request_evidences.institute_id, instituteId),
        eq(point_request_evidences.point_request_id, requestId),
        inArray(point_request_evidences.id, ids),
      ),
    );
}

const actioners = alias(users, 'actioners');
const fullName = (table: { given_name: SQLWrapper; family_name: SQLWrapper }) =>
  sql<string>`${table.given_name} || ' ' || ${table.family_name}`;
const TYPE_LABEL = sql<string>`case ${point_requests.type}
  when 'VocationalPointRequest' then 'Vocational Currency' else 'External Professional Currency' end`;
const EVIDENCE_ATTACHED = sql<boolean>`exists (select 1 from ${point_request_evidences} e
  where e.institute_id = ${point_requests.institute_id} and e.point_request_id = ${point_requests.id})`;
const field = (expression: SQLWrapper, type: ListField['type']): ListField => ({ expression, type });

/** A user's point requests: the allow-listed filters and sorts; latest change first (part 2 §9). */
export const pointRequestListResource: ListResource = {
  name: 'point_requests',
  fields: {
    status: {
      ...field(point_requests.status, 'text'),
      sortable: false,
      // The index holds the number; the API speaks the name.
      matches: (value) => {
        const code = POINT_REQUEST_STATUSES.indexOf(String(value) as TPointRequestStatus);
        return code < 0 ? sql`false` : eq(point_requests.status, code);
      },
    },
    type: field(point_requests.type, 'text'),
    type_label: field(TYPE_LABEL, 'text'),
    activity_name: field(point_requests.activity_name, 'text'),
    activity_date: field(point_requests.activity_date, 'date'),
    points: field(point_requests.points, 'number'),
    evidence_attached: { ...field(EVIDENCE_ATTACHED, 'boolean'), sortable: false },
    updated_at: field(point_requests.updated_at, 'date'),
    created_at: field(point_requests.created_at, 'date'),
  },
  defaultSort: [desc(point_requests.updated_at)],
};
/** After any sort, so that pages never overlap. */
export const TIE_BREAK = desc(point_requests.id);

const rowColumns = {
  request: point_requests,
  type_label: TYPE_LABEL,
  evidence_attached: EVIDENCE_ATTACHED,
  user_given_name: users.given_name,
  user_family_name: users.family_name,
  domain_name: domains.name,
  vocational_activity_name: vocational_activities.name,
  actioned_by_name: fullName(actioners),
};

export interface PointRequestPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
}

/** The user's requests of a page, joined for the table. */
export function listPointRequestRows(
  db: Executor,
  instituteId: number,
  userId: number,
  page: PointRequestPage,
) {
  const query = db
    .select(rowColumns)
    .from(point_requests)
    .innerJoin(users, sameTenantRow(users, point_requests.user_id, point_requests.institute_id))
    .leftJoin(domains, sameTenantRow(domains, point_requests.domain_id, point_requests.institute_id))
    .leftJoin(
      vocational_activities,
      sameTenantRow(
        vocational_activities,
        point_requests.vocational_activity_id,
        point_requests.institute_id,
      ),
    )
    .leftJoin(actioners, sameTenantRow(actioners, point_requests.actioned_by_id, point_requests.institute_id))
    .where(and(eq(point_requests.institute_id, instituteId), eq(point_requests.user_id, userId), page.where))
    .orderBy(...page.orderBy, TIE_BREAK)
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
  return query;
}
export type PointRequestListRow = Awaited<ReturnType<typeof listPointRequestRows>>[number];

export async function countPointRequests(
  db: Executor,
  instituteId: number,
  userId: number,
  where: SQL | undefined,
) {
  const [row] = await db
    .select({ n: count() })
    .from(point_requests)
    .where(and(eq(point_requests.institute_id, instituteId), eq(point_requests.user_id, userId), where));
  return row!.n;
}

/** The list's condition for one row (the answer of an edit). */
export const requestIdIs = (id: number) => eq(point_requests.id, id);

/** The requests' owners, with their supervisors (who hear of new requests, with their delegates). */
export function findRequestUsers(db: Executor, instituteId: number, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      institute_id: users.institute_id,
      is_super_admin: users.is_super_admin,
      given_name: users.given_name,
      family_name: users.family_name,
      supervisor_id: users.supervisor_id,
    })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), inArray(users.id, userIds)));
}

/** The institute's active admins, with what the policies read of them (an `Actor`). */
export function findActiveInstituteAdmins(db: Executor, instituteId: number) {
  return db
    .select({
      id: users.id,
      institute_id: users.institute_id,
      email: users.email,
      given_name: users.given_name,
      is_super_admin: users.is_super_admin,
      is_institute_admin: users.is_institute_admin,
      is_supervisor: users.is_supervisor,
      is_facilitator: users.is_facilitator,
      is_educator: users.is_educator,
      is_guest: users.is_guest,
    })
    .from(users)
    .where(
      and(eq(users.institute_id, instituteId), eq(users.is_institute_admin, true), eq(users.active, true)),
    )
    .orderBy(users.id);
}

export function findInstituteName(db: Executor, instituteId: number) {
  return db
    .select({ name: institutes.name })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .then((rows) => rows[0]?.name ?? '');
}

const pendingOfSupervised = (instituteId: number, scope: UserScope, types: string[]) =>
  and(
    eq(point_requests.institute_id, instituteId),
    eq(point_requests.status, statusCode('pending')),
    userScopeCondition(scope),
    types.length ? inArray(point_requests.type, types as PointRequestRow['type'][]) : sql`false`,
  );

/**
 * The pending requests of a supervisor's educators, of the kinds given (those the supervisor may
 * decide), oldest first, and how many there are (the team console).
 */
export async function listPendingOfSupervised(
  db: Executor,
  instituteId: number,
  scope: UserScope,
  types: string[],
  limit: number,
) {
  const where = pendingOfSupervised(instituteId, scope, types);
  const joined = sameTenantRow(users, point_requests.user_id, point_requests.institute_id);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: point_requests.id,
        user_id: point_requests.user_id,
        user_full_name: userFullName(users),
        type: point_requests.type,
        activity_name: point_requests.activity_name,
        activity_date: point_requests.activity_date,
        points: point_requests.points,
      })
      .from(point_requests)
      .innerJoin(users, joined)
      .where(where)
      .orderBy(point_requests.created_at, point_requests.id)
      .limit(limit),
    db.select({ n: count() }).from(point_requests).innerJoin(users, joined).where(where),
  ]);
  return { count: total?.n ?? 0, items };
}

/** Whose requests these are (a bulk decision names requests by id alone). */
export async function findOwnersOf(db: Executor, instituteId: number, ids: number[]) {
  const rows = await db
    .select({ id: point_requests.id, user_id: point_requests.user_id })
    .from(point_requests)
    .where(and(eq(point_requests.institute_id, instituteId), inArray(point_requests.id, ids)));
  return new Map(rows.map((row) => [row.id, row.user_id]));
}
