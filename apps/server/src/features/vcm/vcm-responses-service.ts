import {
  VCM_MESSAGES,
  vcmResponseErrors,
  type TCreateVcmWorkExperienceBody,
  type TUpdateVcmUnitResponseBody,
  type TVcmBulkUnitsBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { actorOf, promoteCachedUpload } from '../uploads/service.js';
import { logVcmEvent, VCM_EVENTS } from './vcm-history.js';
import { canCheckMissingUnits, canSeeVcm, visibleVcms } from './policies.js';
import * as items from './vcm-items-repository.js';
import * as experienceRepo from './vcm-work-experiences-repository.js';
import { missingUnits, presentResponses, requireInReview } from './vcm-items-service.js';
import * as repo from './vcms-repository.js';
import { lockVcmFor, presentVcm, vcmSettingsOf, visibleVcm, type VcmCaller } from './vcms-service.js';

/**
 * The reviewer's changes to a VCM's answers (part 2 §4, §5; issue 18): editing a response, its work
 * experiences and supporting documents, and the missing-units dialog's bulk actions. Each runs in
 * one transaction on the locked VCM and writes its history line.
 */

const CANT_SAVE = 'The response could not be saved';

async function lockResponse(tx: Executor, auth: VcmCaller, id: number, unitId: number) {
  const locked = await lockVcmFor(tx, auth, id);
  requireInReview(locked.vcm);
  const [line] = await items.listUnitResponses(tx, locked.vcm.institute_id, locked.vcm.id, unitId);
  if (!line || line.response.removed) throw AppError.notFound('Unit response');
  return { ...locked, line };
}

type DocumentChange = NonNullable<
  TUpdateVcmUnitResponseBody['vcm_unit_response']['supporting_documents_attributes']
>[number];

/** Removes and adds a response's documents (the educator's My VCM uses it too: only the caller's own uploads). */
export async function changeDocuments(
  deps: AppDeps,
  auth: ResolvedSession,
  tx: Executor,
  vcm: repo.VcmRow,
  responseId: number,
  changes: DocumentChange[],
) {
  const removed = changes.flatMap((c) => ('id' in c ? [c.id] : []));
  if (
    (await items.deleteResponseDocuments(tx, vcm.institute_id, responseId, removed)) !== new Set(removed).size
  ) {
    throw AppError.validation(
      { supporting_documents: ['is not a document of this response'] },
      [],
      CANT_SAVE,
    );
  }
  for (const change of changes) {
    if (!('file_id' in change)) continue;
    const upload = await promoteCachedUpload(deps, actorOf(auth), change.file_id, tx).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') {
          throw AppError.validation({ supporting_documents: ['is not a file you uploaded'] }, [], CANT_SAVE);
        }
        throw error;
      },
    );
    await items.insertDocuments(tx, [
      {
        institute_id: vcm.institute_id,
        vcm_id: vcm.id,
        unit_response_id: responseId,
        response_method: change.response_method,
        title: change.title?.trim() || upload.filename,
        upload_id: upload.upload_id,
        storage_key: upload.storage_key,
        filename: upload.filename,
        size: upload.size,
        mime_type: upload.mime_type,
      },
    ]);
  }
}

/**
 * A response's answer columns once an edit's fields are merged into the stored response, checked by
 * §5 (422 "Required" per missing field) and any `moreRules`; the reviewer's edit and My VCM's claim.
 */
export async function checkedAnswer(
  tx: Executor,
  r: items.UnitResponseRow,
  fields: Partial<Record<string, unknown>>,
  moreRules: (merged: items.UnitResponseRow) => Record<string, string[]> = () => ({}),
) {
  const merged = {
    ...r,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  } as items.UnitResponseRow;
  const errors = {
    ...vcmResponseErrors({
      ...merged,
      work_experience_count: await experienceRepo.countWorkExperiences(tx, r.institute_id, r.id),
    }),
    ...moreRules(merged),
  };
  if (Object.keys(errors).length) throw AppError.validation(errors, [], CANT_SAVE);
  return {
    has_current_unit: merged.has_current_unit,
    has_equivalent_unit: merged.has_equivalent_unit,
    has_relevant_study: merged.has_relevant_study,
    has_work_experience: merged.has_work_experience,
    equivalent_unit_code: merged.equivalent_unit_code || null,
    equivalent_unit_title: merged.equivalent_unit_title || null,
    study_detail: merged.study_detail || null,
    study_justification: merged.study_justification || null,
    experience_justification: merged.experience_justification || null,
  };
}

/**
 * `PUT vcms/{id}/unit_responses/{unit_id}`: only while the VCM is in review, never for a current-unit
 * response (part 2 §4); the §5 rules answer 422 with "Required" per missing field.
 */
export function updateUnitResponse(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  unitId: number,
  body: TUpdateVcmUnitResponseBody,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm, view, settings, line } = await lockResponse(tx, auth, id, unitId);
    const r = line.response;
    if (r.has_current_unit) throw AppError.badRequest('A current unit response cannot be edited.');
    const { supporting_documents_attributes: documents, ...fields } = body.vcm_unit_response;
    await items.updateUnitResponse(tx, vcm.institute_id, r.id, await checkedAnswer(tx, r, fields));
    if (documents?.length) await changeDocuments(deps, auth, tx, vcm, r.id, documents);
    await logVcmEvent(tx, vcm, auth.user.id, 'unitEdited', VCM_EVENTS.unitEdited(line.unit_code));
    return (await presentResponses(tx, auth, view, settings, unitId))[0]!;
  });
}

/** `POST vcms/{id}/unit_responses/{unit_id}/work_experiences`: 201 with the row. */
export function addWorkExperience(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  unitId: number,
  body: TCreateVcmWorkExperienceBody,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm, line } = await lockResponse(tx, auth, id, unitId);
    const w = body.vcm_work_experience;
    const row = await experienceRepo.insertWorkExperience(tx, {
      institute_id: vcm.institute_id,
      unit_response_id: line.response.id,
      employer_name: w.employer_name,
      job_role: w.job_role,
      year_from: w.year_from,
      year_to: w.year_to ?? null,
    });
    await logVcmEvent(
      tx,
      vcm,
      auth.user.id,
      'workExperienceAdded',
      VCM_EVENTS.workExperienceAdded(line.unit_code, w.employer_name),
    );
    const { id: rowId, employer_name, job_role, year_from, year_to } = row;
    return { id: rowId, employer_name, job_role, year_from, year_to };
  });
}

/** `DELETE vcms/{id}/unit_responses/{unit_id}/work_experiences/{work_experience_id}`: 204. */
export function removeWorkExperience(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  unitId: number,
  workExperienceId: number,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm, line } = await lockResponse(tx, auth, id, unitId);
    const [experience] = (await items.listWorkExperiences(tx, vcm.institute_id, [line.response.id])).filter(
      (w) => w.id === workExperienceId,
    );
    if (!experience) throw AppError.notFound('Work experience');
    await experienceRepo.deleteWorkExperience(tx, vcm.institute_id, line.response.id, workExperienceId);
    await logVcmEvent(
      tx,
      vcm,
      auth.user.id,
      'workExperienceRemoved',
      VCM_EVENTS.workExperienceRemoved(line.unit_code, experience.employer_name),
    );
  });
}

/** `GET vcm_work_experiences?q[owner_user_id_eq]=`: the owner's experiences, when the caller sees one of their VCMs. */
export async function listOwnerWorkExperiences(
  deps: AppDeps,
  auth: VcmCaller,
  query: { q: { owner_user_id_eq: number }; page: number; per_page: number },
) {
  await vcmSettingsOf(deps.db, auth);
  const ownerId = query.q.owner_user_id_eq;
  const owner = await repo.findUser(deps.db, auth.instituteId, ownerId);
  const scope = visibleVcms(auth.user);
  const visible =
    owner &&
    (scope.kind === 'all' ||
      canSeeVcm(auth.user, {
        owner_user_id: ownerId,
        approver_user_id: null,
        owner_supervisor_id: owner.supervisor_id,
      }) ||
      (await repo.ownerHasVcmApprovedBy(deps.db, auth.instituteId, ownerId, auth.user.id)));
  if (!visible) throw AppError.notFound('User');
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    experienceRepo.listOwnerWorkExperiences(deps.db, auth.instituteId, ownerId, query.per_page, offset),
    experienceRepo.countOwnerWorkExperiences(deps.db, auth.instituteId, ownerId),
  ]);
  return {
    data: rows.map(({ experience: w, vcm_id, unit_code }) => ({
      id: w.id,
      employer_name: w.employer_name,
      job_role: w.job_role,
      year_from: w.year_from,
      year_to: w.year_to,
      vcm_id,
      unit_code,
    })),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

/**
 * `PUT vcms/{id}/bulk_reject_units` (ask the educator for them: needs attention) and
 * `bulk_remove_units` (the VCM does without them: removed). Only missing units of an open VCM; a
 * code that is not missing answers 422 (the dialog shows "Unexpected error, please contact developers").
 */
export function bulkUnits(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  kind: 'reject' | 'remove',
  body: TVcmBulkUnitsBody,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm, view, settings } = await lockVcmFor(tx, auth, id, () => canCheckMissingUnits(auth.user));
    if (vcm.status === 'approved' || vcm.status === 'closed') {
      throw AppError.badRequest('The units of an approved or closed VCM cannot change.');
    }
    const codes = [...new Set(body.unit_codes)];
    const missing = await missingUnits(tx, view);
    const unitIds = new Map((await vcmUnitIdsByCode(tx, view)).map((u) => [u.code, u.id]));
    const unknown = codes.filter((code) => !missing.some((m) => m.code === code));
    if (unknown.length) {
      throw AppError.validation(
        { unit_codes: [`${unknown.join(', ')}: not a missing unit of this VCM`] },
        [],
        VCM_MESSAGES.bulkUnexpected,
      );
    }
    const now = new Date();
    await items.insertUnitResponses(
      tx,
      codes.map((code) => ({
        institute_id: vcm.institute_id,
        vcm_id: vcm.id,
        unit_id: unitIds.get(code)!,
        ...(kind === 'reject'
          ? {
              status: 'needs_attention',
              approver_feedback: 'This unit is now part of your course: please add your response.',
              feedback_at: now,
            }
          : { status: 'unsubmitted', removed: true }),
      })),
    );
    const event = kind === 'reject' ? 'bulkRejected' : 'bulkRemoved';
    await logVcmEvent(tx, vcm, auth.user.id, event, VCM_EVENTS[event](codes));
    return presentVcm(tx, auth, (await repo.findVcmView(tx, auth.instituteId, id))!, settings);
  });
}

async function vcmUnitIdsByCode(db: Executor, view: NonNullable<repo.VcmView>) {
  const lines = await items.listCourseUnits(db, view.vcm.institute_id, view.vcm.id);
  return lines.flatMap((l) =>
    l.unit_id !== null && l.unit_code !== null ? [{ id: l.unit_id, code: l.unit_code }] : [],
  );
}

/** `GET vcms/{id}/supporting_documents/{document_id}`: the file, for whoever sees the VCM. */
export async function supportingDocumentFile(deps: AppDeps, auth: VcmCaller, id: number, documentId: number) {
  const { view } = await visibleVcm(deps.db, auth, id);
  return documentFile(deps, view.vcm, documentId);
}

/** A supporting document's file of the VCM (404 when it has no such document or file); My VCM's too. */
export async function documentFile(
  deps: AppDeps,
  vcm: { institute_id: number; id: number },
  documentId: number,
) {
  const document = await items.findDocument(deps.db, vcm.institute_id, vcm.id, documentId);
  if (!document) throw AppError.notFound('File');
  return { key: document.storage_key, filename: document.filename, mimeType: document.mime_type };
}
