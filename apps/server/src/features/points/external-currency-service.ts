import {
  POINTS_HISTORY_MESSAGES as M,
  type TCreatePointsReaBody,
  type TCreatePointsVocationalBody,
  type TPointsHistory,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { actorOf, promoteCachedUpload } from '../uploads/service.js';
import { queueExternalCurrencyNotice } from './external-currency-emails.js';
import { afterLedgerChange } from './ledger-hooks.js';
import { historyOwner } from './points-histories-access.js';
import { canAddProfessional, canAddVocational } from './policies.js';
import * as repo from './points-histories-repository.js';
import { historyRowById } from './points-histories-service.js';

type Fields = TCreatePointsVocationalBody['points_vocational'] & TCreatePointsReaBody['points_rea'];

/** Evidence per the institute's settings (part 1 §3): off refuses files; required needs one. */
/**
 * The activity detail columns an entry and a point request share, from the form's fields: unit codes
 * only on vocational rows of an institute that records units, a learning journey only on professional.
 */
export function activityDetailColumns(
  fields: Partial<Fields> & Pick<Fields, 'activity_date'>,
  owner: Pick<repo.HistoryOwner, 'vocational_currency_uses_units'>,
  vocational: boolean,
) {
  return {
    domain_id: fields.domain_id ?? null,
    activity_date: fields.activity_date,
    activity_duration: fields.activity_duration ?? null,
    activity_interval: fields.activity_interval ?? null,
    inform_teaching_practice: fields.inform_teaching_practice ?? null,
    related_to_units: fields.related_to_units ?? null,
    student_benefit: fields.student_benefit ?? null,
    unit_codes: vocational && owner.vocational_currency_uses_units ? (fields.unit_codes ?? null) : null,
    learning_journey_equivalent: !vocational && (fields.learning_journey_equivalent ?? false),
  };
}

export function checkEvidenceSettings(errors: FieldErrors, owner: repo.HistoryOwner, count: number) {
  if (!owner.points_file_attachment_enabled) {
    if (count) errors.add('evidences', M.attachmentsDisabled);
  } else if (owner.file_attachment_required && !count) {
    errors.add('evidences', M.evidenceRequired);
  }
}

/** Field rules the schema cannot check: the institute's own activity and domain, a name for "other". */
export async function resolveActivityName(
  tx: Executor,
  errors: FieldErrors,
  instituteId: number,
  fields: Partial<Fields>,
): Promise<string> {
  let name = fields.activity_name?.trim() || null;
  if (fields.vocational_activity_id != null) {
    const activity = await repo.findVocationalActivity(tx, instituteId, fields.vocational_activity_id);
    if (!activity) errors.add('vocational_activity_id', M.notActivity);
    name ??= activity?.name ?? null;
  }
  if (fields.domain_id != null && !(await repo.domainExists(tx, instituteId, fields.domain_id))) {
    errors.add('domain_id', M.notDomain);
  }
  if (!name) errors.add('activity_name', M.blank);
  return name ?? '';
}

/** Promotes each cached upload of the actor's into permanent storage, in the entry's transaction. */
async function promoteEvidences(
  deps: AppDeps,
  auth: ResolvedSession,
  tx: Executor,
  instituteId: number,
  historyId: number,
  fileIds: string[],
) {
  const rows: repo.NewEvidenceRow[] = [];
  for (const fileId of new Set(fileIds)) {
    const upload = await promoteCachedUpload(deps, actorOf(auth), fileId, tx).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') {
        throw AppError.validation({ evidences: [M.notYourUpload] }, [], 'The entry could not be saved');
      }
      throw error;
    });
    rows.push({
      institute_id: instituteId,
      points_history_id: historyId,
      upload_id: upload.upload_id,
      storage_key: upload.storage_key,
      filename: upload.filename,
      size: upload.size,
      mime_type: upload.mime_type,
    });
  }
  await repo.insertEvidences(tx, rows);
}

async function addExternalCurrency(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  type: 'PointsVocational' | 'PointsRea',
  fields: Partial<Fields> & Pick<Fields, 'points' | 'activity_date'>,
  notifyUser: boolean,
): Promise<TPointsHistory> {
  return deps.db.transaction(async (tx) => {
    const owner = await historyOwner(deps, auth, userId, tx);
    const allowed = type === 'PointsVocational' ? canAddVocational : canAddProfessional;
    if (!allowed(auth.user, owner)) throw AppError.forbidden();
    const errors = new FieldErrors();
    const activityName = await resolveActivityName(tx, errors, owner.institute_id, fields);
    const fileIds = (fields.evidences_attributes ?? []).map((e) => e.file_id);
    checkEvidenceSettings(errors, owner, fileIds.length);
    errors.throwIfAny('The entry could not be saved');
    const vocational = type === 'PointsVocational';
    const historyId = await repo.insertHistory(tx, {
      institute_id: owner.institute_id,
      user_id: owner.id,
      type,
      date: fields.activity_date,
      points: fields.points,
      ...activityDetailColumns(fields, owner, vocational),
      vocational_activity_id: vocational ? (fields.vocational_activity_id ?? null) : null,
      activity_name: activityName,
      notes: fields.notes ?? null,
      created_by_id: auth.user.id,
    });
    await promoteEvidences(deps, auth, tx, owner.institute_id, historyId, fileIds);
    await afterLedgerChange(tx, deps, owner.institute_id, owner.id, [fields.activity_date]);
    // A deactivated user is not emailed (as for a decided point request).
    if (notifyUser && owner.active) {
      await queueExternalCurrencyNotice(tx, deps, owner, {
        type,
        activityName,
        points: fields.points,
        date: fields.activity_date,
      });
    }
    return historyRowById(tx, auth, owner, historyId);
  });
}

/** POST users/{id}/points_vocationals: Add External Vocational Currency (201). */
export const addPointsVocational = (
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  body: TCreatePointsVocationalBody,
) => addExternalCurrency(deps, auth, userId, 'PointsVocational', body.points_vocational, body.notify_user);

/** POST users/{id}/points_reas: Add External Professional Currency (201). */
export const addPointsRea = (
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  body: TCreatePointsReaBody,
) => addExternalCurrency(deps, auth, userId, 'PointsRea', body.points_rea, body.notify_user);
