import {
  POINT_REQUEST_HISTORY_TYPES,
  POINT_REQUEST_MESSAGES as PM,
  POINT_REQUEST_TYPES,
  type TApprovePointRequestBody,
  type TConvertPointRequestBody,
  type TRejectPointRequestBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { listEvidencesOf, REQUEST_EVIDENCES } from './evidence-repository.js';
import { afterLedgerChange } from './ledger-hooks.js';
import { queuePointRequestDecision, type PointRequestDecision } from './point-requests-emails.js';
import { lockForAction, requestOwner } from './point-requests-service.js';
import * as histories from './points-histories-repository.js';
import * as repo from './point-requests-repository.js';

/**
 * Deciding a pending point request (part 2 §4): approve (it becomes a points history row), mark
 * incomplete, convert. Each runs in one transaction on the locked request, so of two approvers
 * exactly one succeeds; the other finds it no longer pending (400).
 */

type Action = 'approve' | 'incomplete' | 'convert';

async function decide(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  id: number,
  action: Action,
  notifyUser: boolean,
  apply: (
    tx: Executor,
    owner: histories.HistoryOwner,
    request: repo.PointRequestRow,
  ) => Promise<{ changes: Partial<repo.NewPointRequestRow>; decision: PointRequestDecision }>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const owner = await requestOwner(deps, auth, userId, tx);
    const request = await lockForAction(tx, auth, owner, id, action);
    const { changes, decision } = await apply(tx, owner, request);
    if (!(await repo.updatePendingRequest(tx, owner.institute_id, id, changes))) {
      throw AppError.badRequest(PM.notPending);
    }
    if (notifyUser && (await repo.isUserActive(tx, owner.institute_id, owner.id))) {
      await queuePointRequestDecision(
        tx,
        deps,
        owner,
        { ...request, ...changes } as repo.PointRequestRow,
        decision,
      );
    }
  });
}

const LABELS = { points: 'Points', activity_date: 'Activity date', activity_name: 'Activity name' } as const;

/**
 * What a history row needs that a request may lack (an import leaves points out). The 422 names the
 * field (code 2) and, in `base`, says it the way the approve dialog reads it: a vocational request's
 * messages start with "Vocational activity", which the web removes before adding its instruction
 * (part 2 §5; contract pointRequestActionError).
 */
function checkApprovable(request: repo.PointRequestRow, points: number | null | undefined) {
  const missing = (
    [
      ['points', points],
      ['activity_date', request.activity_date],
      ['activity_name', request.activity_name],
    ] as const
  ).filter(([, value]) => value === null || value === undefined || value === '');
  if (!missing.length) return;
  const prefix = request.type === 'VocationalPointRequest' ? 'Vocational activity ' : '';
  const fields = Object.fromEntries(missing.map(([name]) => [name, ["can't be blank"]]));
  const base = missing.map(([name]) => {
    const label = prefix ? LABELS[name].toLowerCase() : LABELS[name];
    return `${prefix}${label} can't be blank`;
  });
  throw AppError.validation(fields, base, 'The activity could not be approved');
}

/** PUT …/approve: writes the history row of the request's kind (fields and evidences copied); 204. */
export function approvePointRequest(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  id: number,
  body: TApprovePointRequestBody,
) {
  return decide(deps, auth, userId, id, 'approve', body?.notify_user ?? true, async (tx, owner, request) => {
    const points = body?.points ?? request.points;
    checkApprovable(request, points);
    const rea = request.type === 'ReaPointRequest';
    const learningJourney = rea && (body?.learning_journey_equivalent ?? request.learning_journey_equivalent);
    const approvalReason = body?.approval_reason?.trim() || null;
    const date = request.activity_date!;
    const historyId = await histories.insertHistory(tx, {
      institute_id: owner.institute_id,
      user_id: owner.id,
      type: POINT_REQUEST_HISTORY_TYPES[request.type],
      date,
      points: points!,
      domain_id: request.domain_id,
      vocational_activity_id: rea ? null : request.vocational_activity_id,
      activity_name: request.activity_name,
      activity_date: date,
      activity_duration: request.activity_duration,
      activity_interval: request.activity_interval,
      inform_teaching_practice: request.inform_teaching_practice,
      related_to_units: request.related_to_units,
      student_benefit: request.student_benefit,
      notes: request.notes,
      unit_codes: rea ? null : request.unit_codes,
      learning_journey_equivalent: learningJourney,
      approval_reason: approvalReason,
      created_by_id: auth.user.id,
    });
    const evidences = await listEvidencesOf(tx, REQUEST_EVIDENCES, owner.institute_id, [request.id]);
    await histories.insertEvidences(
      tx,
      evidences.map(({ upload_id, storage_key, filename, size, mime_type }) => ({
        institute_id: owner.institute_id,
        points_history_id: historyId,
        upload_id,
        storage_key,
        filename,
        size,
        mime_type,
      })),
    );
    await afterLedgerChange(tx, deps, owner.institute_id, owner.id, [date]);
    return {
      changes: {
        status: repo.statusCode('approved'),
        points: points!,
        learning_journey_equivalent: learningJourney,
        approval_reason: approvalReason,
        points_history_id: historyId,
        actioned_by_id: auth.user.id,
        actioned_at: new Date(),
      },
      decision: { kind: 'approved', approvalReason },
    };
  });
}

/** PUT …/reject: marks the request incomplete, with its reason; 204. */
export function rejectPointRequest(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  id: number,
  body: TRejectPointRequestBody,
) {
  return decide(deps, auth, userId, id, 'incomplete', body.notify_user ?? true, async () => ({
    changes: {
      status: repo.statusCode('incomplete'),
      reason: body.reason,
      actioned_by_id: auth.user.id,
      actioned_at: new Date(),
    },
    decision: { kind: 'incomplete', reason: body.reason },
  }));
}

/**
 * PUT …/convert: the request becomes the other kind (or `type`); 204. Becoming vocational drops the
 * learning journey; becoming external professional drops the vocational activity (its name kept as
 * the activity's) and the unit codes.
 */
export function convertPointRequest(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  id: number,
  body: TConvertPointRequestBody,
) {
  return decide(deps, auth, userId, id, 'convert', body?.notify_user ?? true, async (tx, owner, request) => {
    const type = body?.type ?? POINT_REQUEST_TYPES.find((t) => t !== request.type)!;
    if (type === request.type) throw AppError.badRequest(PM.sameType);
    const changes: Partial<repo.NewPointRequestRow> =
      type === 'VocationalPointRequest'
        ? { type, learning_journey_equivalent: false }
        : { type, vocational_activity_id: null, unit_codes: null };
    if (type === 'ReaPointRequest' && !request.activity_name && request.vocational_activity_id !== null) {
      const activity = await histories.findVocationalActivity(
        tx,
        owner.institute_id,
        request.vocational_activity_id,
      );
      changes.activity_name = activity?.name ?? null;
    }
    return { changes, decision: { kind: 'converted', from: request.type } };
  });
}
