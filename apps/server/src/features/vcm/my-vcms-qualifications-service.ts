import {
  MY_VCM_MESSAGES,
  type TAddMyVcmQualificationBody,
  type TUpdateMyVcmQualificationBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { actorOf, promoteCachedUpload } from '../uploads/service.js';
import { VCM_EVENTS } from './vcm-history.js';
import { answered, logFix } from './my-vcms-items-service.js';
import * as mine from './my-vcms-repository.js';
import {
  lockOwnVcm,
  presentMyQualification,
  requireEditableItem,
  requireEditableVcm,
} from './my-vcms-service.js';
import * as courseRepo from './vcm-courses-repository.js';
import * as items from './vcm-items-repository.js';
import { presentQualifications } from './vcm-items-service.js';
import * as repo from './vcms-repository.js';
import type { VcmCaller } from './vcms-service.js';

/**
 * My VCM's professional qualifications (issue 21): one of the VCM year's catalogue added once, with
 * documents (only the caller's own uploads), its documents changed, or removed while it may change.
 */

type QualificationDocuments = NonNullable<
  TAddMyVcmQualificationBody['vcm_professional_qualification']['supporting_documents_attributes']
>;

/** A qualification's documents: removes `{id, _destroy}` ones, promotes my uploads for `{file_id}` (422 for anyone else's). */
async function changeQualificationDocuments(
  deps: AppDeps,
  auth: ResolvedSession,
  tx: Executor,
  vcm: repo.VcmRow,
  itemId: number,
  changes: QualificationDocuments,
) {
  const removed = changes.flatMap((c) => ('id' in c ? [c.id] : []));
  const gone = await items.deleteItemDocuments(
    tx,
    vcm.institute_id,
    'vcm_professional_qualification_id',
    itemId,
    removed,
  );
  const refuse = (message: string) =>
    AppError.validation({ supporting_documents: [message] }, [], 'The qualification could not be saved');
  if (gone !== new Set(removed).size) throw refuse('is not a document of this qualification');
  for (const change of changes) {
    if (!('file_id' in change)) continue;
    const upload = await promoteCachedUpload(deps, actorOf(auth), change.file_id, tx).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found')
          throw refuse('is not a file you uploaded');
        throw error;
      },
    );
    await items.insertDocuments(tx, [
      {
        institute_id: vcm.institute_id,
        vcm_id: vcm.id,
        vcm_professional_qualification_id: itemId,
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

async function presentQualification(
  tx: Executor,
  auth: ResolvedSession,
  vcmId: number,
  qualificationId: number,
) {
  const view = (await repo.findVcmView(tx, auth.instituteId, vcmId))!;
  const [q] = await presentQualifications(tx, auth, view, qualificationId);
  return presentMyQualification(view.vcm, q!);
}

/** `POST my/vcms/{id}/professional_qualifications`: one of the VCM year's catalogue, once; 201. */
export function addMyQualification(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  body: TAddMyVcmQualificationBody,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm } = await lockOwnVcm(tx, auth, id);
    requireEditableVcm(vcm);
    const input = body.vcm_professional_qualification;
    const pqId = input.professional_qualification_id;
    const fail = (message: string) =>
      AppError.validation(
        { professional_qualification_id: [message] },
        [],
        'The qualification could not be added',
      );
    const catalogue = await courseRepo.findCatalogueQualifications(tx, vcm.institute_id, vcm.year);
    const entry = catalogue.find((q) => q.id === pqId);
    if (!entry) throw fail(MY_VCM_MESSAGES.qualificationUnknown);
    if ((await items.listQualifications(tx, vcm.institute_id, vcm.id, pqId)).length) {
      throw fail(MY_VCM_MESSAGES.qualificationTaken);
    }
    const [row] = await items.insertQualifications(tx, [
      {
        institute_id: vcm.institute_id,
        vcm_id: vcm.id,
        professional_qualification_id: pqId,
        ...answered('unsubmitted'),
      },
    ]);
    if (input.supporting_documents_attributes?.length) {
      await changeQualificationDocuments(deps, auth, tx, vcm, row!.id, input.supporting_documents_attributes);
    }
    await logFix(
      tx,
      auth,
      vcm,
      'qualificationAnswered',
      VCM_EVENTS.qualificationAnswered(entry.code, 'added'),
    );
    return presentQualification(tx, auth, vcm.id, pqId);
  });
}

/**
 * `PUT my/vcms/{id}/professional_qualifications/{professional_qualification_id}` (its documents) and
 * `DELETE` (removes it while it may change).
 */
export function changeMyQualification(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  qualificationId: number,
  body: TUpdateMyVcmQualificationBody | null,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm } = await lockOwnVcm(tx, auth, id);
    const [line] = await items.listQualifications(tx, vcm.institute_id, vcm.id, qualificationId);
    if (!line) throw AppError.notFound('Professional qualification');
    requireEditableItem(vcm, line.item.status);
    if (!body) {
      await mine.deleteQualification(tx, vcm.institute_id, line.item.id);
      await logFix(
        tx,
        auth,
        vcm,
        'qualificationAnswered',
        VCM_EVENTS.qualificationAnswered(line.code, 'removed'),
      );
      return null;
    }
    const documents = body.vcm_professional_qualification.supporting_documents_attributes ?? [];
    await changeQualificationDocuments(deps, auth, tx, vcm, line.item.id, documents);
    await items.updateQualification(tx, vcm.institute_id, line.item.id, answered(line.item.status));
    await logFix(
      tx,
      auth,
      vcm,
      'qualificationAnswered',
      VCM_EVENTS.qualificationAnswered(line.code, 'updated'),
    );
    return presentQualification(tx, auth, vcm.id, qualificationId);
  });
}
