import {
  MY_PROGRAM_MESSAGES,
  PROGRAM_TYPE_LABELS,
  REGISTRATION_MESSAGES,
  type TListQuery,
  type TMyRegistration,
  type TMyRegistrationState,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as myRepo from './my-programs-repository.js';
import { lockProgramForRegistration, register } from './registrations-service.js';
import * as repo from './registrations-repository.js';

/**
 * The educator's own registrations (issue 21): registering with the institute's rules (the staff
 * side's `register`: approval per program type, the cut-off, the attendee limit on the locked program
 * row), cancelling one that is not completed, and the list with each one's state.
 */

/** How a registration reads to its registrant. */
export function stateOf(registration: myRepo.RegistrationState): TMyRegistrationState {
  if (registration.completed) return 'completed';
  if (registration.status === 'incomplete') return 'declined';
  return registration.status === 'pending' ? 'pending' : 'registered';
}

/** Whether the registrant may cancel: a place held (pending or approved) and not completed. */
export const canCancel = (registration: myRepo.RegistrationState) =>
  !registration.completed && registration.status !== 'incomplete';

export function presentMyRegistration(row: myRepo.MyRegistrationRow): TMyRegistration {
  return {
    id: row.id,
    program_id: row.program_id,
    program_name: row.program_name,
    program_type_label: row.program_type ? PROGRAM_TYPE_LABELS[row.program_type] : null,
    program_start_date: row.program_start_date,
    program_end_date: row.program_end_date,
    status: row.status,
    completed: row.completed,
    state: stateOf(row),
    rejection_reason: row.status === 'incomplete' ? row.rejection_reason : null,
    points: row.completed && row.points !== null ? Number(row.points) : null,
    created_at: row.created_at.toISOString(),
    can_cancel: canCancel(row),
  };
}

/** `GET my/registrations`: the caller's registrations, newest program first. */
export async function listMyRegistrations(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const compiled = compileListQuery(myRepo.myRegistrationsResource, query);
  const { rows, total } = await myRepo.listMyRegistrations(deps.db, auth.instituteId, auth.user.id, compiled);
  return { data: rows.map(presentMyRegistration), meta: listMeta(compiled, total) };
}

const refused = (message: string) => AppError.validation({}, [message], 'You could not be registered');

/**
 * The staff side's refusals, as the registrant reads them: a 422 with the reason in `base` (the
 * staff form's messages name its `user_id` field, which the educator does not send).
 */
function asRegistrantError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'bad_request') return refused(error.message);
  if (error.code !== 'validation') return error;
  const [message] = error.fields.user_id ?? [];
  if (message === REGISTRATION_MESSAGES.already) return refused(MY_PROGRAM_MESSAGES.already);
  if (message === REGISTRATION_MESSAGES.notRegistrant) return refused(MY_PROGRAM_MESSAGES.notRegistrant);
  return error;
}

/**
 * `POST my/programs/{id}/registrations`: the caller registers themselves. The program row is locked
 * for the transaction, so two callers racing for the last place queue: one gets it, the other 422.
 * A draft is invisible (404), as in the catalogue.
 */
export async function registerMe(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
): Promise<TMyRegistration> {
  return deps.db.transaction(async (tx) => {
    const program = await lockProgramForRegistration(tx, auth.instituteId, programId);
    if (!program.published) throw AppError.notFound('Program');
    const row = await register(tx, deps, auth.user, program, auth.user.id, { byStaff: false }).catch(
      (error: unknown) => {
        throw asRegistrantError(error);
      },
    );
    const mine = await myRepo.myRegistration(tx, auth.instituteId, auth.user.id, { id: row.id });
    return presentMyRegistration(mine!);
  });
}

/**
 * `DELETE my/registrations/{id}`: as the staff's removal, the registration (and its attendance) goes
 * and its place is free again; a completed one stays (it carries points), a declined one has nothing
 * to cancel. Another user's registration is 404.
 */
export async function cancelMyRegistration(deps: AppDeps, auth: ResolvedSession, id: number) {
  await deps.db.transaction(async (tx) => {
    const current = await myRepo.lockMyRegistration(tx, auth.instituteId, auth.user.id, id);
    if (!current) throw AppError.notFound('Registration');
    if (current.completed) throw AppError.validation({}, [MY_PROGRAM_MESSAGES.cancelCompleted]);
    if (current.status === 'incomplete') throw AppError.validation({}, [MY_PROGRAM_MESSAGES.cancelDeclined]);
    await repo.deleteRegistration(tx, auth.instituteId, current.id);
  });
}
