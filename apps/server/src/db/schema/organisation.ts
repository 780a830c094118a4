import { foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { tenantKeys } from './tenant.js';

export const divisions = pgTable(
  'divisions',
  {
    ...tenantColumns(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), unique().on(t.institute_id, t.name)],
);

export const departments = pgTable(
  'departments',
  {
    ...tenantColumns(),
    division_id: integer().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.division_id],
      foreignColumns: [divisions.institute_id, divisions.id],
    }).onDelete('cascade'),
    unique().on(t.institute_id, t.code),
    index().on(t.institute_id, t.division_id),
  ],
);

export const employment_types = pgTable(
  'employment_types',
  {
    ...tenantColumns(),
    name: text().notNull(),
    professional_points: integer().notNull().default(0),
    num_lj_required: integer().notNull().default(0),
    vocational_points: integer().notNull().default(0),
    num_vocational_lj_required: integer().notNull().default(0),
    profiling_tool_required: flag(),
    profiling_require_supervisor_step: flag(true),
    vcm_enabled: flag(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), unique().on(t.institute_id, t.name)],
);

export const locations = pgTable(
  'locations',
  {
    ...tenantColumns(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), unique().on(t.institute_id, t.name)],
);
