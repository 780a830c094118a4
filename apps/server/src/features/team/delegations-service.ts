import {
  DELEGATION_MAX_DAYS,
  DELEGATION_MESSAGES as M,
  type TCreateDelegation,
  type TDelegation,
  type TDelegationsQuery,
  type TDelegationsResponse,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import type { Actor } from '../users/policies.js';
import { canManageDelegationsOf, isEligibleDelegate } from './policies.js';
import * as repo from './delegations-repository.js';

/** How many delegations of a supervisor the Away panel shows (the ended ones last). */
const DELEGATIONS_SHOWN = 20;
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const todayOf = (auth: ResolvedSession) => todayIn(auth.actingInstitute.timezone);

function present(auth: ResolvedSession, row: repo.DelegationView): TDelegation {
  const today = todayOf(auth);
  const status =
    row.ended_at !== null || row.ends_on < today ? 'ended' : row.starts_on > today ? 'upcoming' : 'active';
  return {
    ...row,
    ended_at: row.ended_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    status,
    can: { end: status !== 'ended' && canManageDelegationsOf(auth.user, row.supervisor) },
  };
}

/** The supervisor whose delegations are asked for: the caller, or one an admin names (404: not here). */
async function supervisorOf(db: Executor, auth: ResolvedSession, supervisorId: number | undefined) {
  const supervisor = await repo.findPerson(db, auth.instituteId, supervisorId ?? auth.user.id);
  if (!supervisor) throw AppError.notFound('Supervisor');
  return supervisor;
}

/** `GET /api/v1/team/delegations`: the supervisor's delegations, whom they may name, and whom the caller acts for. */
export async function listDelegations(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TDelegationsQuery,
): Promise<TDelegationsResponse> {
  const supervisor = await supervisorOf(deps.db, auth, query.supervisor_id);
  if (!canManageDelegationsOf(auth.user, supervisor)) throw AppError.forbidden();
  const isManaged = supervisor.is_supervisor;
  const [rows, delegates, actingFor] = await Promise.all([
    isManaged ? repo.listDelegationsOf(deps.db, auth.instituteId, supervisor.id, DELEGATIONS_SHOWN) : [],
    isManaged ? repo.listEligibleDelegates(deps.db, auth.instituteId, supervisor.id) : [],
    repo.listActiveFor(deps.db, auth.instituteId, auth.user.id, todayOf(auth)),
  ]);
  return {
    data: rows.map((row) => present(auth, row)),
    delegates,
    acting_for: actingFor.map((row) => present(auth, row)),
  };
}

/**
 * `POST /api/v1/team/delegations`: names a delegate between two dates. The supervisor's row is locked
 * first, so two requests for one supervisor check for an overlap one after the other: one wins.
 */
export async function createDelegation(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TCreateDelegation,
): Promise<TDelegation> {
  const { instituteId } = auth;
  const id = await deps.db.transaction(async (tx) => {
    const supervisor = await repo.lockPerson(tx, instituteId, body.supervisor_id ?? auth.user.id);
    if (!supervisor) throw AppError.notFound('Supervisor');
    if (!canManageDelegationsOf(auth.user, supervisor)) throw AppError.forbidden();
    const delegate = await repo.findPerson(tx, instituteId, body.delegate_id);
    if (!delegate) throw AppError.notFound('User');
    const errors = new FieldErrors();
    if (!supervisor.is_supervisor) errors.add('supervisor_id', M.notSupervisor);
    if (delegate.id === supervisor.id) errors.add('delegate_id', M.self);
    else if (!isEligibleDelegate(delegate)) errors.add('delegate_id', M.notEligible);
    if (body.ends_on < body.starts_on) errors.add('ends_on', M.endsBeforeStart);
    else if (daysBetween(body.starts_on, body.ends_on) >= DELEGATION_MAX_DAYS)
      errors.add('ends_on', M.tooLong);
    if (body.ends_on < todayOf(auth)) errors.add('ends_on', M.inPast);
    errors.throwIfAny('The delegation could not be saved');
    if (await repo.findOverlapping(tx, instituteId, supervisor.id, body)) {
      errors.add('starts_on', M.overlaps).throwIfAny('The delegation could not be saved');
    }
    const row = await repo.insertDelegation(tx, {
      institute_id: instituteId,
      supervisor_id: supervisor.id,
      delegate_id: delegate.id,
      starts_on: body.starts_on,
      ends_on: body.ends_on,
      created_by_id: auth.user.id,
    });
    return row.id;
  });
  return present(auth, (await repo.findDelegation(deps.db, instituteId, id))!);
}

/**
 * `POST /api/v1/team/delegations/{id}/end`: ends a running delegation now, or cancels one to come.
 * Another supervisor's delegation is not found for a supervisor; an ended one cannot end again.
 */
export async function endDelegation(deps: AppDeps, auth: ResolvedSession, id: number): Promise<TDelegation> {
  const { instituteId } = auth;
  await deps.db.transaction(async (tx) => {
    const delegation = await repo.lockDelegation(tx, instituteId, id);
    if (!delegation) throw AppError.notFound('Delegation');
    const supervisor = (await repo.findPerson(tx, instituteId, delegation.supervisor_id))!;
    if (!canManageDelegationsOf(auth.user, supervisor)) throw AppError.notFound('Delegation');
    const view = (await repo.findDelegation(tx, instituteId, id))!;
    if (present(auth, view).status === 'ended') throw AppError.badRequest(M.alreadyEnded);
    await repo.endDelegation(tx, instituteId, id, new Date());
  });
  return present(auth, (await repo.findDelegation(deps.db, instituteId, id))!);
}

/** Someone an item's email or reminder reaches: the supervisor, or a delegate acting for them. */
export interface Approver {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  full_name: string;
  /** The supervisor the delegate stands in for; null for the supervisor themself. */
  on_behalf_of: { id: number; full_name: string } | null;
  /** The approver as the policies read them (their roles, and the supervisor they stand in for). */
  actor: Actor;
}

/**
 * Whom an email about `supervisorId`'s team reaches on `onDate` (default: today in the institute's
 * time zone): the supervisor, when active, first; then each delegate acting for them that day.
 * Emails to "the supervisor" of an item go to each of these.
 */
export async function approversFor(
  executor: Executor,
  instituteId: number,
  supervisorId: number,
  onDate?: string,
): Promise<Approver[]> {
  const rows = await repo.listApproversOf(executor, instituteId, supervisorId, onDate);
  const supervisor = rows.find((row) => row.id === supervisorId);
  if (!supervisor) return [];
  const onBehalfOf = { id: supervisor.id, full_name: supervisor.full_name };
  return rows
    .filter((row) => row.active)
    .map(({ id, email, given_name, family_name, full_name, active: _active, ...roles }) => ({
      id,
      email,
      given_name,
      family_name,
      full_name,
      on_behalf_of: id === supervisorId ? null : onBehalfOf,
      actor: { id, ...roles, ...(id === supervisorId ? {} : { acting_for: [supervisorId] }) },
    }));
}
