import {
  MY_VCM_MESSAGES,
  type TCreateVcmWorkExperienceBody,
  type TUpdateMyVcmUnitResponseBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { logVcmEvent, VCM_EVENTS, type VcmEvent } from './vcm-history.js';
import * as mine from './my-vcms-repository.js';
import { lockOwnVcm, presentMyResponse, requireEditableItem } from './my-vcms-service.js';
import * as items from './vcm-items-repository.js';
import { presentResponses } from './vcm-items-service.js';
import { changeDocuments, checkedAnswer } from './vcm-responses-service.js';
import * as experienceRepo from './vcm-work-experiences-repository.js';
import * as repo from './vcms-repository.js';
import type { VcmCaller } from './vcms-service.js';

/**
 * The educator's changes to their VCM (issue 21): a unit's claim (§5's rules, the reviewer's
 * validation), its work experiences and documents (qualifications: my-vcms-qualifications-service.ts). Each runs in one
 * transaction on the locked VCM. A changed item is answered again: unsubmitted or approved (in a
 * draft) becomes saved; one that needs attention keeps its status until the resubmit, with
 * answered_at after the feedback (the reviewer's "updated since feedback").
 */

export const answered = (status: string) =>
  status === 'needs_attention'
    ? { answered_at: new Date() }
    : { status: 'saved', previously_approved: false, approved_at: null, answered_at: new Date() };

/** Changes after the VCM came back to the educator are history lines (a draft's are not). */
export async function logFix(
  tx: Executor,
  auth: ResolvedSession,
  vcm: repo.VcmRow,
  event: VcmEvent,
  line: { description: string; educator_visible: boolean },
) {
  if (vcm.status === 'needs_attention') await logVcmEvent(tx, vcm, auth.user.id, event, line);
}

async function lockOwnResponse(tx: Executor, auth: VcmCaller, id: number, unitId: number) {
  const locked = await lockOwnVcm(tx, auth, id);
  const [line] = await items.listUnitResponses(tx, locked.vcm.institute_id, locked.vcm.id, unitId);
  if (!line || line.response.removed) throw AppError.notFound('Unit response');
  requireEditableItem(locked.vcm, line.response.status);
  return { ...locked, line };
}

async function presentOne(
  tx: Executor,
  auth: ResolvedSession,
  locked: Awaited<ReturnType<typeof lockOwnVcm>>,
  unitId: number,
) {
  const fresh = (await repo.findVcmView(tx, auth.instituteId, locked.vcm.id))!;
  const [r] = await presentResponses(tx, auth, fresh, locked.settings, unitId);
  return presentMyResponse(fresh.vcm, r!);
}

/** `PUT my/vcms/{id}/unit_responses/{unit_id}`: the claim; 422 "Required" per missing field. */
export function updateMyUnitResponse(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  unitId: number,
  body: TUpdateMyVcmUnitResponseBody,
) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockOwnResponse(tx, auth, id, unitId);
    const { vcm, line } = locked;
    const r = line.response;
    const { supporting_documents_attributes: documents, ...fields } = body.vcm_unit_response;
    const noClaim = (m: items.UnitResponseRow): Record<string, string[]> =>
      m.has_current_unit || m.has_equivalent_unit || m.has_relevant_study || m.has_work_experience
        ? {}
        : { claim: [MY_VCM_MESSAGES.claimRequired] };
    await items.updateUnitResponse(tx, vcm.institute_id, r.id, {
      ...(await checkedAnswer(tx, r, fields, noClaim)),
      ...answered(r.status),
    });
    if (documents?.length) await changeDocuments(deps, auth, tx, vcm, r.id, documents);
    await logFix(tx, auth, vcm, 'unitAnswered', VCM_EVENTS.unitAnswered(line.unit_code));
    return presentOne(tx, auth, locked, unitId);
  });
}

type WorkExperienceInput = TCreateVcmWorkExperienceBody['vcm_work_experience'];
const experienceColumns = (w: WorkExperienceInput) => ({
  employer_name: w.employer_name,
  job_role: w.job_role,
  year_from: w.year_from,
  year_to: w.year_to ?? null,
});
const presentExperience = (row: items.WorkExperienceRow) => ({
  id: row.id,
  employer_name: row.employer_name,
  job_role: row.job_role,
  year_from: row.year_from,
  year_to: row.year_to,
});

/**
 * Work experiences of one of my unit responses: `add` (201), `edit` and `remove` (204). The response
 * is answered again; after a return each change is a history line.
 */
export function changeMyWorkExperience(
  deps: AppDeps,
  auth: VcmCaller,
  target: { id: number; unitId: number; workExperienceId?: number },
  body?: TCreateVcmWorkExperienceBody,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm, line } = await lockOwnResponse(tx, auth, target.id, target.unitId);
    const inst = vcm.institute_id;
    const r = line.response;
    let result: ReturnType<typeof presentExperience> | null = null;
    if (target.workExperienceId === undefined) {
      const w = body!.vcm_work_experience;
      result = presentExperience(
        await experienceRepo.insertWorkExperience(tx, {
          institute_id: inst,
          unit_response_id: r.id,
          ...experienceColumns(w),
        }),
      );
      await logFix(
        tx,
        auth,
        vcm,
        'workExperienceAdded',
        VCM_EVENTS.workExperienceAdded(line.unit_code, w.employer_name),
      );
    } else {
      const [existing] = (await items.listWorkExperiences(tx, inst, [r.id])).filter(
        (w) => w.id === target.workExperienceId,
      );
      if (!existing) throw AppError.notFound('Work experience');
      if (body) {
        const row = await mine.updateWorkExperience(
          tx,
          inst,
          r.id,
          existing.id,
          experienceColumns(body.vcm_work_experience),
        );
        result = presentExperience(row!);
        await logFix(tx, auth, vcm, 'unitAnswered', VCM_EVENTS.unitAnswered(line.unit_code));
      } else {
        await experienceRepo.deleteWorkExperience(tx, inst, r.id, existing.id);
        await logFix(
          tx,
          auth,
          vcm,
          'workExperienceRemoved',
          VCM_EVENTS.workExperienceRemoved(line.unit_code, existing.employer_name),
        );
      }
    }
    await items.updateUnitResponse(tx, inst, r.id, answered(r.status));
    return result;
  });
}
