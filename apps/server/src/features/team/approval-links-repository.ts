import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  approval_links,
  institutes,
  point_requests,
  programs,
  registrations,
  users,
} from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';
import { sameTenantRow } from '../../db/tenant-join.js';

export type NewApprovalLinkRow = typeof approval_links.$inferInsert;
export type ApprovalLinkRow = typeof approval_links.$inferSelect;

export function insertLinks(tx: Executor, rows: NewApprovalLinkRow[]) {
  return rows.length ? tx.insert(approval_links).values(rows) : Promise.resolve();
}

export function findLink(db: Executor, instituteId: number, tokenHash: string) {
  return db
    .select()
    .from(approval_links)
    .where(and(eq(approval_links.institute_id, instituteId), eq(approval_links.token_hash, tokenHash)))
    .then((rows) => rows[0]);
}

/** Uses the link once: false when it was used already (two clicks, two tabs). */
export async function claimLink(db: Executor, instituteId: number, id: number) {
  const rows = await db
    .update(approval_links)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(approval_links.institute_id, instituteId),
        eq(approval_links.id, id),
        isNull(approval_links.used_at),
      ),
    )
    .returning({ id: approval_links.id });
  return rows.length > 0;
}

/** Gives back a link whose decision was refused: it works again (a link it decided stays used). */
export function releaseLink(db: Executor, instituteId: number, id: number) {
  return db
    .update(approval_links)
    .set({ used_at: null })
    .where(
      and(
        eq(approval_links.institute_id, instituteId),
        eq(approval_links.id, id),
        isNull(approval_links.decision),
      ),
    );
}

/** What the used link decided (the audit trail's "from email"). */
export function recordDecision(db: Executor, instituteId: number, id: number, decision: string) {
  return db
    .update(approval_links)
    .set({ decision })
    .where(and(eq(approval_links.institute_id, instituteId), eq(approval_links.id, id)));
}

const educators = alias(users, 'educators');

/** The registration a link names, as its page shows it, with what the registrations policies read. */
export function findRegistrationItem(db: Executor, instituteId: number, id: number) {
  return db
    .select({
      user_id: registrations.user_id,
      user_supervisor_id: educators.supervisor_id,
      user_full_name: userFullName(educators),
      title: programs.name,
      status: registrations.status,
    })
    .from(registrations)
    .innerJoin(educators, sameTenantRow(educators, registrations.user_id, registrations.institute_id))
    .innerJoin(programs, sameTenantRow(programs, registrations.program_id, registrations.institute_id))
    .where(and(eq(registrations.institute_id, instituteId), eq(registrations.id, id)))
    .then((rows) => rows[0]);
}

/**
 * The point request a link names, as its page shows it (status 0: pending), with what the points
 * policies read: its owner, its kind and the institute's `allow_supervisor_to_action`.
 */
export function findPointRequestItem(db: Executor, instituteId: number, id: number) {
  return db
    .select({
      user_id: point_requests.user_id,
      user_full_name: userFullName(educators),
      title: point_requests.activity_name,
      points: point_requests.points,
      status: point_requests.status,
      type: point_requests.type,
      owner: {
        id: educators.id,
        institute_id: educators.institute_id,
        is_super_admin: educators.is_super_admin,
        supervisor_id: educators.supervisor_id,
      },
      allow_supervisor_to_action: institutes.allow_supervisor_to_action,
    })
    .from(point_requests)
    .innerJoin(educators, sameTenantRow(educators, point_requests.user_id, point_requests.institute_id))
    .innerJoin(institutes, eq(institutes.id, point_requests.institute_id))
    .where(and(eq(point_requests.institute_id, instituteId), eq(point_requests.id, id)))
    .then((rows) => rows[0]);
}
