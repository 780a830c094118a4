import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import {
  departments,
  divisions,
  employment_types,
  institutes,
  users,
  type UserRow,
} from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { sessionCookie } from './app.js';

export const TEST_PASSWORD = 'Correct-Horse-42-Battery';
let cachedHash: Promise<string> | undefined;
let sequence = 0;
const next = () => ++sequence;

export async function createInstitute(db: Database, overrides: Partial<typeof institutes.$inferInsert> = {}) {
  const [row] = await db
    .insert(institutes)
    .values({ name: `Institute ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function createUser(
  db: Database,
  instituteId: number,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...rest } = overrides;
  const n = next();
  const passwordHash = password
    ? await hashPassword(password)
    : await (cachedHash ??= hashPassword(TEST_PASSWORD));
  const [row] = await db
    .insert(users)
    .values({
      institute_id: instituteId,
      email: `user${n}@example.test`,
      given_name: `Given${n}`,
      family_name: `Family${n}`,
      unique_identifier: `U${n}`,
      password_hash: passwordHash,
      ...rest,
    })
    .returning();
  return row!;
}

export async function createDivisionWithDepartments(
  db: Database,
  instituteId: number,
  name: string,
  codes: string[],
) {
  const [division] = await db.insert(divisions).values({ institute_id: instituteId, name }).returning();
  const rows = await db
    .insert(departments)
    .values(
      codes.map((code) => ({
        institute_id: instituteId,
        division_id: division!.id,
        code,
        name: `${code} department`,
      })),
    )
    .returning();
  return { division: division!, departments: rows };
}

export async function createEmploymentType(db: Database, instituteId: number, name: string) {
  const [row] = await db.insert(employment_types).values({ institute_id: instituteId, name }).returning();
  return row!;
}

/** Signs a user in without the form (the sign-in page has its own tests): answers the Cookie header. */
export async function loginAs(app: FastifyInstance, user: UserRow): Promise<string> {
  const token = await app.deps.sessions.start(user, { ip: '127.0.0.1' });
  return sessionCookie(token);
}
