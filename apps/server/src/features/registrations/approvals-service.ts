import {
  PROGRAM_TYPE_LABELS,
  REGISTRATION_APPROVAL_MESSAGES,
  REGISTRATION_STATUS_LABELS,
  type TApproveRegistrationBody,
  type TListQuery,
  type TRegistrationApproval,
  type TRegistrationBulkDecisionBody,
  type TRejectRegistrationBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { csvDateTimeColumn, csvLabel, type CsvColumns } from '../../lib/csv.js';
import { decideEach } from '../../lib/bulk-decision.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { confirmApprovedRegistration } from '../programs/registrations-service.js';
import { queueRejectionNotice } from './approval-emails.js';
import * as repo from './approvals-repository.js';
import { canDecideRegistration, registrationActions, visibleRegistrations } from './policies.js';
import { delegatorActedFor, type Actor } from '../users/policies.js';
import { recordOnBehalfOf } from '../../db/audit-actor.js';

/**
 * The approval queue (part 2 §2 "Registrations submitted for approval", §7 "Version 2"): the list and
 * its CSV, approve and reject. Decisions are taken only on a pending registration, in one
 * conditional statement (docs/decisions.md, "Registration approvals (issue 15)").
 */

export const EXPORT_BATCH_SIZE = 1000;

/** The queue shows pending registrations unless the query names a status (part 2 §2). */
export function withDefaultStatus(query: TListQuery): TListQuery {
  const q = query.q ?? {};
  const namesStatus = Object.entries(q).some(
    ([key, value]) => key.startsWith('status_') && (Array.isArray(value) ? value.length > 0 : value.trim()),
  );
  return namesStatus ? query : { ...query, q: { ...q, status_eq: 'pending' } };
}

function compile(auth: ResolvedSession, query: TListQuery) {
  const compiled = compileListQuery(repo.approvalListResource, withDefaultStatus(query));
  return { compiled, scope: visibleRegistrations(auth.user) };
}

function present(row: repo.ApprovalRow, actor: Actor): TRegistrationApproval {
  const { total: _total, created_at: createdAt, actioned_at: actionedAt, ...rest } = row;
  return {
    ...rest,
    created_at: createdAt.toISOString(),
    actioned_at: actionedAt?.toISOString() ?? null,
    can: registrationActions(actor, {
      user_id: row.user_id,
      user_supervisor_id: row.supervisor_id,
      status: row.status,
    }),
  };
}

/** One page of the queue and its total, in one statement (a page past the end counts apart). */
export async function listApprovals(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { compiled, scope } = compile(auth, query);
  const page = { ...compiled, scope };
  const rows = await repo.listApprovals(deps.db, auth.instituteId, page);
  const total =
    rows[0]?.total ?? (compiled.offset > 0 ? await repo.countApprovals(deps.db, auth.instituteId, page) : 0);
  return { data: rows.map((row) => present(row, auth.user)), meta: listMeta(compiled, total) };
}

/**
 * registrations.csv: words for people, and beside them the codes the API speaks (Program Type Code,
 * Status Code) for the integrations that read this file (docs/using-reports.md, "CSV exports").
 */
export const approvalExportColumns = (timeZone: string): CsvColumns<TRegistrationApproval> => [
  csvDateTimeColumn('Registered At', timeZone, (r) => r.created_at),
  ['Program', (r) => r.program_name],
  ['Program Type', (r) => csvLabel(PROGRAM_TYPE_LABELS, r.program_type)],
  ['Program Type Code', (r) => r.program_type],
  ['Program Start Date', (r) => r.program_start_date],
  ['User', (r) => r.user_name],
  ['Supervisor', (r) => r.supervisor_name],
  ['Status', (r) => csvLabel(REGISTRATION_STATUS_LABELS, r.status)],
  ['Status Code', (r) => r.status],
  ['Reason', (r) => r.rejection_reason],
  csvDateTimeColumn('Actioned At', timeZone, (r) => r.actioned_at),
  ['Actioned By', (r) => r.actioned_by_name],
];

/** registrations.csv: the queue's filters and sort, in batches; a bad filter answers 400 before streaming. */
export function exportApprovals(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { compiled, scope } = compile(auth, query);
  return async function* rows(): AsyncGenerator<TRegistrationApproval> {
    for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
      const batch = await repo.listApprovals(deps.db, auth.instituteId, {
        where: compiled.where,
        scope,
        orderBy: compiled.orderBy,
        limit: EXPORT_BATCH_SIZE,
        offset,
      });
      yield* batch.map((row) => present(row, auth.user));
      if (batch.length < EXPORT_BATCH_SIZE) return;
    }
  };
}

/** The shell's badge: the pending registrations the user would see in the queue (0 without it). */
export function countPendingRegistrations(deps: AppDeps, auth: ResolvedSession) {
  return repo.countPending(deps.db, auth.instituteId, visibleRegistrations(auth.user));
}

const notPending = () => AppError.badRequest(REGISTRATION_APPROVAL_MESSAGES.notPending);

/**
 * Approves or declines a pending registration the actor may decide (another supervisor's educator is
 * invisible to them: 404). Approving keeps the place the pending registration already holds; it is
 * refused only when the approved registrations alone fill the limit (the limit was lowered since).
 */
async function decide(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
  decision: repo.Decision,
  notifyUser: boolean,
) {
  const instituteId = auth.instituteId;
  await deps.db.transaction(async (tx) => {
    const registration = await repo.findForDecision(tx, instituteId, id);
    if (!registration || !canDecideRegistration(auth.user, registration))
      throw AppError.notFound('Registration');
    await recordOnBehalfOf(tx, delegatorActedFor(auth.user, registration.user_supervisor_id));
    if (registration.status !== 'pending') throw notPending();
    if (decision.status === 'approved') {
      const places = await repo.lockedPlaces(tx, instituteId, registration.program_id);
      if (places.limit !== null && places.approved >= places.limit)
        throw AppError.badRequest(REGISTRATION_APPROVAL_MESSAGES.full);
    }
    if (!(await repo.decidePending(tx, instituteId, id, decision, auth.user.id))) throw notPending();
    if (!notifyUser || !registration.user_active) return;
    if (decision.status === 'approved')
      await confirmApprovedRegistration(tx, deps, instituteId, registration.program_id, registration.user_id);
    else await queueRejectionNotice(tx, deps, instituteId, registration, decision.rejection_reason);
  });
}

/** `PUT /api/v2/registrations/{id}/approve`. */
export async function approveRegistration(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
  body: TApproveRegistrationBody,
) {
  await decide(deps, auth, id, { status: 'approved' }, body?.notify_user ?? true);
}

/** `PUT /api/v2/registrations/{id}/reject`: the registration becomes incomplete, with its reason. */
export async function rejectRegistration(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
  body: TRejectRegistrationBody,
) {
  const decision = { status: 'incomplete', rejection_reason: body.reason } as const;
  await decide(deps, auth, id, decision, body.notify_user ?? true);
}

/** `POST /api/v1/registrations/bulk_decision`: each registration through `decide`, its outcome in order. */
export function bulkDecideRegistrations(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TRegistrationBulkDecisionBody,
) {
  const items = body.ids.map((id) => ({ id }));
  return decideEach(items, REGISTRATION_APPROVAL_MESSAGES.notPending, ({ id }) =>
    body.decision === 'approve'
      ? decide(deps, auth, id, { status: 'approved' }, body.notify_user)
      : decide(deps, auth, id, { status: 'incomplete', rejection_reason: body.reason! }, body.notify_user),
  );
}
