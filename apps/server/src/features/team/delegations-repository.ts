import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { delegations, users } from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';
import { sameTenantRow } from '../../db/tenant-join.js';

/** Who a delegation names, as the rules read them. */
const personColumns = {
  id: users.id,
  full_name: userFullName(users),
  email: users.email,
  active: users.active,
  is_supervisor: users.is_supervisor,
  is_institute_admin: users.is_institute_admin,
};

/** A user of the institute (undefined: none there). */
export function findPerson(db: Executor, instituteId: number, id: number) {
  return db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id)))
    .then((rows) => rows[0]);
}

/** The supervisor's row, locked until the transaction ends: two delegations of theirs queue here. */
export function lockPerson(tx: Executor, instituteId: number, id: number) {
  return tx
    .select(personColumns)
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id)))
    .for('update', { of: users })
    .then((rows) => rows[0]);
}

/** Not ended, and sharing a day with `from`..`to` (dates, or SQL dates). */
const runningBetween = (from: string | SQL, to: string | SQL) => [
  isNull(delegations.ended_at),
  lte(delegations.starts_on, to),
  gte(delegations.ends_on, from),
];
const activeOn = (day: string | SQL) => runningBetween(day, day);

/** The supervisor's delegations still running or to come that share a day with the dates. */
export function findOverlapping(
  tx: Executor,
  instituteId: number,
  supervisorId: number,
  dates: { starts_on: string; ends_on: string },
) {
  return tx
    .select({ id: delegations.id })
    .from(delegations)
    .where(
      and(
        eq(delegations.institute_id, instituteId),
        eq(delegations.supervisor_id, supervisorId),
        ...runningBetween(dates.starts_on, dates.ends_on),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

export function insertDelegation(tx: Executor, row: typeof delegations.$inferInsert) {
  return tx
    .insert(delegations)
    .values(row)
    .returning({ id: delegations.id })
    .then((rows) => rows[0]!);
}

export function endDelegation(tx: Executor, instituteId: number, id: number, at: Date) {
  return tx
    .update(delegations)
    .set({ ended_at: at })
    .where(
      and(eq(delegations.institute_id, instituteId), eq(delegations.id, id), isNull(delegations.ended_at)),
    )
    .returning({ id: delegations.id })
    .then((rows) => rows.length > 0);
}

const supervisors = alias(users, 'supervisors');
const delegates = alias(users, 'delegates');

function selectDelegations(db: Executor) {
  return db
    .select({
      id: delegations.id,
      supervisor: { id: supervisors.id, full_name: userFullName(supervisors) },
      delegate: { id: delegates.id, full_name: userFullName(delegates) },
      starts_on: delegations.starts_on,
      ends_on: delegations.ends_on,
      ended_at: delegations.ended_at,
      created_at: delegations.created_at,
    })
    .from(delegations)
    .innerJoin(supervisors, sameTenantRow(supervisors, delegations.supervisor_id, delegations.institute_id))
    .innerJoin(delegates, sameTenantRow(delegates, delegations.delegate_id, delegations.institute_id));
}
export type DelegationView = Awaited<ReturnType<typeof findDelegation>> & {};

export function findDelegation(db: Executor, instituteId: number, id: number) {
  return selectDelegations(db)
    .where(and(eq(delegations.institute_id, instituteId), eq(delegations.id, id)))
    .then((rows) => rows[0]);
}

/** The delegation's row, locked (ending it twice at once ends it once). */
export function lockDelegation(tx: Executor, instituteId: number, id: number) {
  return tx
    .select({ id: delegations.id, supervisor_id: delegations.supervisor_id })
    .from(delegations)
    .where(and(eq(delegations.institute_id, instituteId), eq(delegations.id, id)))
    .for('update')
    .then((rows) => rows[0]);
}

/** The shown history: the supervisor's delegations to come or running first, then the latest ended. */
export function listDelegationsOf(db: Executor, instituteId: number, supervisorId: number, limit: number) {
  return selectDelegations(db)
    .where(and(eq(delegations.institute_id, instituteId), eq(delegations.supervisor_id, supervisorId)))
    .orderBy(sql`${delegations.ended_at} is not null`, desc(delegations.ends_on), desc(delegations.id))
    .limit(limit);
}

/** The delegations that name `delegateId` on `onDate`. */
export function listActiveFor(db: Executor, instituteId: number, delegateId: number, onDate: string) {
  return selectDelegations(db)
    .where(
      and(
        eq(delegations.institute_id, instituteId),
        eq(delegations.delegate_id, delegateId),
        ...activeOn(onDate),
      ),
    )
    .orderBy(asc(delegations.ends_on), asc(delegations.id));
}

/** Who may be named: the institute's active supervisors and admins, but the supervisor. */
export function listEligibleDelegates(db: Executor, instituteId: number, supervisorId: number) {
  return db
    .select({ id: users.id, full_name: userFullName(users) })
    .from(users)
    .where(
      and(
        eq(users.institute_id, instituteId),
        eq(users.active, true),
        or(eq(users.is_supervisor, true), eq(users.is_institute_admin, true)),
        ne(users.id, supervisorId),
      ),
    )
    .orderBy(asc(users.family_name), asc(users.given_name), asc(users.id));
}

/** A date in SQL: `onDate`, or today in the institute's time zone. */
const dayOf = (instituteId: number, onDate: string | undefined) =>
  onDate ?? sql`(now() at time zone (select timezone from institutes where id = ${instituteId}))::date`;

/** The supervisor and the delegates acting for them on the day: `active` and able to act. */
export function listApproversOf(
  db: Executor,
  instituteId: number,
  supervisorId: number,
  onDate: string | undefined,
) {
  const day = dayOf(instituteId, onDate);
  const delegated = db
    .select({ id: delegations.delegate_id })
    .from(delegations)
    .where(
      and(
        eq(delegations.institute_id, instituteId),
        eq(delegations.supervisor_id, supervisorId),
        ...activeOn(day),
      ),
    );
  return db
    .select({
      id: users.id,
      email: users.email,
      given_name: users.given_name,
      family_name: users.family_name,
      full_name: userFullName(users),
      active: users.active,
      // What the policies read of them (an `Actor`): who may decide what they are emailed about.
      institute_id: users.institute_id,
      is_super_admin: users.is_super_admin,
      is_institute_admin: users.is_institute_admin,
      is_supervisor: users.is_supervisor,
      is_facilitator: users.is_facilitator,
      is_educator: users.is_educator,
      is_guest: users.is_guest,
    })
    .from(users)
    .where(
      and(
        eq(users.institute_id, instituteId),
        or(
          eq(users.id, supervisorId),
          and(
            eq(users.active, true),
            or(eq(users.is_supervisor, true), eq(users.is_institute_admin, true)),
            inArray(users.id, delegated),
          ),
        ),
      ),
    )
    .orderBy(sql`${users.id} <> ${supervisorId}`, asc(users.id));
}
