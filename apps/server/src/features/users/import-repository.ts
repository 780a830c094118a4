import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { allocateIds, bulkInsert, bulkUpdate } from '../../db/bulk-writes.js';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { ExistingUser, ImportedUserUpdate, NewImportedUser } from './import-plan.js';
import { sqlArray } from '../../db/sql-rows.js';

/** Every user of the institute that has an employee number: what the import matches rows against. */
export function loadUsersByIdentifier(db: Executor, instituteId: number): Promise<ExistingUser[]> {
  return db
    .select({
      id: users.id,
      unique_identifier: sql<string>`${users.unique_identifier}`,
      email: users.email,
      given_name: users.given_name,
      family_name: users.family_name,
      department_id: users.department_id,
      employment_type_id: users.employment_type_id,
      custom_1: users.custom_1,
      custom_2: users.custom_2,
      active: users.active,
      is_supervisor: users.is_supervisor,
      is_super_admin: users.is_super_admin,
    })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), isNotNull(users.unique_identifier)));
}

/** Who holds each of these (lower-cased) emails, in any institute. */
export function findEmailOwners(db: Executor, emails: string[]) {
  if (!emails.length) return Promise.resolve([]);
  return db
    .select({ email: sql<string>`lower(${users.email})`, institute_id: users.institute_id, id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, sql`(select unnest(${sqlArray(emails, 'text')}))`));
}

/** Ids for the new users, taken first so that supervisors created by the same file can be referenced. */
export const allocateUserIds = (tx: Executor, count: number) => allocateIds(tx, 'users', count);

export type NewUserWithIds = Omit<NewImportedUser, 'supervisor_identifier'> & {
  id: number;
  supervisor_id: number | null;
};

export function insertImportedUsers(tx: Executor, instituteId: number, rows: NewUserWithIds[]) {
  const column = <K extends keyof NewUserWithIds>(key: K) => rows.map((row) => row[key]);
  return bulkInsert(
    tx,
    'users',
    {
      institute_id: { type: 'int', values: rows.map(() => instituteId) },
      id: { type: 'int', values: column('id') },
      unique_identifier: { type: 'text', values: column('unique_identifier') },
      given_name: { type: 'text', values: column('given_name') },
      family_name: { type: 'text', values: column('family_name') },
      email: { type: 'text', values: column('email') },
      department_id: { type: 'int', values: column('department_id') },
      employment_type_id: { type: 'int', values: column('employment_type_id') },
      supervisor_id: { type: 'int', values: column('supervisor_id') },
      custom_1: { type: 'text', values: column('custom_1') },
      custom_2: { type: 'text', values: column('custom_2') },
      active: { type: 'boolean', values: column('active') },
      is_educator: { type: 'boolean', values: column('is_educator') },
      is_supervisor: { type: 'boolean', values: column('is_supervisor') },
      is_facilitator: { type: 'boolean', values: column('is_facilitator') },
      is_institute_admin: { type: 'boolean', values: column('is_institute_admin') },
      is_guest: { type: 'boolean', values: column('is_guest') },
    },
    { overridingSystemValue: true },
  );
}

/** Names, email, department, employment type, custom fields and activation of existing users. */
export function applyImportedUpdates(tx: Executor, instituteId: number, rows: ImportedUserUpdate[]) {
  const column = <K extends keyof ImportedUserUpdate>(key: K) => rows.map((row) => row[key]);
  return bulkUpdate(tx, 'users', instituteId, {
    id: { type: 'int', values: column('id') },
    given_name: { type: 'text', values: column('given_name') },
    family_name: { type: 'text', values: column('family_name') },
    email: { type: 'text', values: column('email') },
    department_id: { type: 'int', values: column('department_id') },
    employment_type_id: { type: 'int', values: column('employment_type_id') },
    custom_1: { type: 'text', values: column('custom_1') },
    custom_2: { type: 'text', values: column('custom_2') },
    active: { type: 'boolean', values: column('active') },
  });
}
