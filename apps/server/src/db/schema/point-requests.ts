import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { points_histories } from './programs.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

/**
 * A point request (part 2 §3, §4; issue 16): an educator's activity waiting for a supervisor's or an
 * admin's decision. `status` is the spec's number: pending 0, approved 1, incomplete 2. Approving
 * writes a points history row (`points_history_id`; deleting that row later leaves the request
 * approved). vocational_activity_id has no foreign key, as in points_histories: activity_name keeps
 * what was chosen.
 */
export const point_requests = pgTable(
  'point_requests',
  {
    ...tenantColumns(),
    user_id: integer().notNull(),
    type: text({ enum: ['VocationalPointRequest', 'ReaPointRequest'] }).notNull(),
    status: smallint().notNull().default(0),
    points: numeric({ precision: 8, scale: 2, mode: 'number' }),
    domain_id: integer(),
    vocational_activity_id: integer(),
    activity_name: text(),
    activity_date: date({ mode: 'string' }),
    activity_duration: numeric({ precision: 10, scale: 2, mode: 'number' }),
    activity_interval: text({ enum: ['hours', 'days', 'weeks', 'months', 'years'] }),
    inform_teaching_practice: text(),
    related_to_units: text(),
    student_benefit: text(),
    notes: text(),
    unit_codes: text(),
    learning_journey_equivalent: flag(),
    created_by_id: integer(),
    /** Who approved it or marked it incomplete, and when. */
    actioned_by_id: integer(),
    actioned_at: timestamp({ withTimezone: true }),
    /** The incomplete reason. */
    reason: text(),
    approval_reason: text(),
    points_history_id: integer(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({ columns: [t.institute_id, t.user_id], foreignColumns: [users.institute_id, users.id] }),
    foreignKey({
      columns: [t.institute_id, t.points_history_id],
      foreignColumns: [points_histories.institute_id, points_histories.id],
      // The migration narrows this to SET NULL ("points_history_id") (PostgreSQL 15+): the tenant key
      // stays; deleting the history row leaves the request approved, without its row.
    }).onDelete('set null'),
    check('point_requests_status_check', sql`${t.status} in (0, 1, 2)`),
    // A user's panel: pending first, newest change first (part 2 §9).
    index().on(t.institute_id, t.user_id, t.status, t.updated_at),
  ],
);
export type PointRequestRow = typeof point_requests.$inferSelect;

/** An evidence file of a point request: as points_history_evidences (copied there on approval). */
export const point_request_evidences = pgTable(
  'point_request_evidences',
  {
    ...tenantColumns(),
    point_request_id: integer().notNull(),
    upload_id: text().notNull(),
    storage_key: text().notNull(),
    filename: text().notNull(),
    size: integer().notNull(),
    mime_type: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.point_request_id],
      foreignColumns: [point_requests.institute_id, point_requests.id],
    }).onDelete('cascade'),
    index().on(t.institute_id, t.point_request_id),
    index().on(t.upload_id),
  ],
);
export type PointRequestEvidenceRow = typeof point_request_evidences.$inferSelect;
