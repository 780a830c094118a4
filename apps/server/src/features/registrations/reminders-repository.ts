import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { approversOfPending } from '../../db/reminder-recipients.js';

/**
 * The approvers of the institute's pending registrations (registrations policies): each active admin
 * with every pending one, each active supervisor with their own educators', and how many.
 */
export function approversWithPendingRegistrations(db: Executor, instituteId: number) {
  return approversOfPending(
    db,
    instituteId,
    sql`select r.user_id, true as supervisor_decides
      from registrations r where r.institute_id = ${instituteId} and r.status = 'pending'`,
  );
}
