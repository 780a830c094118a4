import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, professional_qualifications, units, vcm_courses } from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';

/** A VCM's courses, and the year's catalogue a new revision maps its answers onto (by code). */
export async function insertVcmCourses(
  tx: Executor,
  instituteId: number,
  vcmId: number,
  courseIds: number[],
) {
  if (courseIds.length) {
    await tx
      .insert(vcm_courses)
      .values(courseIds.map((course_id) => ({ institute_id: instituteId, vcm_id: vcmId, course_id })));
  }
}

export function listVcmCourseIds(db: Executor, instituteId: number, vcmId: number) {
  return db
    .select({ id: vcm_courses.course_id, code: courses.code })
    .from(vcm_courses)
    .innerJoin(courses, sameTenantRow(courses, vcm_courses.course_id, vcm_courses.institute_id))
    .where(and(eq(vcm_courses.institute_id, instituteId), eq(vcm_courses.vcm_id, vcmId)));
}

/** Catalogue rows of a year by id or by code (a new revision maps an earlier year's codes). */
export function findCatalogueCourses(db: Executor, instituteId: number, year: number) {
  return db
    .select({ id: courses.id, code: courses.code })
    .from(courses)
    .where(
      and(eq(courses.institute_id, instituteId), eq(courses.year, year), sql`${courses.retired_at} is null`),
    );
}
export function findCatalogueUnits(db: Executor, instituteId: number, year: number) {
  return db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(and(eq(units.institute_id, instituteId), eq(units.year, year), sql`${units.retired_at} is null`));
}
export function findCatalogueQualifications(db: Executor, instituteId: number, year: number) {
  return db
    .select({ id: professional_qualifications.id, code: professional_qualifications.code })
    .from(professional_qualifications)
    .where(
      and(
        eq(professional_qualifications.institute_id, instituteId),
        eq(professional_qualifications.year, year),
        sql`${professional_qualifications.retired_at} is null`,
      ),
    );
}
