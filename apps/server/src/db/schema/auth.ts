import {
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

const ownedByUser = (t: { user_institute_id: PgColumn; user_id: PgColumn }) =>
  foreignKey({
    columns: [t.user_institute_id, t.user_id],
    foreignColumns: [users.institute_id, users.id],
  }).onDelete('cascade');

/**
 * Server-side sessions, looked up by the SHA-256 of the cookie token so a leaked table holds no usable tokens.
 * `institute_id` is the institute the session acts in (a super admin may switch it).
 */
export const sessions = pgTable(
  'sessions',
  {
    token_hash: text().primaryKey(),
    user_id: integer().notNull(),
    user_institute_id: integer().notNull(),
    institute_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    user_agent: text(),
    ip: text(),
  },
  (t) => [index().on(t.user_institute_id, t.user_id), ownedByUser(t)],
);

/** Single-use reset tokens, stored hashed. */
export const password_reset_tokens = pgTable(
  'password_reset_tokens',
  {
    token_hash: text().primaryKey(),
    user_id: integer().notNull(),
    user_institute_id: integer().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.user_institute_id, t.user_id), ownedByUser(t)],
);

/** Fixed-window counters for rate limits, shared by every app node. */
export const rate_limit_buckets = pgTable('rate_limit_buckets', {
  key: text().primaryKey(),
  window_started_at: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

/**
 * API tokens (docs/using-compliance.md "API tokens"): an institute's read-only keys for the reports,
 * made and revoked by its admins. Stored as the SHA-256 of the secret, looked up with the institute
 * the token names (`pdp_<institute id>_<secret>`), so the table is distributed like any tenant table.
 */
export const api_tokens = pgTable(
  'api_tokens',
  {
    ...tenantColumns(),
    name: text().notNull(),
    token_hash: text().notNull(),
    created_by_user_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp({ withTimezone: true }),
    revoked_at: timestamp({ withTimezone: true }),
    revoked_by_user_id: integer(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.created_by_user_id],
      foreignColumns: [users.institute_id, users.id],
    }).onDelete('cascade'),
    unique().on(t.institute_id, t.token_hash),
  ],
);
export type ApiTokenRow = typeof api_tokens.$inferSelect;
