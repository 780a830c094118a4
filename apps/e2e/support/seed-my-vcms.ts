import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client.js';
import {
  course_units,
  courses,
  institutes,
  professional_qualifications,
  units,
  vcm_courses,
  vcm_history_logs,
  vcm_unit_responses,
  vcms,
} from '../../server/src/db/schema/index.js';
import type { OwnInstitute, Seed, SeededUser } from './seed';

/*
 * My VCM's browser test (issue 21): a draft VCM of the test's own educator on Demo Institute's demo
 * catalogue, as "Start VCM" would leave it for a short course: two units, the first answered (current
 * unit, saved), the second still unsubmitted for the educator to answer in the page.
 */

export interface SeededDraftVcm {
  id: number;
  year: number;
  unitCodes: [string, string];
}

export async function seedDraftVcm(
  db: Database,
  owner: Pick<SeededUser, 'id' | 'instituteId'>,
  approver: Pick<SeededUser, 'id'>,
): Promise<SeededDraftVcm> {
  const instituteId = owner.instituteId;
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.institute_id, instituteId), isNull(courses.retired_at)))
    .orderBy(desc(courses.year), asc(courses.code))
    .limit(1);
  if (!course) throw new Error('Demo Institute has no VCM catalogue (demo-vcm-catalogue.ts)');
  const [first, second] = await db
    .select({ id: units.id, code: units.code })
    .from(course_units)
    .innerJoin(
      units,
      and(eq(units.institute_id, course_units.institute_id), eq(units.id, course_units.unit_id)),
    )
    .where(and(eq(course_units.institute_id, instituteId), eq(course_units.course_id, course.id)))
    .orderBy(asc(units.code))
    .limit(2);
  return db.transaction(async (tx) => {
    const [vcm] = await tx
      .insert(vcms)
      .values({
        institute_id: instituteId,
        owner_user_id: owner.id,
        approver_user_id: approver.id,
        year: course.year,
        revision: 1,
        status: 'draft',
      })
      .returning();
    await tx.insert(vcm_courses).values({ institute_id: instituteId, vcm_id: vcm!.id, course_id: course.id });
    await tx.insert(vcm_unit_responses).values([
      {
        institute_id: instituteId,
        vcm_id: vcm!.id,
        unit_id: first!.id,
        status: 'saved',
        has_current_unit: true,
        answered_at: new Date(),
      },
      { institute_id: instituteId, vcm_id: vcm!.id, unit_id: second!.id, status: 'unsubmitted' },
    ]);
    await tx.insert(vcm_history_logs).values({
      institute_id: instituteId,
      vcm_id: vcm!.id,
      user_id: owner.id,
      event: 'created',
      description: 'Revision 1 created',
      educator_visible: true,
    });
    return { id: vcm!.id, year: course.year, unitCodes: [first!.code, second!.code] };
  });
}

export interface OwnVcmCatalogue {
  /** The year's one course, of one unit per code (titled `Unit <code>`). */
  course: { code: string; title: string; unitCodes: string[] };
  qualifications?: { code: string; title: string }[];
}

/**
 * An institute of the test's own (a copy of Demo Institute's settings) with VCM on, `settings` set,
 * and a catalogue of its own for the current year: what its educators' Start VCM offers.
 */
export async function seedOwnVcmInstitute(
  seed: Seed,
  db: Database,
  catalogue: OwnVcmCatalogue,
  settings: Partial<typeof institutes.$inferInsert> = {},
): Promise<OwnInstitute> {
  const own = await seed.institute();
  await db
    .update(institutes)
    .set({ ...settings, vcm_enabled: true })
    .where(eq(institutes.id, own.id));
  const year = new Date().getUTCFullYear();
  const tenant = { institute_id: own.id, year };
  const [course] = await db
    .insert(courses)
    .values({ ...tenant, code: catalogue.course.code, title: catalogue.course.title })
    .returning();
  const unitRows = await db
    .insert(units)
    .values(catalogue.course.unitCodes.map((code) => ({ ...tenant, code, title: `Unit ${code}` })))
    .returning();
  await db
    .insert(course_units)
    .values(unitRows.map((u) => ({ institute_id: own.id, course_id: course!.id, unit_id: u.id })));
  if (catalogue.qualifications?.length) {
    await db
      .insert(professional_qualifications)
      .values(catalogue.qualifications.map((q) => ({ ...tenant, ...q })));
  }
  return own;
}
