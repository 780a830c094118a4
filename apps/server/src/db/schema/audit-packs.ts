import { bigint, foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, timestamps } from './columns.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

const AUDIT_PACK_SCOPES = ['user', 'department', 'unit', 'institute'] as const;
const AUDIT_PACK_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;

/**
 * Every audit pack made (issue 40 §3; docs/using-compliance.md "Audit packs"): one educator's, made at
 * once, and a department's, unit code's or institute's, made by a job. Its insert and its last
 * update reach the audit trail through the triggers, so the trail holds each pack's SHA-256 and who
 * asked for it. `file_key` holds a job's ZIP until `expires_at`, when the cleanup deletes it.
 */
export const audit_pack_runs = pgTable(
  'audit_pack_runs',
  {
    ...tenantColumns(),
    requested_by: integer().notNull(),
    scope: text({ enum: AUDIT_PACK_SCOPES }).notNull(),
    /** The user's or department's id, the unit code; null for the institute. */
    scope_value: text(),
    /** What the pack holds: `pdf` or `zip`. */
    format: text({ enum: ['pdf', 'zip'] }).notNull(),
    date_from: text().notNull(),
    date_to: text().notNull(),
    status: text({ enum: AUDIT_PACK_STATUSES }).notNull(),
    educators_total: integer().notNull().default(0),
    educators_done: integer().notNull().default(0),
    size: bigint({ mode: 'number' }),
    sha256: text(),
    file_key: text(),
    /** The entries the manifest lists as missing. */
    missing_files: integer().notNull().default(0),
    error: jsonb().$type<{ message: string }>(),
    expires_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.requested_by],
      foreignColumns: [users.institute_id, users.id],
    }).onDelete('cascade'),
    index().on(t.institute_id, t.created_at.desc()),
    index().on(t.expires_at),
  ],
);
export type AuditPackRunRow = typeof audit_pack_runs.$inferSelect;
