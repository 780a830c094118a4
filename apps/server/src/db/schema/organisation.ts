import { foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { caseInsensitiveUnique, tenantKeys } from './tenant.js';

export const divisions = pgTable(
  'divisions',
  {
    ...tenantColumns(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), caseInsensitiveUnique('divisions', t.institute_id, t.name)],
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
    caseInsensitiveUnique('departments', t.institute_id, t.code),
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
  (t) => [...tenantKeys(t), caseInsensitiveUnique('employment_types', t.institute_id, t.name)],
);

export const locations = pgTable(
  'locations',
  {
    ...tenantColumns(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), caseInsensitiveUnique('locations', t.institute_id, t.name)],
);
