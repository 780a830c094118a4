import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notification_logs, registrations, users } from '../../db/schema/index.js';

/** Who a program message reaches: the active registrants in the given states, by name. */
export function registrantsInStates(
  db: Executor,
  instituteId: number,
  programId: number,
  statuses: ('pending' | 'approved')[],
) {
  return db
    .select({
      id: users.id,
      email: users.email,
      given_name: users.given_name,
      family_name: users.family_name,
    })
    .from(registrations)
    .innerJoin(
      users,
      and(eq(users.institute_id, registrations.institute_id), eq(users.id, registrations.user_id)),
    )
    .where(
      and(
        eq(registrations.institute_id, instituteId),
        eq(registrations.program_id, programId),
        inArray(registrations.status, statuses),
        eq(users.active, true),
      ),
    )
    .orderBy(sql`lower(${users.family_name})`, users.id);
}

/** An active user of the institute with what an email needs (the program's facilitator). */
export async function activeUser(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      given_name: users.given_name,
      family_name: users.family_name,
    })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id), eq(users.active, true)));
  return row;
}

export async function insertNotificationLog(db: Executor, row: typeof notification_logs.$inferInsert) {
  await db.insert(notification_logs).values(row);
}
