import { and, count, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TVcmStatus } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { employment_types, institutes, users, vcms } from '../../db/schema/index.js';
import { sqlArray } from '../../db/sql-rows.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import type { VcmScope } from './policies.js';

export type VcmRow = typeof vcms.$inferSelect;
export type NewVcmRow = typeof vcms.$inferInsert;

const owners = alias(users, 'owners');
const approvers = alias(users, 'approvers');
const fullName = (table: { given_name: SQLWrapper; family_name: SQLWrapper }) =>
  sql<string>`${table.given_name} || ' ' || ${table.family_name}`;

/** The institute's VCM settings (part 1 §3). */
export function findVcmSettings(db: Executor, instituteId: number) {
  return db
    .select({
      institute_id: institutes.id,
      vcm_enabled: institutes.vcm_enabled,
      valid_month_count: institutes.vocational_currency_valid_month_count,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .then((rows) => rows[0]);
}

/** The VCM's row locked until the transaction ends: two reviewers acting at once queue here. */
export function lockVcm(tx: Executor, instituteId: number, id: number) {
  return tx
    .select()
    .from(vcms)
    .where(and(eq(vcms.institute_id, instituteId), eq(vcms.id, id)))
    .for('update')
    .then((rows) => rows[0]);
}

const viewColumns = {
  vcm: vcms,
  owner_full_name: fullName(owners),
  owner_unique_identifier: owners.unique_identifier,
  owner_supervisor_id: owners.supervisor_id,
  approver_full_name: fullName(approvers),
};

/** VCMs with their owner's and approver's names (add the where): one row per VCM, as `findVcmView`. */
export function viewQuery(db: Executor) {
  return (
    db
      .select(viewColumns)
      .from(vcms)
      .innerJoin(owners, sameTenantRow(owners, vcms.owner_user_id, vcms.institute_id))
      // The approver may be a super admin of another institute (one who approved it): by id alone.
      .leftJoin(approvers, eq(approvers.id, vcms.approver_user_id))
      .$dynamic()
  );
}
export type VcmView = Awaited<ReturnType<typeof findVcmView>> & object;

export function findVcmView(db: Executor, instituteId: number, id: number) {
  return viewQuery(db)
    .where(and(eq(vcms.institute_id, instituteId), eq(vcms.id, id)))
    .then((rows) => rows[0]);
}

function scopeCondition(scope: VcmScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const ids = sqlArray(scope.userIds, 'int');
  return or(sql`${vcms.approver_user_id} = any(${ids})`, sql`${owners.supervisor_id} = any(${ids})`);
}

const field = (expression: SQLWrapper, type: ListField['type']): ListField => ({ expression, type });

/** Manage VCMs: the allow-listed filters and sorts; latest change first. */
export const vcmListResource: ListResource = {
  name: 'vcms',
  fields: {
    status: field(vcms.status, 'text'),
    year: field(vcms.year, 'number'),
    revision: field(vcms.revision, 'number'),
    owner_user_id: field(vcms.owner_user_id, 'number'),
    approver_user_id: field(vcms.approver_user_id, 'number'),
    owner_full_name: { ...field(fullName(owners), 'text'), lowered: owners.full_name_search },
    approver_full_name: field(fullName(approvers), 'text'),
    created_at: field(vcms.created_at, 'date'),
    updated_at: field(vcms.updated_at, 'date'),
    approved_at: field(vcms.approved_at, 'date'),
  },
  defaultSort: [desc(vcms.updated_at)],
};

export interface VcmPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
}

export function listVcmRows(db: Executor, instituteId: number, scope: VcmScope, page: VcmPage) {
  const query = viewQuery(db)
    .where(and(eq(vcms.institute_id, instituteId), scopeCondition(scope), page.where))
    .orderBy(...page.orderBy, desc(vcms.id));
  if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
  return query;
}

export async function countVcms(db: Executor, instituteId: number, scope: VcmScope, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(vcms)
    .innerJoin(owners, sameTenantRow(owners, vcms.owner_user_id, vcms.institute_id))
    .leftJoin(approvers, eq(approvers.id, vcms.approver_user_id))
    .where(and(eq(vcms.institute_id, instituteId), scopeCondition(scope), where));
  return row!.n;
}

/** The badge: VCMs in review that these users approve (part 2 §7 `vcms/check`). */
export async function countInReviewFor(db: Executor, instituteId: number, userIds: readonly number[]) {
  const [row] = await db
    .select({ n: count() })
    .from(vcms)
    .where(
      and(
        eq(vcms.institute_id, instituteId),
        eq(vcms.status, 'in_review'),
        inArray(vcms.approver_user_id, [...userIds]),
      ),
    );
  return row!.n;
}

/** The user's latest approved revision (the latest year first). */
export function findLastApprovedView(db: Executor, instituteId: number, userId: number) {
  return viewQuery(db)
    .where(
      and(eq(vcms.institute_id, instituteId), eq(vcms.owner_user_id, userId), eq(vcms.status, 'approved')),
    )
    .orderBy(desc(vcms.year), desc(vcms.revision))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function updateVcm(tx: Executor, instituteId: number, id: number, changes: Partial<NewVcmRow>) {
  await tx
    .update(vcms)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(vcms.institute_id, instituteId), eq(vcms.id, id)));
}

/** Closes the owner's other approved revisions of the year (a later one was approved); their ids. */
export async function closeOtherApproved(tx: Executor, vcm: VcmRow) {
  const rows = await tx
    .update(vcms)
    .set({ status: 'closed' satisfies TVcmStatus, updated_at: new Date() })
    .where(
      and(
        eq(vcms.institute_id, vcm.institute_id),
        eq(vcms.owner_user_id, vcm.owner_user_id),
        eq(vcms.year, vcm.year),
        eq(vcms.status, 'approved'),
        ne(vcms.id, vcm.id),
      ),
    )
    .returning({ id: vcms.id });
  return rows.map((r) => r.id);
}

export async function insertVcm(tx: Executor, row: NewVcmRow) {
  const [inserted] = await tx.insert(vcms).values(row).returning();
  return inserted!;
}

/**
 * The owner's revisions of a year, newest first, locked (a second create waits for the first). A
 * first revision has no row to lock yet, so creates of the owner's year also queue on an advisory lock.
 */
export async function lockRevisions(tx: Executor, instituteId: number, ownerId: number, year: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vcms:${instituteId}:${year}`}), ${ownerId})`);
  return tx
    .select()
    .from(vcms)
    .where(and(eq(vcms.institute_id, instituteId), eq(vcms.owner_user_id, ownerId), eq(vcms.year, year)))
    .orderBy(desc(vcms.revision))
    .for('update');
}

/** The owner's latest approved revision of any year up to `year` (the answers to copy forward). */
export function findLastApproved(tx: Executor, instituteId: number, ownerId: number, year: number) {
  return tx
    .select()
    .from(vcms)
    .where(
      and(
        eq(vcms.institute_id, instituteId),
        eq(vcms.owner_user_id, ownerId),
        inArray(vcms.status, ['approved', 'closed']),
        sql`${vcms.year} <= ${year}`,
        sql`${vcms.approved_at} is not null`,
      ),
    )
    .orderBy(desc(vcms.approved_at), desc(vcms.id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** A user of the institute as delegation and creation read them. */
export function findUser(db: Executor, instituteId: number, userId: number) {
  return db
    .select({
      id: users.id,
      institute_id: users.institute_id,
      active: users.active,
      is_supervisor: users.is_supervisor,
      is_institute_admin: users.is_institute_admin,
      is_super_admin: users.is_super_admin,
      is_educator: users.is_educator,
      supervisor_id: users.supervisor_id,
      employment_type_vcm_enabled: employment_types.vcm_enabled,
      full_name: fullName(users),
    })
    .from(users)
    .leftJoin(employment_types, sameTenantRow(employment_types, users.employment_type_id, users.institute_id))
    .where(and(eq(users.institute_id, instituteId), eq(users.id, userId)))
    .then((rows) => rows[0]);
}

/** Whether the user approves one of the owner's VCMs (a reviewer reads the owner's work experiences). */
export async function ownerHasVcmApprovedBy(
  db: Executor,
  instituteId: number,
  ownerId: number,
  userId: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(vcms)
    .where(
      and(
        eq(vcms.institute_id, instituteId),
        eq(vcms.owner_user_id, ownerId),
        eq(vcms.approver_user_id, userId),
      ),
    );
  return row!.n > 0;
}
