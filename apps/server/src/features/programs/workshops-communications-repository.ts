import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

export type Phase = 'pre' | 'post';

export interface CommunicationWorkshop {
  id: number;
  name: string | null;
  program_id: number;
  program_name: string;
  /** The workshop's start (pre) or end (post) date and time on the institute's clock. */
  local_date: string;
  local_time: string;
  days: number;
  subject: string;
  message: string;
}

/**
 * The institute's workshops (in published programs) with the phase's communication on, a subject and a
 * message, whose start (pre) or end (post) date on the institute's clock is near enough `day` for
 * their `send_days_before|after` business days to land on it: the caller keeps the exact ones.
 * N business days span at most 2N + 7 calendar days.
 */
export async function workshopsWithCommunication(
  db: Executor,
  instituteId: number,
  timeZone: string,
  day: string,
  phase: Phase,
): Promise<CommunicationWorkshop[]> {
  const pre = phase === 'pre';
  const at = pre ? sql`w.start_time` : sql`w.end_time`;
  const local = sql`(${at} at time zone ${timeZone})`;
  const days = pre
    ? sql`w.pre_workshop_communication_send_days_before`
    : sql`w.post_workshop_communication_send_days_after`;
  const window = pre
    ? sql`${local}::date > ${day}::date and ${local}::date <= ${day}::date + (2 * ${days} + 7)`
    : sql`${local}::date < ${day}::date and ${local}::date >= ${day}::date - (2 * ${days} + 7)`;
  const [enabled, subject, message] = pre
    ? [
        sql`w.pre_workshop_communication_enabled`,
        sql`w.pre_workshop_communication_subject`,
        sql`w.pre_workshop_communication_message`,
      ]
    : [
        sql`w.post_workshop_communication_enabled`,
        sql`w.post_workshop_communication_subject`,
        sql`w.post_workshop_communication_message`,
      ];
  return rowsOf<CommunicationWorkshop>(
    await db.execute(sql`
      select w.id, w.name, p.id as program_id, p.name as program_name,
        to_char(${local}, 'YYYY-MM-DD') as local_date, to_char(${local}, 'HH24:MI') as local_time,
        ${days} as days, ${subject} as subject, ${message} as message
      from workshops w
      join programs p on p.institute_id = w.institute_id and p.id = w.program_id and p.published
      where w.institute_id = ${instituteId} and ${enabled}
        and coalesce(trim(${subject}), '') <> '' and coalesce(trim(${message}), '') <> ''
        and ${window}
      order by w.id`),
  );
}

export interface WorkshopRegistrant {
  workshop_id: number;
  id: number;
  email: string;
  given_name: string;
  family_name: string;
}

/** The active, approved registrants of the workshops' programs, one row per workshop and person. */
export async function registrantsOfWorkshops(db: Executor, instituteId: number, workshopIds: number[]) {
  if (!workshopIds.length) return [];
  return rowsOf<WorkshopRegistrant>(
    await db.execute(sql`
      select w.id as workshop_id, u.id, u.email, u.given_name, u.family_name
      from workshops w
      join registrations r on r.institute_id = w.institute_id and r.program_id = w.program_id
        and r.status = 'approved'
      join users u on u.institute_id = r.institute_id and u.id = r.user_id and u.active
      where w.institute_id = ${instituteId} and w.id = any(${sqlArray(workshopIds, 'int')})
      order by w.id, u.id`),
  );
}
