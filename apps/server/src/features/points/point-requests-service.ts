import {
  EVIDENCES_MAX,
  POINT_REQUEST_MESSAGES as PM,
  POINTS_HISTORY_MESSAGES as M,
  type TListQuery,
  type TPointRequest,
  type TUpdatePointRequestBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { withDefaultStatus } from '../registrations/approvals-service.js';
import { actorOf, promoteCachedUpload } from '../uploads/service.js';
import { delegatorActedFor, type Actor } from '../users/policies.js';
import { listEvidencesOf, REQUEST_EVIDENCES } from './evidence-repository.js';
import { historyOwner } from './points-histories-access.js';
import { canSeePointRequests, pointRequestActions } from './policies.js';
import * as histories from './points-histories-repository.js';
import { evidenceFileUrl } from './points-histories-service.js';
import * as repo from './point-requests-repository.js';
import { recordOnBehalfOf } from '../../db/audit-actor.js';

/**
 * Point requests (issue 16, part 2 §3, §4, §7): a user's list and the edit of a pending request.
 * The decisions (approve, incomplete, convert) are in point-requests-decisions-service.ts.
 */

function present(
  row: repo.PointRequestListRow,
  evidences: repo.PointRequestEvidenceRow[],
  actor: Actor,
  owner: histories.HistoryOwner,
  settings: repo.PointRequestSettings,
): TPointRequest {
  const r = row.request;
  const status = repo.statusName(r.status);
  return {
    id: r.id,
    user_id: r.user_id,
    user_given_name: row.user_given_name,
    user_family_name: row.user_family_name,
    type: r.type,
    type_label: row.type_label,
    status,
    points: r.points,
    domain_id: r.domain_id,
    domain_name: row.domain_name,
    vocational_activity_id: r.vocational_activity_id,
    vocational_activity_name: row.vocational_activity_name,
    activity_name: r.activity_name,
    activity_date: r.activity_date,
    activity_duration: r.activity_duration,
    activity_interval: r.activity_interval,
    inform_teaching_practice: r.inform_teaching_practice,
    related_to_units: r.related_to_units,
    student_benefit: r.student_benefit,
    notes: r.notes,
    learning_journey_equivalent: r.learning_journey_equivalent,
    unit_codes: r.unit_codes,
    evidences: evidences.map((e) => ({
      id: e.id,
      file_url: evidenceFileUrl(e.upload_id),
      metadata: { filename: e.filename, size: e.size, mime_type: e.mime_type, file_id: e.upload_id },
    })),
    evidence_attached: row.evidence_attached,
    approval_reason: r.approval_reason,
    reason: r.reason,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    actioned_at: r.actioned_at?.toISOString() ?? null,
    actioned_by_name: r.actioned_by_id === null ? null : row.actioned_by_name,
    points_history_id: r.points_history_id,
    actions: pointRequestActions(actor, owner, { type: r.type, status }, settings.allow_supervisor_to_action),
  };
}

export async function presentAll(
  db: Executor,
  actor: Actor,
  owner: histories.HistoryOwner,
  rows: repo.PointRequestListRow[],
): Promise<TPointRequest[]> {
  const [evidences, settings] = await Promise.all([
    listEvidencesOf(
      db,
      REQUEST_EVIDENCES,
      owner.institute_id,
      rows.map((r) => r.request.id),
    ),
    repo.findPointRequestSettings(db, owner.institute_id),
  ]);
  return rows.map((row) =>
    present(
      row,
      evidences.filter((e) => e.point_request_id === row.request.id),
      actor,
      owner,
      settings,
    ),
  );
}

/** The owner of the requests: the points history's rules (404), then the panel's (403). */
export async function requestOwner(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  executor: Executor = deps.db,
) {
  const owner = await historyOwner(deps, auth, userId, executor);
  if (!canSeePointRequests(auth.user, owner)) throw AppError.forbidden();
  return owner;
}

/** GET users/{id}/point_requests: pending by default, latest change first. */
export async function listPointRequests(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  query: TListQuery,
) {
  const owner = await requestOwner(deps, auth, userId);
  const compiled = compileListQuery(repo.pointRequestListResource, withDefaultStatus(query));
  const [rows, total] = await Promise.all([
    repo.listPointRequestRows(deps.db, owner.institute_id, owner.id, compiled),
    repo.countPointRequests(deps.db, owner.institute_id, owner.id, compiled.where),
  ]);
  return { data: await presentAll(deps.db, auth.user, owner, rows), meta: listMeta(compiled, total) };
}

/** One request as the list presents it. */
export async function pointRequestById(
  db: Executor,
  auth: ResolvedSession,
  owner: histories.HistoryOwner,
  id: number,
): Promise<TPointRequest> {
  const rows = await repo.listPointRequestRows(db, owner.institute_id, owner.id, {
    where: repo.requestIdIs(id),
    orderBy: [],
  });
  return (await presentAll(db, auth.user, owner, rows))[0]!;
}

/**
 * A locked request of the user's that the action allows: 404 when it is not theirs, 403 when the
 * actor may not take the action on that kind, 400 (code 1) once it is no longer pending.
 */
export async function lockForAction(
  tx: Executor,
  auth: ResolvedSession,
  owner: histories.HistoryOwner,
  id: number,
  action: 'edit' | 'approve' | 'incomplete' | 'convert',
) {
  const request = await repo.lockPointRequest(tx, owner.institute_id, owner.id, id);
  if (!request) throw AppError.notFound('Point request');
  const settings = await repo.findPointRequestSettings(tx, owner.institute_id);
  const asIfPending = { type: request.type, status: 'pending' as const };
  if (!pointRequestActions(auth.user, owner, asIfPending, settings.allow_supervisor_to_action)[action]) {
    throw AppError.forbidden();
  }
  await recordOnBehalfOf(tx, delegatorActedFor(auth.user, owner.supervisor_id));
  if (request.status !== 0) throw AppError.badRequest(PM.notPending);
  return request;
}

export type EvidenceChange = NonNullable<
  TUpdatePointRequestBody['point_request']['evidences_attributes']
>[number];

/** Applies `evidences_attributes`: removes the request's own marked files, promotes the new uploads. */
export async function changeEvidences(
  deps: AppDeps,
  auth: ResolvedSession,
  tx: Executor,
  owner: histories.HistoryOwner,
  requestId: number,
  changes: EvidenceChange[],
) {
  const errors = new FieldErrors();
  const existing = await listEvidencesOf(tx, REQUEST_EVIDENCES, owner.institute_id, [requestId]);
  const removed = changes.flatMap((c) => ('id' in c ? [c.id] : []));
  const added = [...new Set(changes.flatMap((c) => ('file_id' in c ? [c.file_id] : [])))];
  if (removed.some((id) => !existing.some((e) => e.id === id))) errors.add('evidences', PM.notYourEvidence);
  const remaining = existing.length - new Set(removed).size + added.length;
  if (!owner.points_file_attachment_enabled) {
    if (added.length) errors.add('evidences', M.attachmentsDisabled);
  } else if (owner.file_attachment_required && remaining <= 0) {
    errors.add('evidences', M.evidenceRequired);
  }
  if (remaining > EVIDENCES_MAX) errors.add('evidences', `must have at most ${EVIDENCES_MAX} files`);
  errors.throwIfAny('The activity could not be saved');
  await repo.deleteRequestEvidences(tx, owner.institute_id, requestId, removed);
  const rows: repo.NewPointRequestEvidenceRow[] = [];
  for (const fileId of added) {
    const upload = await promoteCachedUpload(deps, actorOf(auth), fileId, tx).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') {
        throw AppError.validation({ evidences: [M.notYourUpload] }, [], 'The activity could not be saved');
      }
      throw error;
    });
    const { upload_id, storage_key, filename, size, mime_type } = upload;
    rows.push({
      institute_id: owner.institute_id,
      point_request_id: requestId,
      upload_id,
      storage_key,
      filename,
      size,
      mime_type,
    });
  }
  await repo.insertRequestEvidences(tx, rows);
}

/** The changed columns of an edit: each kind keeps only its own fields (part 2 §3). */
export async function editedColumns(
  tx: Executor,
  owner: histories.HistoryOwner,
  request: repo.PointRequestRow,
  fields: TUpdatePointRequestBody['point_request'],
): Promise<Partial<repo.NewPointRequestRow>> {
  const errors = new FieldErrors();
  const vocational = request.type === 'VocationalPointRequest';
  const { evidences_attributes: _evidences, ...given } = fields;
  const changes: Partial<repo.NewPointRequestRow> = { ...given };
  if (given.activity_name !== undefined) changes.activity_name = given.activity_name?.trim() || null;
  if (!vocational) {
    delete changes.vocational_activity_id;
    delete changes.unit_codes;
  } else {
    delete changes.learning_journey_equivalent;
    if (!owner.vocational_currency_uses_units) delete changes.unit_codes;
  }
  const activityId = vocational ? changes.vocational_activity_id : undefined;
  if (activityId != null) {
    const activity = await histories.findVocationalActivity(tx, owner.institute_id, activityId);
    if (!activity) errors.add('vocational_activity_id', M.notActivity);
    else if (given.activity_name === undefined || !changes.activity_name)
      changes.activity_name = activity.name;
  }
  if (given.domain_id != null && !(await histories.domainExists(tx, owner.institute_id, given.domain_id))) {
    errors.add('domain_id', M.notDomain);
  }
  const name = changes.activity_name !== undefined ? changes.activity_name : request.activity_name;
  if (!name) errors.add('activity_name', M.blank);
  errors.throwIfAny('The activity could not be saved');
  return changes;
}

/** PUT users/{id}/point_requests/{id}: edits a pending request (fields and evidences); 200 with the row. */
export async function updatePointRequest(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  id: number,
  body: TUpdatePointRequestBody,
): Promise<TPointRequest> {
  return deps.db.transaction(async (tx) => {
    const owner = await requestOwner(deps, auth, userId, tx);
    const request = await lockForAction(tx, auth, owner, id, 'edit');
    const changes = await editedColumns(tx, owner, request, body.point_request);
    await changeEvidences(deps, auth, tx, owner, id, body.point_request.evidences_attributes ?? []);
    if (!(await repo.updatePendingRequest(tx, owner.institute_id, id, changes))) {
      throw AppError.badRequest(PM.notPending);
    }
    return pointRequestById(tx, auth, owner, id);
  });
}
