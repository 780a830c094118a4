import { date, foreignKey, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { departments, employment_types } from './organisation.js';
import { capabilities } from './settings.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

/**
 * One profile per educator per passport period (docs/decisions.md, "Profiling"): the educator
 * answers every capability statement (the mobile app), then their supervisor rates them.
 */
export const profiles = pgTable(
  'profiles',
  {
    ...tenantColumns(),
    user_id: integer().notNull(),
    period_start: date({ mode: 'string' }).notNull(),
    period_end: date({ mode: 'string' }).notNull(),
    educator_completed: flag(),
    educator_completed_at: timestamp({ withTimezone: true }),
    supervisor_completed: flag(),
    supervisor_completed_at: timestamp({ withTimezone: true }),
    /** Who submitted the rating: the supervisor, or an admin acting for them. */
    supervisor_completed_by_id: integer(),
    completed: flag(),
    completed_at: timestamp({ withTimezone: true }),
    /**
     * How many capabilities that count (active, in an active domain) each side has answered, kept by
     * the response tables' triggers and recounted when a capability or domain changes whether it
     * counts (migration 0030): Manage Profiles reads them instead of counting every page's answers.
     */
    educator_answered_count: integer().notNull().default(0),
    supervisor_answered_count: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.user_id],
      foreignColumns: [users.institute_id, users.id],
    }).onDelete('cascade'),
    unique().on(t.institute_id, t.user_id, t.period_start),
    // Manage Profiles' count and the supervisors' open-profiles badge filter on the period and the
    // status together: with the period in the index they count its entries alone (index-only).
    index('profiles_period_status_index').on(
      t.institute_id,
      t.period_start,
      t.completed,
      t.educator_completed,
    ),
  ],
);

const capabilityKey = (t: { institute_id: never; capability_id: never }) =>
  foreignKey({
    columns: [t.institute_id, t.capability_id],
    foreignColumns: [capabilities.institute_id, capabilities.id],
  });

/** The educator's and the supervisor's answers: one per profile and capability. */
function profileResponses(name: 'educator_responses' | 'supervisor_responses') {
  return pgTable(
    name,
    {
      ...tenantColumns(),
      profile_id: integer().notNull(),
      capability_id: integer().notNull(),
      value: integer().notNull(),
      /** Who answered (for a supervisor response, possibly an admin acting for the supervisor). */
      responded_by_id: integer(),
      ...timestamps(),
    },
    (t) => [
      ...tenantKeys(t),
      foreignKey({
        columns: [t.institute_id, t.profile_id],
        foreignColumns: [profiles.institute_id, profiles.id],
      }).onDelete('cascade'),
      capabilityKey(t as never),
      unique().on(t.institute_id, t.profile_id, t.capability_id),
    ],
  );
}
export const educator_responses = profileResponses('educator_responses');
export const supervisor_responses = profileResponses('supervisor_responses');

/** What the institute expects of a department and employment type: one answer per capability. */
export const business_ideal_responses = pgTable(
  'business_ideal_responses',
  {
    ...tenantColumns(),
    department_id: integer().notNull(),
    employment_type_id: integer().notNull(),
    capability_id: integer().notNull(),
    value: integer().notNull(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.department_id],
      foreignColumns: [departments.institute_id, departments.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.employment_type_id],
      foreignColumns: [employment_types.institute_id, employment_types.id],
    }).onDelete('cascade'),
    capabilityKey(t as never),
    unique().on(t.institute_id, t.department_id, t.employment_type_id, t.capability_id),
  ],
);
export type ProfileRow = typeof profiles.$inferSelect;
