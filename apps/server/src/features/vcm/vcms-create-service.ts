import { VCM_MESSAGES, type TCreateVcmBody } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { logVcmEvent, VCM_EVENTS } from './vcm-history.js';
import { canCreateVcmFor, canOwnVcm, isEligibleApprover } from './policies.js';
import * as items from './vcm-items-repository.js';
import * as courseRepo from './vcm-courses-repository.js';
import * as experienceRepo from './vcm-work-experiences-repository.js';
import * as repo from './vcms-repository.js';
import { vcmSettingsOf, type VcmCaller } from './vcms-service.js';

/**
 * `POST vcms` (issue 18, the educator's side): a new revision of the signed-in educator's VCM for a
 * year. It starts as a draft with their supervisor as approver (when eligible) and copies the last
 * approved revision's answers forward, mapped by code onto the year's catalogue: an approved answer
 * stays approved (previously_approved), others come back as saved; every unit of its courses without
 * a copied answer starts unsubmitted (docs/decisions.md).
 */

const answerColumns = (r: items.UnitResponseRow) => ({
  has_current_unit: r.has_current_unit,
  has_equivalent_unit: r.has_equivalent_unit,
  has_relevant_study: r.has_relevant_study,
  has_work_experience: r.has_work_experience,
  equivalent_unit_code: r.equivalent_unit_code,
  equivalent_unit_title: r.equivalent_unit_title,
  study_detail: r.study_detail,
  study_justification: r.study_justification,
  experience_justification: r.experience_justification,
});

const carried = (status: string, approvedAt: Date | null, approverId: number | null) =>
  status === 'approved'
    ? {
        status: 'approved',
        previously_approved: true,
        approved_at: approvedAt,
        last_approver_user_id: approverId,
      }
    : { status: 'saved' };

function pickIds(wanted: number[] | undefined, catalogue: { id: number }[], field: string) {
  if (!wanted) return undefined;
  const known = new Set(catalogue.map((c) => c.id));
  if (wanted.some((id) => !known.has(id))) {
    throw AppError.validation(
      { [field]: ['must be of the year’s catalogue'] },
      [],
      'The VCM could not be created',
    );
  }
  return [...new Set(wanted)];
}

/** The VCM's owner: the signed-in educator, or the educator an admin names (403 / 422 otherwise). */
async function ownerFor(deps: AppDeps, auth: ResolvedSession, ownerId: number | undefined) {
  const fail = (message: string) =>
    AppError.validation({ owner_user_id: [message] }, [], 'The VCM could not be created');
  if (ownerId === undefined || ownerId === auth.user.id) {
    const self = await repo.findUser(deps.db, auth.instituteId, auth.user.id);
    if (self && canOwnVcm(self, self.employment_type_vcm_enabled ?? false)) return self;
    if (canCreateVcmFor(auth.user)) throw fail(VCM_MESSAGES.ownerRequired);
    throw AppError.forbidden(VCM_MESSAGES.notEducator);
  }
  if (!canCreateVcmFor(auth.user)) throw AppError.forbidden();
  const owner = await repo.findUser(deps.db, auth.instituteId, ownerId);
  if (!owner || !canOwnVcm(owner, owner.employment_type_vcm_enabled ?? false)) {
    throw fail(VCM_MESSAGES.ownerWithoutVcm);
  }
  return owner;
}

export async function createVcm(deps: AppDeps, auth: VcmCaller, body: TCreateVcmBody) {
  await vcmSettingsOf(deps.db, auth);
  const owner = await ownerFor(deps, auth, body?.vcm?.owner_user_id);
  const input = body?.vcm ?? {};
  const year = input.year ?? new Date().getUTCFullYear();
  return deps.db.transaction(async (tx) => {
    const revisions = await repo.lockRevisions(tx, auth.instituteId, owner.id, year);
    if (revisions.some((v) => v.status !== 'approved' && v.status !== 'closed')) {
      throw AppError.badRequest(VCM_MESSAGES.openRevision);
    }
    const [courses, units, qualifications] = await Promise.all([
      courseRepo.findCatalogueCourses(tx, auth.instituteId, year),
      courseRepo.findCatalogueUnits(tx, auth.instituteId, year),
      courseRepo.findCatalogueQualifications(tx, auth.instituteId, year),
    ]);
    const courseIds = pickIds(input.course_ids, courses, 'course_ids');
    const qualificationIds = pickIds(
      input.professional_qualification_ids,
      qualifications,
      'professional_qualification_ids',
    );
    const supervisor =
      owner.supervisor_id === null
        ? undefined
        : await repo.findUser(tx, auth.instituteId, owner.supervisor_id);
    const vcm = await repo.insertVcm(tx, {
      institute_id: auth.instituteId,
      owner_user_id: owner.id,
      year,
      revision: (revisions[0]?.revision ?? 0) + 1,
      status: 'draft',
      approver_user_id:
        supervisor && isEligibleApprover(supervisor, auth.instituteId, { owner_user_id: owner.id })
          ? supervisor.id
          : null,
    });
    const last = await repo.findLastApproved(tx, auth.instituteId, owner.id, year);
    await copyForward(tx, vcm, last, { courses, units, qualifications, courseIds, qualificationIds });
    await logVcmEvent(tx, vcm, auth.user.id, 'created', VCM_EVENTS.created(vcm.revision, last !== undefined));
    return { id: vcm.id };
  });
}

interface Catalogue {
  courses: { id: number; code: string }[];
  units: { id: number; code: string }[];
  qualifications: { id: number; code: string }[];
  courseIds?: number[];
  qualificationIds?: number[];
}

async function copyForward(
  tx: Executor,
  vcm: repo.VcmRow,
  last: repo.VcmRow | undefined,
  catalogue: Catalogue,
) {
  const inst = vcm.institute_id;
  const byCode = <T extends { id: number; code: string }>(rows: T[]) =>
    new Map(rows.map((r) => [r.code, r.id]));
  const courseIdOf = byCode(catalogue.courses);
  const unitIdOf = byCode(catalogue.units);
  const qualificationIdOf = byCode(catalogue.qualifications);

  const lastCourses = last ? await courseRepo.listVcmCourseIds(tx, inst, last.id) : [];
  const courseIds =
    catalogue.courseIds ??
    lastCourses.flatMap((c) => (courseIdOf.has(c.code) ? [courseIdOf.get(c.code)!] : []));
  await courseRepo.insertVcmCourses(tx, inst, vcm.id, courseIds);

  const lastResponses = last ? await items.listUnitResponses(tx, inst, last.id) : [];
  const documents = last ? await items.listDocuments(tx, inst, last.id) : [];
  const experiences = await items.listWorkExperiences(
    tx,
    inst,
    lastResponses.map((r) => r.response.id),
  );
  const copies = lastResponses.filter((l) => !l.response.removed && unitIdOf.has(l.unit_code));
  const inserted = await items.insertUnitResponses(
    tx,
    copies.map(({ response: r, unit_code }) => ({
      institute_id: inst,
      vcm_id: vcm.id,
      unit_id: unitIdOf.get(unit_code)!,
      ...answerColumns(r),
      ...carried(r.status, r.approved_at, r.last_approver_user_id),
      answered_at: r.answered_at,
    })),
  );
  // RETURNING's order is not promised: match each copy by its unit.
  const fromByUnit = new Map(copies.map((c) => [unitIdOf.get(c.unit_code)!, c.response.id]));
  for (const row of inserted) {
    const from = fromByUnit.get(row.unit_id)!;
    for (const w of experiences.filter((e) => e.unit_response_id === from)) {
      const { id: _id, created_at: _created, unit_response_id: _from, ...rest } = w;
      await experienceRepo.insertWorkExperience(tx, { ...rest, unit_response_id: row.id });
    }
    await items.insertDocuments(
      tx,
      documents
        .filter((d) => d.unit_response_id === from)
        .map(({ id: _id, created_at: _c, ...d }) => ({ ...d, vcm_id: vcm.id, unit_response_id: row.id })),
    );
  }
  // Every unit of the courses that has no answer yet: unsubmitted, for the educator to answer.
  const answered = new Set(inserted.map((r) => r.unit_id));
  const courseUnits = await items.listCourseUnits(tx, inst, vcm.id);
  const fresh = [
    ...new Set(courseUnits.flatMap((l) => (l.unit_id !== null && !l.unit_retired ? [l.unit_id] : []))),
  ];
  await items.insertUnitResponses(
    tx,
    fresh
      .filter((id) => !answered.has(id))
      .map((unit_id) => ({ institute_id: inst, vcm_id: vcm.id, unit_id })),
  );

  const lastQualifications = last ? await items.listQualifications(tx, inst, last.id) : [];
  const copiedQualifications = lastQualifications.filter((q) => qualificationIdOf.has(q.code));
  const insertedQualifications = await items.insertQualifications(
    tx,
    copiedQualifications.map(({ item: q, code }) => ({
      institute_id: inst,
      vcm_id: vcm.id,
      professional_qualification_id: qualificationIdOf.get(code)!,
      ...carried(q.status, q.approved_at, q.last_approver_user_id),
      answered_at: q.answered_at,
    })),
  );
  const fromByQualification = new Map(
    copiedQualifications.map((c) => [qualificationIdOf.get(c.code)!, c.item.id]),
  );
  for (const row of insertedQualifications) {
    const from = fromByQualification.get(row.professional_qualification_id)!;
    await items.insertDocuments(
      tx,
      documents
        .filter((d) => d.vcm_professional_qualification_id === from)
        .map(({ id: _id, created_at: _c, ...d }) => ({
          ...d,
          vcm_id: vcm.id,
          vcm_professional_qualification_id: row.id,
        })),
    );
  }
  const have = new Set(insertedQualifications.map((q) => q.professional_qualification_id));
  await items.insertQualifications(
    tx,
    (catalogue.qualificationIds ?? [])
      .filter((id) => !have.has(id))
      .map((professional_qualification_id) => ({
        institute_id: inst,
        vcm_id: vcm.id,
        professional_qualification_id,
      })),
  );
}
