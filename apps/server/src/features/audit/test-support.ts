import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.js';
import { audit_events, type AuditEventRow } from '../../db/schema/index.js';

/** The audit trail as stored: a mark (the last event's id), then the events written after it. */
export function auditTrail(t: TestApp) {
  return {
    async mark(): Promise<number> {
      const [row] = await t.db.select({ id: max(audit_events.id) }).from(audit_events);
      return row?.id ?? 0;
    },
    since(mark: number, table?: string): Promise<AuditEventRow[]> {
      return t.db
        .select()
        .from(audit_events)
        .where(and(gt(audit_events.id, mark), table ? eq(audit_events.table_name, table) : undefined))
        .orderBy(asc(audit_events.id));
    },
  };
}
