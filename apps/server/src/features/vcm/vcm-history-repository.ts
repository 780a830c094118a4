import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { users, vcm_history_logs } from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';

// A VCM's history lines: vcm-history.ts writes them; `GET vcms/{id}/history_logs` and My VCM read them.

export type NewHistoryLog = typeof vcm_history_logs.$inferInsert;

export async function insertHistoryLogs(tx: Executor, rows: NewHistoryLog[]) {
  if (rows.length) await tx.insert(vcm_history_logs).values(rows);
}

const historyUsers = alias(users, 'history_users');

/** A VCM's history lines; `educatorVisibleOnly`: the lines its educator sees (My VCM). */
const historyWhere = (instituteId: number, vcmId: number, educatorVisibleOnly: boolean) =>
  and(
    eq(vcm_history_logs.institute_id, instituteId),
    eq(vcm_history_logs.vcm_id, vcmId),
    educatorVisibleOnly ? eq(vcm_history_logs.educator_visible, true) : undefined,
  );

export function listHistoryLogs(
  db: Executor,
  instituteId: number,
  vcmId: number,
  limit: number,
  offset: number,
  educatorVisibleOnly = false,
) {
  return db
    .select({
      log: vcm_history_logs,
      user_full_name: userFullName(historyUsers),
    })
    .from(vcm_history_logs)
    .leftJoin(historyUsers, eq(historyUsers.id, vcm_history_logs.user_id))
    .where(historyWhere(instituteId, vcmId, educatorVisibleOnly))
    .orderBy(desc(vcm_history_logs.created_at), desc(vcm_history_logs.id))
    .limit(limit)
    .offset(offset);
}

export async function countHistoryLogs(
  db: Executor,
  instituteId: number,
  vcmId: number,
  educatorVisibleOnly = false,
) {
  const [row] = await db
    .select({ n: count() })
    .from(vcm_history_logs)
    .where(historyWhere(instituteId, vcmId, educatorVisibleOnly));
  return row!.n;
}
