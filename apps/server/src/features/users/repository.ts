import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .then((rows) => rows[0]);
}

/** Sets some of a user's role flags (SSO role mapping, features/auth/sso-roles.ts). */
export function updateUserRoles(
  db: Executor,
  user: Pick<UserRow, 'institute_id' | 'id'>,
  roles: Partial<Pick<UserRow, 'is_institute_admin' | 'is_supervisor' | 'is_facilitator' | 'is_educator'>>,
) {
  return db
    .update(users)
    .set({ ...roles, updated_at: new Date() })
    .where(and(eq(users.institute_id, user.institute_id), eq(users.id, user.id)));
}

export function updateUserPassword(db: Executor, instituteId: number, id: number, passwordHash: string) {
  return db
    .update(users)
    .set({ password_hash: passwordHash, password_changed_at: new Date() })
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id)));
}

export function recordSignIn(db: Executor, user: Pick<UserRow, 'institute_id' | 'id'>) {
  return db
    .update(users)
    .set({ last_sign_in_at: new Date() })
    .where(and(eq(users.institute_id, user.institute_id), eq(users.id, user.id)));
}

export async function insertUser(db: Executor, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
}

export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'institute_id' | 'id' | 'created_at'>>;

export function updateUser(db: Executor, instituteId: number, id: number, changes: UserChanges) {
  return db
    .update(users)
    .set(changes)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id)))
    .returning()
    .then((rows) => rows[0]);
}

/** Another user (in any institute: sign-in is by email) who has this email, if any. */
export async function findOtherEmailOwner(
  db: Executor,
  email: string,
  exceptId?: { institute_id: number; id: number },
): Promise<{ institute_id: number; id: number } | undefined> {
  const rows = await db
    .select({ institute_id: users.institute_id, id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.find(
    (row) => !exceptId || row.institute_id !== exceptId.institute_id || row.id !== exceptId.id,
  );
}

/** Whether another user of the institute has this employee number. */
export async function isIdentifierTaken(
  db: Executor,
  instituteId: number,
  identifier: string,
  exceptId?: number,
) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.unique_identifier, identifier)));
  return rows.some((row) => row.id !== exceptId);
}

export function findUser(db: Executor, instituteId: number, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id)))
    .then((rows) => rows[0]);
}
