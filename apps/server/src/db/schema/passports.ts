import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { flag, tenantColumns } from './columns.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

/**
 * A user's passport for one passport period (part 2 §3, issue 16): the figures the points history
 * gave and the status they make, recomputed whenever the history changes (docs/decisions.md,
 * "Passports (issue 16)"). `issued_at` is the "Passport Obtained" date, set while COMPLETE.
 */
export const passports = pgTable(
  'passports',
  {
    ...tenantColumns(),
    user_id: integer().notNull(),
    period_start: date({ mode: 'string' }).notNull(),
    period_end: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['COMPLETE', 'IN_PROGRESS', 'INCOMPLETE'] }).notNull(),
    professional_points: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    vocational_points: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    learning_journeys: integer().notNull().default(0),
    vocational_learning_journeys: integer().notNull().default(0),
    profile_completed: flag(),
    issued_at: timestamp({ withTimezone: true }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.user_id],
      foreignColumns: [users.institute_id, users.id],
    }).onDelete('cascade'),
    unique().on(t.institute_id, t.user_id, t.period_start),
    // The passport report: one period's passports by status.
    index().on(t.institute_id, t.period_start, t.status),
  ],
);

export type PassportRow = typeof passports.$inferSelect;
