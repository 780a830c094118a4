import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

/** The user an SSO provider's person (issuer + sub) is linked to in this institute, if any. */
export function findUserBySsoSubject(
  db: Executor,
  instituteId: number,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(
      and(eq(users.institute_id, instituteId), eq(users.sso_issuer, issuer), eq(users.sso_subject, subject)),
    )
    .then((rows) => rows[0]);
}

export function linkSsoSubject(
  db: Executor,
  user: Pick<UserRow, 'institute_id' | 'id'>,
  link: { issuer: string; subject: string },
) {
  return db
    .update(users)
    .set({ sso_issuer: link.issuer, sso_subject: link.subject, updated_at: new Date() })
    .where(and(eq(users.institute_id, user.institute_id), eq(users.id, user.id)));
}

const domainOf = sql`split_part(lower(${users.email}), '@', 2)`;

/**
 * Who has addresses of an email domain (lower case), for deciding which institute it belongs to:
 * whether users of any other institute have it, and how many of this institute's active users do,
 * out of how many. Super admins are left out: they are the platform's staff, not the institute's,
 * and never sign in through SSO.
 */
export async function countEmailDomainUsers(db: Executor, instituteId: number, domain: string) {
  const [elsewhere] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.institute_id, instituteId), eq(users.is_super_admin, false), eq(domainOf, domain)))
    .limit(1);
  const [here] = await db
    .select({ active: count(), onDomain: count(sql`case when ${domainOf} = ${domain} then 1 end`) })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.active, true), eq(users.is_super_admin, false)));
  return {
    isUsedElsewhere: elsewhere !== undefined,
    active: here?.active ?? 0,
    onDomain: here?.onDomain ?? 0,
  };
}
