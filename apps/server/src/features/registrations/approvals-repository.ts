import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { institutes, programs, registrations, users } from '../../db/schema/index.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import { userScopeCondition, type UserScope } from '../../db/user-scope.js';
import { sameTenantRow } from '../../db/tenant-join.js';

/**
 * The approval queue's reads and decisions (part 2 §2 "Registrations submitted for approval"). Every
 * read starts from the institute's registrations (index institute_id, status, created_at) and joins
 * the registrant, the program, the registrant's supervisor and the institute (for its time zone) once.
 */

const supervisors = alias(users, 'supervisors');

const fullName = (table: { given_name: SQLWrapper; family_name: SQLWrapper }) =>
  sql<string>`${table.given_name} || ' ' || ${table.family_name}`;
/** The registration's date in the institute's time zone. */
const createdOn = sql`(${registrations.created_at} at time zone ${institutes.timezone})::date`;

const text = (expression: ListField['expression']): ListField => ({ expression, type: 'text' });
const id = (expression: ListField['expression']): ListField => ({
  expression,
  type: 'number',
  sortable: false,
});

/** The queue's allow-listed filters and sorts (contract registrations/approvals.ts). */
export const approvalListResource: ListResource = {
  name: 'registrations',
  fields: {
    status: { ...text(registrations.status), sortable: false },
    program_id: id(registrations.program_id),
    program_name: text(programs.name),
    program_type: { ...text(programs.program_type), sortable: false },
    program_start_date: { expression: programs.start_date, type: 'date' },
    user_name: text(fullName(users)),
    user_family_name: text(users.family_name),
    supervisor_id: id(users.supervisor_id),
    supervisor_name: text(fullName(supervisors)),
    created_at: { expression: createdOn, type: 'date' },
  },
  // Part 2 §9: registrations by user_family_name.
  defaultSort: [asc(users.family_name), asc(users.given_name)],
};
/** After any sort, so that pages never overlap. */
export const TIE_BREAK = asc(registrations.id);

export interface ApprovalPage {
  where: SQL | undefined;
  scope: UserScope;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** The queue's joins: the institute (its time zone), the registrant, the program, the supervisor. */
function queueJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(institutes, eq(institutes.id, registrations.institute_id))
    .innerJoin(users, sameTenantRow(users, registrations.user_id, registrations.institute_id))
    .innerJoin(programs, sameTenantRow(programs, registrations.program_id, registrations.institute_id))
    .leftJoin(supervisors, sameTenantRow(supervisors, users.supervisor_id, users.institute_id));
}

const ofInstitute = (instituteId: number, page: Pick<ApprovalPage, 'where' | 'scope'>) =>
  and(eq(registrations.institute_id, instituteId), page.where, userScopeCondition(page.scope));

/** One page of the queue, each row with the total of rows matching (one statement). */
export function listApprovals(db: Executor, instituteId: number, page: ApprovalPage) {
  return queueJoins(
    db
      .select({
        id: registrations.id,
        program_id: registrations.program_id,
        user_id: registrations.user_id,
        status: registrations.status,
        created_at: registrations.created_at,
        program_name: programs.name,
        program_type: programs.program_type,
        program_start_date: programs.start_date,
        user_name: fullName(users),
        user_family_name: users.family_name,
        supervisor_id: users.supervisor_id,
        supervisor_name: sql<string | null>`${fullName(supervisors)}`,
        rejection_reason: registrations.rejection_reason,
        actioned_at: registrations.actioned_at,
        // Asked for the page's rows only (PostgreSQL evaluates a subquery column after the sort and limit).
        actioned_by_name: sql<string | null>`(select a.given_name || ' ' || a.family_name from ${users} a
        where a.institute_id = ${registrations.institute_id} and a.id = ${registrations.actioned_by_id})`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(registrations)
      .$dynamic(),
  )
    .where(ofInstitute(instituteId, page))
    .orderBy(...page.orderBy, TIE_BREAK)
    .limit(page.limit)
    .offset(page.offset);
}
export type ApprovalRow = Awaited<ReturnType<typeof listApprovals>>[number];

/** The rows matching (for a page past the end, where no row carries the total). */
export async function countApprovals(
  db: Executor,
  instituteId: number,
  page: Pick<ApprovalPage, 'where' | 'scope'>,
) {
  const [row] = await queueJoins(db.select({ n: count() }).from(registrations).$dynamic()).where(
    ofInstitute(instituteId, page),
  );
  return row?.n ?? 0;
}

/** The pending registrations the scope reaches: the shell's badge (part 1 §7 `profiles/check`). */
export async function countPending(db: Executor, instituteId: number, scope: UserScope) {
  if (scope.kind === 'none') return 0;
  const pending = and(eq(registrations.institute_id, instituteId), eq(registrations.status, 'pending'));
  // The whole institute's count needs no registrant: the join is only for a narrower scope.
  const query =
    scope.kind === 'institute'
      ? db.select({ n: count() }).from(registrations).where(pending)
      : db
          .select({ n: count() })
          .from(registrations)
          .innerJoin(users, sameTenantRow(users, registrations.user_id, registrations.institute_id))
          .where(and(pending, userScopeCondition(scope)));
  const [row] = await query;
  return row?.n ?? 0;
}

/** A registration with what deciding it reads: its state, its registrant and its program's name. */
export async function findForDecision(db: Executor, instituteId: number, registrationId: number) {
  const [row] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      program_id: registrations.program_id,
      user_id: registrations.user_id,
      user_supervisor_id: users.supervisor_id,
      user_email: users.email,
      user_given_name: users.given_name,
      user_active: users.active,
      program_name: programs.name,
      institute_name: institutes.name,
    })
    .from(registrations)
    .innerJoin(institutes, eq(institutes.id, registrations.institute_id))
    .innerJoin(users, sameTenantRow(users, registrations.user_id, registrations.institute_id))
    .innerJoin(programs, sameTenantRow(programs, registrations.program_id, registrations.institute_id))
    .where(and(eq(registrations.institute_id, instituteId), eq(registrations.id, registrationId)));
  return row;
}
export type DecisionRow = NonNullable<Awaited<ReturnType<typeof findForDecision>>>;

/**
 * The program's attendee limit and its approved registrations, with the program row locked FOR
 * UPDATE: registering locks it too, so the places counted here hold until this transaction ends.
 */
export async function lockedPlaces(tx: Executor, instituteId: number, programId: number) {
  const [program] = await tx
    .select({ attendee_limit: programs.attendee_limit })
    .from(programs)
    .where(and(eq(programs.institute_id, instituteId), eq(programs.id, programId)))
    .for('update');
  const [approved] = await tx
    .select({ n: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        eq(registrations.program_id, programId),
        eq(registrations.status, 'approved'),
      ),
    );
  return { limit: program?.attendee_limit ?? null, approved: approved?.n ?? 0 };
}

export type Decision = { status: 'approved' } | { status: 'incomplete'; rejection_reason: string };

/**
 * Decides a registration only while it is pending, in one statement: of two deciders at once, the
 * second finds no pending row and changes nothing. Answers whether this call decided it.
 */
export async function decidePending(
  tx: Executor,
  instituteId: number,
  registrationId: number,
  decision: Decision,
  actorId: number,
): Promise<boolean> {
  const rows = await tx
    .update(registrations)
    .set({ ...decision, actioned_by_id: actorId, actioned_at: new Date() })
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        eq(registrations.id, registrationId),
        eq(registrations.status, 'pending'),
      ),
    )
    .returning({ id: registrations.id });
  return rows.length > 0;
}

const month = sql<string>`to_char(${registrations.created_at} at time zone ${institutes.timezone}, 'YYYY-MM')`;

/**
 * The statistics' figures in one grouped pass: the whole period, each month (yyyy-MM in the
 * institute's time zone) and each program type. `grouping()` tells the three sets apart.
 */
export async function statisticsFigures(
  db: Executor,
  instituteId: number,
  page: Pick<ApprovalPage, 'where' | 'scope'>,
) {
  return queueJoins(
    db
      .select({
        month: sql<string | null>`${month}`,
        program_type: programs.program_type,
        by_month: sql<boolean>`grouping(${month}) = 0`,
        by_type: sql<boolean>`grouping(${programs.program_type}) = 0`,
        registrations: sql<number>`count(*)::int`,
        unique_registrants: sql<number>`count(distinct ${registrations.user_id})::int`,
        unique_completions: sql<number>`(count(distinct ${registrations.user_id}) filter (where ${registrations.completed}))::int`,
      })
      .from(registrations)
      .$dynamic(),
  )
    .where(ofInstitute(instituteId, page))
    .groupBy(sql`grouping sets ((), (${month}), (${programs.program_type}))`);
}
export type FigureRow = Awaited<ReturnType<typeof statisticsFigures>>[number];

/** The registrant's supervisor when active and still a supervisor: who is asked to approve. */
export async function findActiveSupervisorOf(db: Executor, instituteId: number, userId: number) {
  const [row] = await db
    .select({ id: supervisors.id, email: supervisors.email, given_name: supervisors.given_name })
    .from(users)
    .innerJoin(supervisors, sameTenantRow(supervisors, users.supervisor_id, users.institute_id))
    .where(
      and(
        eq(users.institute_id, instituteId),
        eq(users.id, userId),
        eq(supervisors.active, true),
        eq(supervisors.is_supervisor, true),
      ),
    );
  return row;
}
