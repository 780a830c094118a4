import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { units, vcm_unit_responses, vcm_work_experiences, vcms } from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';

/** Work experiences of unit responses (part 2 §3): one response's, and an educator's across their VCMs. */
export async function insertWorkExperience(tx: Executor, row: typeof vcm_work_experiences.$inferInsert) {
  const [inserted] = await tx.insert(vcm_work_experiences).values(row).returning();
  return inserted!;
}

export async function deleteWorkExperience(
  tx: Executor,
  instituteId: number,
  responseId: number,
  id: number,
) {
  const rows = await tx
    .delete(vcm_work_experiences)
    .where(
      and(
        eq(vcm_work_experiences.institute_id, instituteId),
        eq(vcm_work_experiences.unit_response_id, responseId),
        eq(vcm_work_experiences.id, id),
      ),
    )
    .returning({ id: vcm_work_experiences.id });
  return rows.length > 0;
}

export async function countWorkExperiences(db: Executor, instituteId: number, responseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(vcm_work_experiences)
    .where(
      and(
        eq(vcm_work_experiences.institute_id, instituteId),
        eq(vcm_work_experiences.unit_response_id, responseId),
      ),
    );
  return row!.n;
}

function ownerWorkExperienceWhere(instituteId: number, ownerId: number) {
  return and(eq(vcm_work_experiences.institute_id, instituteId), eq(vcms.owner_user_id, ownerId));
}

/** An educator's work experiences across their VCMs, newest first. */
export function listOwnerWorkExperiences(
  db: Executor,
  instituteId: number,
  ownerId: number,
  limit: number,
  offset: number,
) {
  return db
    .select({ experience: vcm_work_experiences, vcm_id: vcms.id, unit_code: units.code })
    .from(vcm_work_experiences)
    .innerJoin(
      vcm_unit_responses,
      sameTenantRow(
        vcm_unit_responses,
        vcm_work_experiences.unit_response_id,
        vcm_work_experiences.institute_id,
      ),
    )
    .innerJoin(vcms, sameTenantRow(vcms, vcm_unit_responses.vcm_id, vcm_unit_responses.institute_id))
    .innerJoin(units, sameTenantRow(units, vcm_unit_responses.unit_id, vcm_unit_responses.institute_id))
    .where(ownerWorkExperienceWhere(instituteId, ownerId))
    .orderBy(desc(vcm_work_experiences.created_at), desc(vcm_work_experiences.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwnerWorkExperiences(db: Executor, instituteId: number, ownerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(vcm_work_experiences)
    .innerJoin(
      vcm_unit_responses,
      sameTenantRow(
        vcm_unit_responses,
        vcm_work_experiences.unit_response_id,
        vcm_work_experiences.institute_id,
      ),
    )
    .innerJoin(vcms, sameTenantRow(vcms, vcm_unit_responses.vcm_id, vcm_unit_responses.institute_id))
    .where(ownerWorkExperienceWhere(instituteId, ownerId));
  return row!.n;
}
