import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { audit_pack_runs, users, type AuditPackRunRow } from '../../db/schema/index.js';

export type NewRun = typeof audit_pack_runs.$inferInsert;
export type RunRow = AuditPackRunRow & { requester: string; requester_email: string };

export async function insertRun(db: Executor, run: NewRun): Promise<number> {
  const [row] = await db.insert(audit_pack_runs).values(run).returning({ id: audit_pack_runs.id });
  return row!.id;
}

export async function updateRun(
  db: Executor,
  instituteId: number,
  id: number,
  changes: Partial<Omit<NewRun, 'institute_id' | 'id'>>,
) {
  await db
    .update(audit_pack_runs)
    .set(changes)
    .where(and(eq(audit_pack_runs.institute_id, instituteId), eq(audit_pack_runs.id, id)));
}

/** Claims a queued run for the job (a repeated job finds it claimed or finished and stops). */
export async function claimRun(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .update(audit_pack_runs)
    .set({ status: 'running' })
    .where(
      and(
        eq(audit_pack_runs.institute_id, instituteId),
        eq(audit_pack_runs.id, id),
        sql`${audit_pack_runs.status} in ('queued', 'running')`,
      ),
    )
    .returning();
  return row;
}

const requester = sql<string>`${users.given_name} || ' ' || ${users.family_name}`;

function selectRuns(db: Executor) {
  return db
    .select({ run: audit_pack_runs, requester, requester_email: users.email })
    .from(audit_pack_runs)
    .innerJoin(
      users,
      and(eq(users.institute_id, audit_pack_runs.institute_id), eq(users.id, audit_pack_runs.requested_by)),
    );
}

/** The institute's packs made by the job (one educator's are made at once, and only logged), newest first. */
export async function listRuns(db: Executor, instituteId: number): Promise<RunRow[]> {
  const rows = await selectRuns(db)
    .where(and(eq(audit_pack_runs.institute_id, instituteId), sql`${audit_pack_runs.scope} <> 'user'`))
    .orderBy(desc(audit_pack_runs.created_at), desc(audit_pack_runs.id))
    .limit(50);
  return rows.map(({ run, ...by }) => ({ ...run, ...by }));
}

export async function findRun(db: Executor, instituteId: number, id: number): Promise<RunRow | undefined> {
  const [row] = await selectRuns(db).where(
    and(eq(audit_pack_runs.institute_id, instituteId), eq(audit_pack_runs.id, id)),
  );
  return row && { ...row.run, requester: row.requester, requester_email: row.requester_email };
}

/** Ready packs whose download has expired, across institutes (the cleanup). */
export async function listExpiredRuns(db: Executor, now: Date) {
  return db
    .select({
      institute_id: audit_pack_runs.institute_id,
      id: audit_pack_runs.id,
      file_key: audit_pack_runs.file_key,
    })
    .from(audit_pack_runs)
    .where(and(lt(audit_pack_runs.expires_at, now), sql`${audit_pack_runs.status} <> 'expired'`))
    .limit(500);
}

/**
 * Marks failed, with `error`, the runs across institutes that their job can no longer make: still
 * running with no progress since `runningBefore`, or still queued since `queuedBefore` (the cleanup).
 * Answers how many.
 */
export async function failAbandonedRuns(
  db: Executor,
  bounds: { runningBefore: Date; queuedBefore: Date },
  error: { message: string },
): Promise<number> {
  const failed = await db
    .update(audit_pack_runs)
    .set({ status: 'failed', error })
    .where(
      or(
        and(eq(audit_pack_runs.status, 'running'), lt(audit_pack_runs.updated_at, bounds.runningBefore)),
        and(eq(audit_pack_runs.status, 'queued'), lt(audit_pack_runs.created_at, bounds.queuedBefore)),
      ),
    )
    .returning({ id: audit_pack_runs.id });
  return failed.length;
}
