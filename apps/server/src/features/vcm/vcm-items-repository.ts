import { and, asc, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TVcmItemStatus } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import {
  course_units,
  courses,
  professional_qualifications,
  units,
  users,
  vcm_courses,
  vcm_professional_qualifications,
  vcm_supporting_documents,
  vcm_unit_responses,
  vcm_work_experiences,
  vcms,
} from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';

/** A VCM's items: unit responses and professional qualifications, their documents and work experiences. */

export type UnitResponseRow = typeof vcm_unit_responses.$inferSelect;
export type NewUnitResponseRow = typeof vcm_unit_responses.$inferInsert;
export type NewQualificationRow = typeof vcm_professional_qualifications.$inferInsert;
export type DocumentRow = typeof vcm_supporting_documents.$inferSelect;
export type NewDocumentRow = typeof vcm_supporting_documents.$inferInsert;
export type WorkExperienceRow = typeof vcm_work_experiences.$inferSelect;

const approvers = alias(users, 'item_approvers');
const approverName = sql<string | null>`${approvers.given_name} || ' ' || ${approvers.family_name}`;

/** The statuses the VCM's rules count: every response not removed, and every qualification. */
export async function listItemStatuses(db: Executor, instituteId: number, vcmId: number) {
  const responses = await db
    .select({ status: vcm_unit_responses.status })
    .from(vcm_unit_responses)
    .where(
      and(
        eq(vcm_unit_responses.institute_id, instituteId),
        eq(vcm_unit_responses.vcm_id, vcmId),
        eq(vcm_unit_responses.removed, false),
      ),
    );
  const qualifications = await db
    .select({ status: vcm_professional_qualifications.status })
    .from(vcm_professional_qualifications)
    .where(
      and(
        eq(vcm_professional_qualifications.institute_id, instituteId),
        eq(vcm_professional_qualifications.vcm_id, vcmId),
      ),
    );
  return [...responses, ...qualifications].map((r) => r.status as TVcmItemStatus);
}

/** The VCM's courses with each catalogue unit and when it joined the course. */
export function listCourseUnits(db: Executor, instituteId: number, vcmId: number) {
  return db
    .select({
      course_id: courses.id,
      course_code: courses.code,
      course_title: courses.title,
      unit_id: units.id,
      unit_code: units.code,
      unit_title: units.title,
      unit_retired: isNotNull(units.retired_at),
      joined_at: course_units.created_at,
    })
    .from(vcm_courses)
    .innerJoin(courses, sameTenantRow(courses, vcm_courses.course_id, vcm_courses.institute_id))
    .leftJoin(
      course_units,
      and(eq(course_units.institute_id, vcm_courses.institute_id), eq(course_units.course_id, courses.id)),
    )
    .leftJoin(units, sameTenantRow(units, course_units.unit_id, course_units.institute_id))
    .where(and(eq(vcm_courses.institute_id, instituteId), eq(vcm_courses.vcm_id, vcmId)))
    .orderBy(asc(courses.code), asc(units.code));
}

export function listUnitResponses(db: Executor, instituteId: number, vcmId: number, unitId?: number) {
  return db
    .select({
      response: vcm_unit_responses,
      unit_code: units.code,
      unit_title: units.title,
      last_approver_name: approverName,
    })
    .from(vcm_unit_responses)
    .innerJoin(units, sameTenantRow(units, vcm_unit_responses.unit_id, vcm_unit_responses.institute_id))
    .leftJoin(approvers, eq(approvers.id, vcm_unit_responses.last_approver_user_id))
    .where(
      and(
        eq(vcm_unit_responses.institute_id, instituteId),
        eq(vcm_unit_responses.vcm_id, vcmId),
        unitId === undefined ? undefined : eq(vcm_unit_responses.unit_id, unitId),
      ),
    )
    .orderBy(asc(units.code));
}
export type UnitResponseLine = Awaited<ReturnType<typeof listUnitResponses>>[number];

export function listWorkExperiences(db: Executor, instituteId: number, responseIds: number[]) {
  if (!responseIds.length) return Promise.resolve([] as WorkExperienceRow[]);
  return db
    .select()
    .from(vcm_work_experiences)
    .where(
      and(
        eq(vcm_work_experiences.institute_id, instituteId),
        inArray(vcm_work_experiences.unit_response_id, responseIds),
      ),
    )
    .orderBy(desc(vcm_work_experiences.year_from), asc(vcm_work_experiences.id));
}

export function listDocuments(db: Executor, instituteId: number, vcmId: number) {
  return db
    .select()
    .from(vcm_supporting_documents)
    .where(
      and(eq(vcm_supporting_documents.institute_id, instituteId), eq(vcm_supporting_documents.vcm_id, vcmId)),
    )
    .orderBy(asc(vcm_supporting_documents.id));
}

export function findDocument(db: Executor, instituteId: number, vcmId: number, id: number) {
  return db
    .select()
    .from(vcm_supporting_documents)
    .where(
      and(
        eq(vcm_supporting_documents.institute_id, instituteId),
        eq(vcm_supporting_documents.vcm_id, vcmId),
        eq(vcm_supporting_documents.id, id),
      ),
    )
    .then((rows) => rows[0]);
}

export async function insertDocuments(tx: Executor, rows: NewDocumentRow[]) {
  if (rows.length) await tx.insert(vcm_supporting_documents).values(rows);
}

/** Removes documents of one unit response or one qualification; answers how many matched. */
export async function deleteItemDocuments(
  tx: Executor,
  instituteId: number,
  owner: 'unit_response_id' | 'vcm_professional_qualification_id',
  ownerId: number,
  ids: number[],
) {
  if (!ids.length) return 0;
  const deleted = await tx
    .delete(vcm_supporting_documents)
    .where(
      and(
        eq(vcm_supporting_documents.institute_id, instituteId),
        eq(vcm_supporting_documents[owner], ownerId),
        inArray(vcm_supporting_documents.id, ids),
      ),
    )
    .returning({ id: vcm_supporting_documents.id });
  return deleted.length;
}

export const deleteResponseDocuments = (
  tx: Executor,
  instituteId: number,
  responseId: number,
  ids: number[],
) => deleteItemDocuments(tx, instituteId, 'unit_response_id', responseId, ids);

/** Each unit code's last approval among the owner's responses in any revision (currency, part 2 §3). */
export async function lastApprovalByCode(db: Executor, instituteId: number, ownerId: number) {
  const rows = await db
    .select({ code: units.code, approved_at: max(vcm_unit_responses.approved_at) })
    .from(vcm_unit_responses)
    .innerJoin(vcms, sameTenantRow(vcms, vcm_unit_responses.vcm_id, vcm_unit_responses.institute_id))
    .innerJoin(units, sameTenantRow(units, vcm_unit_responses.unit_id, vcm_unit_responses.institute_id))
    .where(
      and(
        eq(vcm_unit_responses.institute_id, instituteId),
        eq(vcms.owner_user_id, ownerId),
        eq(vcm_unit_responses.removed, false),
        isNotNull(vcm_unit_responses.approved_at),
      ),
    )
    .groupBy(units.code);
  return new Map(rows.map((r) => [r.code, r.approved_at]));
}

export async function updateUnitResponse(
  tx: Executor,
  instituteId: number,
  id: number,
  changes: Partial<NewUnitResponseRow>,
) {
  await tx
    .update(vcm_unit_responses)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(vcm_unit_responses.institute_id, instituteId), eq(vcm_unit_responses.id, id)));
}

export async function insertUnitResponses(tx: Executor, rows: NewUnitResponseRow[]) {
  if (!rows.length) return [];
  return tx.insert(vcm_unit_responses).values(rows).returning();
}

export function listQualifications(
  db: Executor,
  instituteId: number,
  vcmId: number,
  qualificationId?: number,
) {
  return db
    .select({
      item: vcm_professional_qualifications,
      code: professional_qualifications.code,
      title: professional_qualifications.title,
      last_approver_name: approverName,
    })
    .from(vcm_professional_qualifications)
    .innerJoin(
      professional_qualifications,
      sameTenantRow(
        professional_qualifications,
        vcm_professional_qualifications.professional_qualification_id,
        vcm_professional_qualifications.institute_id,
      ),
    )
    .leftJoin(approvers, eq(approvers.id, vcm_professional_qualifications.last_approver_user_id))
    .where(
      and(
        eq(vcm_professional_qualifications.institute_id, instituteId),
        eq(vcm_professional_qualifications.vcm_id, vcmId),
        qualificationId === undefined
          ? undefined
          : eq(vcm_professional_qualifications.professional_qualification_id, qualificationId),
      ),
    )
    .orderBy(asc(professional_qualifications.code));
}
export type QualificationLine = Awaited<ReturnType<typeof listQualifications>>[number];

export async function updateQualification(
  tx: Executor,
  instituteId: number,
  id: number,
  changes: Partial<NewQualificationRow>,
) {
  await tx
    .update(vcm_professional_qualifications)
    .set({ ...changes, updated_at: new Date() })
    .where(
      and(
        eq(vcm_professional_qualifications.institute_id, instituteId),
        eq(vcm_professional_qualifications.id, id),
      ),
    );
}

export async function insertQualifications(tx: Executor, rows: NewQualificationRow[]) {
  if (!rows.length) return [];
  return tx.insert(vcm_professional_qualifications).values(rows).returning();
}
