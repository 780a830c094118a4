import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client.js';
import {
  course_units,
  courses,
  professional_qualifications,
  units,
  vcm_courses,
  vcm_professional_qualifications,
  vcm_unit_responses,
  vcms,
} from '../../server/src/db/schema/index.js';
import type { SeededUser } from './seed';

/*
 * VCMs in review for a test's own educator and approver. Educators write and submit VCMs in the
 * mobile app (no submit call here), so the VCM is written straight into the run's database, as the
 * app's server would leave it once submitted: on one course of Demo Institute's demo catalogue.
 */

export interface VcmSpec {
  owner: Pick<SeededUser, 'id' | 'instituteId'>;
  approver: Pick<SeededUser, 'id'>;
  /** How many of the course's units have a response (the rest are missing); default all. */
  answeredUnits?: number;
  /** How many of the answered units are approved already (the first ones); default none. */
  approvedUnits?: number;
  /** How many professional qualifications the VCM holds; default 2. */
  qualifications?: number;
}

export interface SeededVcm {
  id: number;
  course: { id: number; code: string };
  unitCodes: string[];
  missingUnitCodes: string[];
  qualificationCodes: string[];
}

/** The demo catalogue's latest year: its first course (by code) with its units, and the qualifications. */
async function demoCatalogue(db: Database, instituteId: number) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.institute_id, instituteId), isNull(courses.retired_at)))
    .orderBy(desc(courses.year), asc(courses.code))
    .limit(1);
  if (!course) throw new Error('Demo Institute has no VCM catalogue (demo-vcm-catalogue.ts)');
  const courseUnits = await db
    .select({ id: units.id, code: units.code })
    .from(course_units)
    .innerJoin(
      units,
      and(eq(units.institute_id, course_units.institute_id), eq(units.id, course_units.unit_id)),
    )
    .where(and(eq(course_units.institute_id, instituteId), eq(course_units.course_id, course.id)))
    .orderBy(asc(units.code));
  const qualifications = await db
    .select({ id: professional_qualifications.id, code: professional_qualifications.code })
    .from(professional_qualifications)
    .where(
      and(
        eq(professional_qualifications.institute_id, instituteId),
        eq(professional_qualifications.year, course.year),
      ),
    )
    .orderBy(asc(professional_qualifications.code));
  return { course, units: courseUnits, qualifications };
}

/** A VCM in review: every answered unit and every qualification in review, claimed by relevant study. */
export async function seedVcmInReview(db: Database, spec: VcmSpec): Promise<SeededVcm> {
  const instituteId = spec.owner.instituteId;
  const catalogue = await demoCatalogue(db, instituteId);
  const answered = catalogue.units.slice(0, spec.answeredUnits ?? catalogue.units.length);
  const missing = catalogue.units.slice(answered.length);
  const held = catalogue.qualifications.slice(0, spec.qualifications ?? 2);
  return db.transaction(async (tx) => {
    const [vcm] = await tx
      .insert(vcms)
      .values({
        institute_id: instituteId,
        owner_user_id: spec.owner.id,
        approver_user_id: spec.approver.id,
        status: 'in_review',
        revision: 1,
        year: catalogue.course.year,
        submitted_at: new Date(),
      })
      .returning({ id: vcms.id });
    if (!vcm) throw new Error('The VCM was not inserted');
    await tx
      .insert(vcm_courses)
      .values({ institute_id: instituteId, vcm_id: vcm.id, course_id: catalogue.course.id });
    if (answered.length > 0) {
      await tx.insert(vcm_unit_responses).values(
        answered.map((unit, index) => ({
          institute_id: instituteId,
          vcm_id: vcm.id,
          unit_id: unit.id,
          ...(index < (spec.approvedUnits ?? 0)
            ? { status: 'approved', approved_at: new Date(), last_approver_user_id: spec.approver.id }
            : { status: 'in_review' }),
          has_relevant_study: true,
          study_detail: 'Diploma of Vocational Education and Training',
          study_justification: 'The diploma covers this unit’s outcomes.',
          answered_at: new Date(),
        })),
      );
    }
    if (held.length > 0) {
      await tx.insert(vcm_professional_qualifications).values(
        held.map((qualification) => ({
          institute_id: instituteId,
          vcm_id: vcm.id,
          professional_qualification_id: qualification.id,
          status: 'in_review',
          answered_at: new Date(),
        })),
      );
    }
    return {
      id: vcm.id,
      course: { id: catalogue.course.id, code: catalogue.course.code },
      unitCodes: answered.map((unit) => unit.code),
      missingUnitCodes: missing.map((unit) => unit.code),
      qualificationCodes: held.map((qualification) => qualification.code),
    };
  });
}
