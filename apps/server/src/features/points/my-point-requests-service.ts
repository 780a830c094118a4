import {
  MY_POINT_REQUEST_MESSAGES as MM,
  POINTS_HISTORY_MESSAGES as M,
  type TCreateMyPointRequestBody,
  type TListQuery,
  type TMyPointRequest,
  type TMyPointRequestSettings,
  type TPointRequest,
  type TUpdateMyPointRequestBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import {
  activityDetailColumns,
  checkEvidenceSettings,
  resolveActivityName,
} from './external-currency-service.js';
import { notifyNewPointRequests } from './point-requests-emails.js';
import { changeEvidences, editedColumns, presentAll } from './point-requests-service.js';
import { historyOwner } from './points-histories-access.js';
import type { HistoryOwner } from './points-histories-repository.js';
import * as mine from './my-point-requests-repository.js';
import * as repo from './point-requests-repository.js';

/**
 * The educator's own point requests (issue 21): the staff side's rows, field rules and evidence
 * rules (point-requests-service.ts, external-currency-service.ts), on the caller's requests only.
 * A new or resubmitted request is pending in the user's panel and emailed to the institute's
 * approvers exactly as an imported one.
 */

/** The caller as the owner of the requests (a super admin has no points history: 404). */
const ownerOf = (deps: AppDeps, auth: ResolvedSession, executor: Executor = deps.db) =>
  historyOwner(deps, auth, auth.user.id, executor);

const toMine = ({ actions: _actions, ...request }: TPointRequest): TMyPointRequest => ({
  ...request,
  can_edit: request.status !== 'approved',
});

async function present(
  db: Executor,
  auth: ResolvedSession,
  owner: HistoryOwner,
  rows: repo.PointRequestListRow[],
) {
  return (await presentAll(db, auth.user, owner, rows)).map(toMine);
}

async function findMine(db: Executor, auth: ResolvedSession, owner: HistoryOwner, id: number) {
  const rows = await repo.listPointRequestRows(db, owner.institute_id, owner.id, {
    where: repo.requestIdIs(id),
    orderBy: [],
  });
  if (!rows.length) throw AppError.notFound('Point request');
  return (await present(db, auth, owner, rows))[0]!;
}

/** GET my/point_requests/settings: what the form follows. */
export async function myPointRequestSettings(
  deps: AppDeps,
  auth: ResolvedSession,
): Promise<TMyPointRequestSettings> {
  const owner = await ownerOf(deps, auth);
  return mine.findEntrySettings(deps.db, owner.institute_id);
}

/** GET my/point_requests: every status by default, latest change first. */
export async function listMyPointRequests(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const owner = await ownerOf(deps, auth);
  const compiled = compileListQuery(repo.pointRequestListResource, query);
  const [rows, total] = await Promise.all([
    repo.listPointRequestRows(deps.db, owner.institute_id, owner.id, compiled),
    repo.countPointRequests(deps.db, owner.institute_id, owner.id, compiled.where),
  ]);
  return { data: await present(deps.db, auth, owner, rows), meta: listMeta(compiled, total) };
}

/** GET my/point_requests/{id}: 404 unless it is the caller's. */
export async function showMyPointRequest(deps: AppDeps, auth: ResolvedSession, id: number) {
  return findMine(deps.db, auth, await ownerOf(deps, auth), id);
}

/** The owner, refusing (403) while the institute has educator point entry turned off. */
async function enteringOwner(deps: AppDeps, auth: ResolvedSession, tx: Executor) {
  const owner = await ownerOf(deps, auth, tx);
  const settings = await mine.findEntrySettings(tx, owner.institute_id);
  if (!settings.educator_points_entry_enabled) throw AppError.forbidden(MM.entryDisabled);
  return owner;
}

const noticeOf = (owner: HistoryOwner, request: TMyPointRequest) => ({
  id: request.id,
  user_id: owner.id,
  type: request.type,
  activity_name: request.activity_name,
  activity_date: request.activity_date,
  points: request.points,
});

/** POST my/point_requests: a pending request with its evidence; approvers are emailed. 201. */
export async function createMyPointRequest(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TCreateMyPointRequestBody,
): Promise<TMyPointRequest> {
  return deps.db.transaction(async (tx) => {
    const owner = await enteringOwner(deps, auth, tx);
    const { type, evidences_attributes: evidences = [], ...fields } = body.point_request;
    const vocational = type === 'VocationalPointRequest';
    const errors = new FieldErrors();
    const activityId = vocational ? (fields.vocational_activity_id ?? null) : null;
    const activityName = await resolveActivityName(tx, errors, owner.institute_id, {
      ...fields,
      vocational_activity_id: activityId,
    });
    const fileIds = [...new Set(evidences.map((e) => e.file_id))];
    checkEvidenceSettings(errors, owner, fileIds.length);
    errors.throwIfAny('The point request could not be saved');
    const id = await repo.insertPointRequest(tx, {
      institute_id: owner.institute_id,
      user_id: owner.id,
      type,
      status: 0,
      points: fields.points,
      ...activityDetailColumns(fields, owner, vocational),
      vocational_activity_id: activityId,
      activity_name: activityName,
      created_by_id: auth.user.id,
    });
    const added = fileIds.map((file_id) => ({ file_id }));
    await changeEvidences(deps, auth, tx, owner, id, added);
    const created = await findMine(tx, auth, owner, id);
    await notifyNewPointRequests(tx, deps, owner.institute_id, [noticeOf(owner, created)]);
    return created;
  });
}

/**
 * PUT my/point_requests/{id}: edits the caller's request while pending or incomplete (the staff
 * edit's field and evidence rules); an incomplete one is submitted again (pending, approvers
 * emailed). 422 once approved. The row is locked, so two edits (or an edit and a decision) queue.
 */
export async function updateMyPointRequest(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
  body: TUpdateMyPointRequestBody,
): Promise<TMyPointRequest> {
  return deps.db.transaction(async (tx) => {
    const owner = await enteringOwner(deps, auth, tx);
    const request = await repo.lockPointRequest(tx, owner.institute_id, owner.id, id);
    if (!request) throw AppError.notFound('Point request');
    if (request.status === 1)
      throw AppError.validation({}, [MM.approved], 'The point request could not be saved');
    const fields = body.point_request;
    if (fields.points === null) {
      throw AppError.validation({ points: [M.blank] }, [], 'The point request could not be saved');
    }
    const changes = await editedColumns(tx, owner, request, fields);
    await changeEvidences(deps, auth, tx, owner, id, fields.evidences_attributes ?? []);
    if (!(await mine.updateOpenRequest(tx, owner.institute_id, owner.id, id, changes))) {
      throw AppError.validation({}, [MM.approved], 'The point request could not be saved');
    }
    const saved = await findMine(tx, auth, owner, id);
    if (request.status === 2)
      await notifyNewPointRequests(tx, deps, owner.institute_id, [noticeOf(owner, saved)]);
    return saved;
  });
}
