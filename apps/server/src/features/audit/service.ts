import type { TAuditEvent, TListQuery } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { AUDIT_KEPT_TABLES } from '../../db/schema/index.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as repo from './repository.js';

export const EXPORT_BATCH_SIZE = 1000;
const PRUNE_BATCH_SIZE = 10_000;
const DAY_MS = 86_400_000;

function present({ event, user_full_name, on_behalf_of_full_name }: repo.AuditEventListRow): TAuditEvent {
  return {
    id: event.id,
    table_name: event.table_name,
    record_id: event.record_id,
    action: event.action,
    before: event.before,
    after: event.after,
    user_id: event.user_id,
    user_full_name,
    on_behalf_of_user_id: event.on_behalf_of_user_id,
    on_behalf_of_full_name,
    request_id: event.request_id,
    created_at: event.created_at.toISOString(),
  };
}

/** The audit log of the institute the user acts in (a super admin's selected one). */
export async function listAuditEvents(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const compiled = compileListQuery(repo.auditEventResource, query);
  const [rows, total] = await Promise.all([
    repo.listAuditEvents(deps.db, auth.instituteId, compiled),
    repo.countAuditEvents(deps.db, auth.instituteId, compiled.where),
  ]);
  return { data: rows.map(present), meta: listMeta(compiled, total) };
}

/**
 * The export: the log's filters and sort, read in batches. Compiling first means a bad filter
 * answers 400 before any byte is streamed.
 */
export function exportAuditEvents(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const compiled = compileListQuery(repo.auditEventResource, query);
  return async function* events(): AsyncGenerator<TAuditEvent> {
    for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
      const batch = await repo.listAuditEvents(deps.db, auth.instituteId, {
        ...compiled,
        limit: EXPORT_BATCH_SIZE,
        offset,
      });
      for (const row of batch) yield present(row);
      if (batch.length < EXPORT_BATCH_SIZE) return;
    }
  };
}

/**
 * Retention (AUDIT_RETENTION_DAYS): deletes events older than the period, in batches so a first
 * prune of years of events never holds one long lock. Without a period, keeps everything.
 */
export async function pruneAuditEvents(
  db: Executor,
  retentionDays: number | undefined,
  now = new Date(),
): Promise<number> {
  if (retentionDays === undefined) return 0;
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const n = await repo.deleteAuditEventsBefore(db, before, PRUNE_BATCH_SIZE);
    deleted += n;
    if (n < PRUNE_BATCH_SIZE) return deleted;
  }
}

/**
 * What `fields` of `table`'s records held at the instant `at`, for the records changed since then
 * (id → the changed fields' earlier values); a record or field missing from the answer holds today
 * what it held then. Exact for every write path, as the trail's triggers see each of them, and
 * retention keeps these tables' events (AUDIT_KEPT_TABLES).
 */
export async function fieldsAsAt(
  db: Executor,
  instituteId: number,
  table: (typeof AUDIT_KEPT_TABLES)[number],
  fields: readonly string[],
  at: Date,
): Promise<Map<number, Record<string, unknown>>> {
  const byRecord = new Map<number, Record<string, unknown>>();
  for (const row of await repo.valuesBeforeChangesSince(db, instituteId, table, fields, at))
    byRecord.set(row.record_id, { ...byRecord.get(row.record_id), [row.field]: row.value });
  return byRecord;
}
