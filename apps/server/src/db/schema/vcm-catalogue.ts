import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantColumns, timestamps } from './columns.js';
import { tenantKeys } from './tenant.js';

/**
 * The VCM catalogues (part 2 §2 "Course/unit and qualification imports", §3; issue 18): an
 * institute's courses, units and professional qualifications for one effective year, each imported
 * from a CSV. A unit belongs to the year, not to one course: the course/unit file has one row per
 * (course, unit) pair and a unit code may appear under several courses (with the same title), so
 * course_units links them.
 *
 * Re-importing a year keeps every row whose code is still in the file (same id, title updated),
 * adds the new codes and marks the codes no longer in the file retired (`retired_at`), never
 * deleting them: VCMs point at these ids (docs/decisions.md). A course's links are replaced by the
 * file's, keeping the rows of links that stay, so `course_units.created_at` tells which units were
 * added to a course after a VCM was created. A retired course keeps its last links.
 */
export const courses = pgTable(
  'courses',
  {
    ...tenantColumns(),
    year: smallint().notNull(),
    code: text().notNull(),
    title: text().notNull(),
    /** Set when a re-import of the year no longer lists the code; cleared if it comes back. */
    retired_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    unique().on(t.institute_id, t.year, t.code),
    check('courses_year_check', sql`${t.year} between 2000 and 2200`),
  ],
);
export type CourseRow = typeof courses.$inferSelect;

export const units = pgTable(
  'units',
  {
    ...tenantColumns(),
    year: smallint().notNull(),
    code: text().notNull(),
    title: text().notNull(),
    retired_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    unique().on(t.institute_id, t.year, t.code),
    check('units_year_check', sql`${t.year} between 2000 and 2200`),
  ],
);
export type UnitRow = typeof units.$inferSelect;

/** A unit of a course (one row of the course/unit file). created_at: when the unit joined the course. */
export const course_units = pgTable(
  'course_units',
  {
    ...tenantColumns(),
    course_id: integer().notNull(),
    unit_id: integer().notNull(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.course_id],
      foreignColumns: [courses.institute_id, courses.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.unit_id],
      foreignColumns: [units.institute_id, units.id],
    }).onDelete('cascade'),
    unique().on(t.institute_id, t.course_id, t.unit_id),
    index().on(t.institute_id, t.unit_id),
  ],
);
export type CourseUnitRow = typeof course_units.$inferSelect;

export const professional_qualifications = pgTable(
  'professional_qualifications',
  {
    ...tenantColumns(),
    year: smallint().notNull(),
    code: text().notNull(),
    title: text().notNull(),
    retired_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    unique().on(t.institute_id, t.year, t.code),
    check('professional_qualifications_year_check', sql`${t.year} between 2000 and 2200`),
  ],
);
export type ProfessionalQualificationRow = typeof professional_qualifications.$inferSelect;
