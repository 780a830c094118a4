import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { institutes, type InstituteRow } from '../../db/schema/index.js';

// Prepared: `/me` and every institute-scoped request read the current institute (docs/performance.md).
const instituteById = preparedStatement((db) =>
  db
    .select()
    .from(institutes)
    .where(eq(institutes.id, sql.placeholder('id')))
    .prepare('institute_by_id'),
);

export function findInstituteById(db: Executor, id: number): Promise<InstituteRow | undefined> {
  return instituteById(db)
    .execute({ id })
    .then((rows) => rows[0]);
}

export async function findFirstInstitute(db: Executor): Promise<InstituteRow | undefined> {
  const [first] = await db.select().from(institutes).orderBy(asc(institutes.id)).limit(1);
  return first;
}

export function listInstituteNames(db: Executor) {
  return db
    .select({ id: institutes.id, name: institutes.name })
    .from(institutes)
    .orderBy(asc(institutes.name));
}

export async function insertInstitute(
  db: Executor,
  row: typeof institutes.$inferInsert,
): Promise<InstituteRow> {
  const [inserted] = await db.insert(institutes).values(row).returning();
  return inserted!;
}

export function findInstituteByName(db: Executor, name: string): Promise<InstituteRow | undefined> {
  return db
    .select()
    .from(institutes)
    .where(eq(sql`lower(${institutes.name})`, name.trim().toLowerCase()))
    .then((rows) => rows[0]);
}

export async function updateInstituteFields(
  db: Executor,
  id: number,
  changes: Partial<typeof institutes.$inferInsert>,
): Promise<InstituteRow | undefined> {
  if (Object.keys(changes).length === 0) return findInstituteById(db, id);
  const [row] = await db.update(institutes).set(changes).where(eq(institutes.id, id)).returning();
  return row;
}

/** The institute whose SSO email domain this is (stored in lower case, unique). */
export function findInstituteBySsoDomain(db: Executor, domain: string): Promise<InstituteRow | undefined> {
  return db
    .select()
    .from(institutes)
    .where(eq(sql`lower(${institutes.sso_domain_name})`, domain.toLowerCase()))
    .then((rows) => rows[0]);
}
