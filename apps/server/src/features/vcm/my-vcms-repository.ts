import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  course_units,
  courses,
  institutes,
  professional_qualifications,
  vcm_professional_qualifications,
  vcm_unit_responses,
  vcm_work_experiences,
  vcms,
} from '../../db/schema/index.js';
import { viewQuery } from './vcms-repository.js';

/** My VCM's own queries (issue 21); the rest is the review's repositories (vcms-, vcm-items-repository). */

/** The institute's VCM guidance settings (part 1 §3), as stored. */
export function findGuidanceSettings(db: Executor, instituteId: number) {
  return db
    .select({
      vcm_study_example_description: institutes.vcm_study_example_description,
      vcm_study_example_info_url: institutes.vcm_study_example_info_url,
      vcm_study_example_justification: institutes.vcm_study_example_justification,
      vcm_experience_example_description: institutes.vcm_experience_example_description,
      vcm_experience_example_info_url: institutes.vcm_experience_example_info_url,
      vcm_experience_example_justification: institutes.vcm_experience_example_justification,
      vcm_course_request_email: institutes.vcm_course_request_email,
      professional_qualification_help_link_label: institutes.professional_qualification_help_link_label,
      professional_qualification_help_link_url: institutes.professional_qualification_help_link_url,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .then((rows) => rows[0]);
}

/** The owner's revisions as the review lists them (vcms-repository's view), the latest year and revision first. */
export function listOwnVcmViews(db: Executor, instituteId: number, ownerId: number) {
  return viewQuery(db)
    .where(and(eq(vcms.institute_id, instituteId), eq(vcms.owner_user_id, ownerId)))
    .orderBy(desc(vcms.year), desc(vcms.revision))
    .limit(200);
}

/**
 * How many items of each status the VCMs hold (unit responses not removed, plus professional
 * qualifications), in one statement for every VCM of a list.
 */
export function countItemStatuses(db: Executor, instituteId: number, vcmIds: number[]) {
  const responses = db
    .select({ vcm_id: vcm_unit_responses.vcm_id, status: vcm_unit_responses.status })
    .from(vcm_unit_responses)
    .where(
      and(
        eq(vcm_unit_responses.institute_id, instituteId),
        inArray(vcm_unit_responses.vcm_id, vcmIds),
        eq(vcm_unit_responses.removed, false),
      ),
    );
  const qualifications = db
    .select({
      vcm_id: vcm_professional_qualifications.vcm_id,
      status: vcm_professional_qualifications.status,
    })
    .from(vcm_professional_qualifications)
    .where(
      and(
        eq(vcm_professional_qualifications.institute_id, instituteId),
        inArray(vcm_professional_qualifications.vcm_id, vcmIds),
      ),
    );
  const itemsOf = unionAll(responses, qualifications).as('items');
  return db
    .select({ vcm_id: itemsOf.vcm_id, status: itemsOf.status, n: sql<number>`count(*)::int` })
    .from(itemsOf)
    .groupBy(itemsOf.vcm_id, itemsOf.status);
}

/** The year's catalogue courses with how many units each holds (the start form). */
export function listCatalogueCourses(db: Executor, instituteId: number, year: number) {
  return db
    .select({
      id: courses.id,
      code: courses.code,
      title: courses.title,
      unit_count: sql<number>`count(${course_units.id})::int`,
    })
    .from(courses)
    .leftJoin(
      course_units,
      and(eq(course_units.institute_id, courses.institute_id), eq(course_units.course_id, courses.id)),
    )
    .where(
      and(eq(courses.institute_id, instituteId), eq(courses.year, year), sql`${courses.retired_at} is null`),
    )
    .groupBy(courses.id, courses.code, courses.title)
    .orderBy(asc(courses.code));
}

export function listCatalogueQualifications(db: Executor, instituteId: number, year: number) {
  return db
    .select({
      id: professional_qualifications.id,
      code: professional_qualifications.code,
      title: professional_qualifications.title,
    })
    .from(professional_qualifications)
    .where(
      and(
        eq(professional_qualifications.institute_id, instituteId),
        eq(professional_qualifications.year, year),
        sql`${professional_qualifications.retired_at} is null`,
      ),
    )
    .orderBy(asc(professional_qualifications.code));
}

export async function updateWorkExperience(
  tx: Executor,
  instituteId: number,
  responseId: number,
  id: number,
  changes: Partial<typeof vcm_work_experiences.$inferInsert>,
) {
  const [row] = await tx
    .update(vcm_work_experiences)
    .set(changes)
    .where(
      and(
        eq(vcm_work_experiences.institute_id, instituteId),
        eq(vcm_work_experiences.unit_response_id, responseId),
        eq(vcm_work_experiences.id, id),
      ),
    )
    .returning();
  return row;
}

export async function deleteQualification(tx: Executor, instituteId: number, id: number) {
  await tx
    .delete(vcm_professional_qualifications)
    .where(
      and(
        eq(vcm_professional_qualifications.institute_id, instituteId),
        eq(vcm_professional_qualifications.id, id),
      ),
    );
}

/** Marks the VCM's items sent for review (the state machine's item mapping). */
export async function moveItemStatuses(
  tx: Executor,
  instituteId: number,
  vcmId: number,
  from: string,
  to: string,
) {
  const now = new Date();
  await tx
    .update(vcm_unit_responses)
    .set({ status: to, updated_at: now })
    .where(
      and(
        eq(vcm_unit_responses.institute_id, instituteId),
        eq(vcm_unit_responses.vcm_id, vcmId),
        eq(vcm_unit_responses.removed, false),
        eq(vcm_unit_responses.status, from),
      ),
    );
  await tx
    .update(vcm_professional_qualifications)
    .set({ status: to, updated_at: now })
    .where(
      and(
        eq(vcm_professional_qualifications.institute_id, instituteId),
        eq(vcm_professional_qualifications.vcm_id, vcmId),
        eq(vcm_professional_qualifications.status, from),
      ),
    );
}
