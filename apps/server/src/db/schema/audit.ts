import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;

/**
 * The audit trail (issue 13): one row per inserted, updated or deleted row of an audited table, written
 * by the `audit_record_changes` trigger (migration 0009) in the same statement as the change. It has no
 * foreign keys, so an event outlives its record, its user and the retention of either.
 */
export const audit_events = pgTable(
  'audit_events',
  {
    institute_id: integer().notNull(),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    table_name: text().notNull(),
    record_id: integer().notNull(),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    /** The changed fields as they were (null for an insert). */
    before: jsonb().$type<Record<string, unknown>>(),
    /** The changed fields as they became (null for a delete). */
    after: jsonb().$type<Record<string, unknown>>(),
    /** The acting user; null for "system" (jobs, the CLI, a request before sign-in). */
    user_id: integer(),
    request_id: text(),
    /**
     * The supervisor the acting user acted for through a delegation (features/team/delegations): read
     * by this default from the transaction-local `app.on_behalf_of_user_id` (db/audit-actor.ts), so
     * the triggers that write the row need not name it.
     */
    on_behalf_of_user_id: integer().default(
      sql`nullif(current_setting('app.on_behalf_of_user_id', true), '')::integer`,
    ),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institute_id, t.id] }),
    // The log newest first, and its date range.
    index().on(t.institute_id, t.created_at.desc(), t.id.desc()),
    // A record's history (the "History" links).
    index().on(t.institute_id, t.table_name, t.record_id),
    // Retention prunes by age across institutes; the table is appended in time order, so a BRIN
    // index finds old events for almost nothing per insert.
    index('audit_events_created_at_brin').using('brin', sql`${t.created_at}`),
  ],
);
export type AuditEventRow = typeof audit_events.$inferSelect;

/**
 * Tables with an `institute_id` that are NOT audited: the trail itself, and tables that hold
 * secrets or their derivatives (session and reset token hashes, email bodies carrying reset links).
 * Every other table with an `institute_id` (and `institutes` itself) gets the triggers at start-up.
 */
export const AUDIT_SKIPPED_TABLES = [
  'audit_events',
  'sessions',
  'password_reset_tokens',
  'email_outbox',
  // Bookkeeping the users' triggers write (schema/users.ts), not a record anyone edits.
  'user_counts',
];

/**
 * Tables whose events retention (AUDIT_RETENTION_DAYS) never prunes: the settings a passport is
 * computed under (the anniversary month, the employment types' requirements). A passport as at a
 * past day undoes the changes made since (points/passport-as-at-service.ts), so it needs every one of them.
 * They change a few times a year.
 */
export const AUDIT_KEPT_TABLES = ['institutes', 'employment_types'] as const;

/**
 * Columns that never reach the trail, in any table: secrets. A table that adds one (the SSO client
 * secret) adds its column name here; the triggers are re-declared at the next start-up.
 */
export const AUDIT_SECRET_COLUMNS = ['password_hash', 'token_hash', 'sso_client_secret'];

/**
 * Bookkeeping columns left out of the trail: derived from other columns or touched on every sign-in.
 * An update that changes only these leaves no event.
 */
export const AUDIT_NOISE_COLUMNS = [
  'updated_at',
  'search_text',
  'full_name_search',
  'search_keys',
  'presenter_names',
  'location_names',
  'workshop_points',
  'last_sign_in_at',
  'notifications_read_at',
  'educator_answered_count',
  'supervisor_answered_count',
];
