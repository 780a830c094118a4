import { foreignKey, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

/**
 * A link in an approval email that decides one record from the email (the team console): bound to
 * its approver and its record, single-use (`used_at`), expiring. The token is kept as its SHA-256;
 * the link carries the institute beside it, so the lookup stays inside one institute.
 */
export const approval_links = pgTable(
  'approval_links',
  {
    ...tenantColumns(),
    token_hash: text().notNull(),
    approver_id: integer().notNull(),
    /** `registration` or `point_request`. */
    kind: text({ enum: ['registration', 'point_request'] }).notNull(),
    item_id: integer().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    /** What the link decided: `approve` or `reject`, once used. */
    decision: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    uniqueIndex('approval_links_token').on(t.institute_id, t.token_hash),
    foreignKey({
      columns: [t.institute_id, t.approver_id],
      foreignColumns: [users.institute_id, users.id],
    }).onDelete('cascade'),
  ],
);
