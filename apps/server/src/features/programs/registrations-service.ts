import {
  REGISTRATION_MESSAGES,
  type TCreateRegistrationBody,
  type TRegistration,
  type TUpdateRegistrationBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { recomputePassportsFor } from '../points/passports-service.js';
import type { Actor } from '../users/policies.js';
import { queueApprovalRequest } from '../registrations/approval-requests-service.js';
import { canManageAttendance, canViewProgram, registrationAbilities } from './policies.js';
import * as points from './registrations-points-repository.js';
import { queueCompletionNotice, queueRegistrationConfirmation } from './registrations-emails.js';
import { isPastCutOff } from './registrations-window.js';
import * as repo from './registrations-repository.js';

/**
 * Registrations (part 2 §4 "Registration", §6 "Registering users"): adding a user to a program within
 * its limit and window, hurdle, learning journey and completion (which awards the program's points),
 * and removal. Every change runs in one transaction; the emails it causes are queued in it.
 */

/** The program, if the actor may run its attendance: another institute's (or an unseen draft) is 404. */
export async function managedProgram(
  db: Executor,
  auth: ResolvedSession,
  programId: number,
  options: { lock?: boolean } = {},
): Promise<repo.RegistrationProgram> {
  const program = await repo.programForRegistration(db, auth.instituteId, programId, options);
  if (!program || !canViewProgram(auth.user, program)) throw AppError.notFound('Program');
  if (!canManageAttendance(auth.user, program)) throw AppError.forbidden();
  return program;
}

/** One attendance per workshop of the program, in order: absent unless marked present. */
/** A row as the API presents it: one attendance per workshop of the program, in order. */
export function presentRegistration(row: repo.RegistrationListRow): TRegistration {
  // Written out field by field, without spreading or a Set per row: 300 rows at a time.
  const present = row.present_at ?? [];
  return {
    id: row.id,
    program_id: row.program_id,
    user_id: row.user_id,
    status: row.status,
    completed: row.completed,
    hurdle: row.hurdle,
    is_learning_journey: row.is_learning_journey,
    attendances: row.workshop_ids.map((id) => ({ workshop_id: id, present: present.includes(id) })),
    points: row.points === null ? null : Number(row.points),
    user_family_name: row.user_family_name,
    user_given_name: row.user_given_name,
    user_unique_identifier: row.user_unique_identifier,
    user_department: row.user_department,
    user_active: row.user_active,
    created_at: row.created_at,
    can: registrationAbilities(row),
  };
}

export async function listRegistrations(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const program = await managedProgram(deps.db, auth, programId);
  const rows = await repo.registrationList(deps.db, auth.instituteId, program.id);
  return {
    data: rows.map(presentRegistration),
    meta: { total: rows.length, page: 1, per_page: Math.max(rows.length, 1) },
  };
}

async function readRegistration(db: Executor, instituteId: number, programId: number, id: number) {
  const row = await repo.registrationListRow(db, instituteId, programId, id);
  if (!row) throw AppError.notFound('Registration');
  return presentRegistration(row);
}

/** Part 2 §3: an educator's own registration waits for approval when the institute asks it for the type. */
export function requiresApproval(program: repo.RegistrationProgram): boolean {
  const { institute, program_type: type } = program;
  return (
    institute.registrations_require_approval_enabled &&
    type !== null &&
    institute[`${type}_registrations_require_approval`]
  );
}

const notRegistrant = () =>
  AppError.validation(
    { user_id: [REGISTRATION_MESSAGES.notRegistrant] },
    [],
    'The user could not be registered',
  );
const alreadyRegistered = () =>
  AppError.validation({ user_id: [REGISTRATION_MESSAGES.already] }, [], 'The user could not be registered');

/**
 * Registers `userId` for `program`, whose row the caller's transaction has locked (FOR UPDATE), so
 * the places counted here cannot be taken by a concurrent registration before this one commits.
 * Staff registrations (`byStaff`) are approved; an educator's own is pending when approval is
 * required. An approved place is confirmed by email with the institute's calendar attachment.
 */
export async function register(
  tx: Executor,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  actor: Actor,
  program: repo.RegistrationProgram,
  userId: number,
  options: { byStaff: boolean },
) {
  const instituteId = program.institute_id;
  const registrant = await repo.findRegistrant(tx, instituteId, userId);
  if (!registrant || !registrant.active || !(registrant.is_educator || registrant.is_guest))
    throw notRegistrant();
  if (await repo.isRegistered(tx, instituteId, program.id, userId)) throw alreadyRegistered();
  if (!program.published || !program.registrations_open)
    throw AppError.badRequest(REGISTRATION_MESSAGES.closed);
  const { today, registration_cutoff_days: cutoffDays } = program.institute;
  if (isPastCutOff(today, program.start_date, cutoffDays))
    throw AppError.badRequest(REGISTRATION_MESSAGES.cutOff);
  if (
    program.attendee_limit !== null &&
    (await repo.countTakenPlaces(tx, instituteId, program.id)) >= program.attendee_limit
  )
    throw AppError.badRequest(REGISTRATION_MESSAGES.full);
  const status = options.byStaff || !requiresApproval(program) ? 'approved' : 'pending';
  const row = await repo
    .insertRegistration(tx, {
      institute_id: instituteId,
      program_id: program.id,
      user_id: userId,
      status,
      created_by_id: actor.id,
      ...(status === 'approved' ? { actioned_by_id: actor.id, actioned_at: new Date() } : {}),
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'registrations_institute_id_program_id_user_id_unique'))
        throw alreadyRegistered();
      throw error;
    });
  if (status === 'approved') await queueRegistrationConfirmation(tx, deps, program, registrant);
  else
    await queueApprovalRequest(tx, deps, {
      id: row.id,
      institute_id: instituteId,
      program,
      instituteName: program.institute.name,
      registrant,
    });
  return row;
}

/**
 * The program locked for registering, for callers that authorize on their own (an educator
 * registering themselves): another institute's is 404; `register` refuses a draft as closed.
 */
export async function lockProgramForRegistration(tx: Executor, instituteId: number, programId: number) {
  const program = await repo.programForRegistration(tx, instituteId, programId, { lock: true });
  if (!program) throw AppError.notFound('Program');
  return program;
}

/**
 * Emails the confirmation of a place (with the calendar file) once a pending registration is approved
 * elsewhere (the approval queue, features/registrations), as a staff registration does. Nothing for a
 * registrant who is gone or inactive.
 */
export async function confirmApprovedRegistration(
  tx: Executor,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  instituteId: number,
  programId: number,
  userId: number,
) {
  const program = await repo.programForRegistration(tx, instituteId, programId);
  const registrant = await repo.findRegistrant(tx, instituteId, userId);
  if (program && registrant?.active) await queueRegistrationConfirmation(tx, deps, program, registrant);
}

/** `POST programs/{id}/registrations`: an admin or the program's facilitator adds a user (approved). */
export async function createRegistration(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  body: TCreateRegistrationBody,
): Promise<TRegistration> {
  return deps.db.transaction(async (tx) => {
    const program = await managedProgram(tx, auth, programId, { lock: true });
    const row = await register(tx, deps, auth.user, program, body.registration.user_id, { byStaff: true });
    return readRegistration(tx, auth.instituteId, program.id, row.id);
  });
}

/**
 * `PUT programs/{id}/registrations/{registration_id}`: hurdle, learning journey and completion. A
 * completed registration is locked until uncompleted. Completing writes one PointsProgram row (the
 * workshops' points; only attended ones when the institute says so) and tells the user unless
 * `notify_user` is false; uncompleting removes that row.
 */
export async function updateRegistration(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  id: number,
  body: TUpdateRegistrationBody,
): Promise<TRegistration> {
  return deps.db.transaction(async (tx) => {
    const program = await managedProgram(tx, auth, programId);
    const instituteId = auth.instituteId;
    const current = await repo.findRegistration(tx, instituteId, program.id, id, { lock: true });
    if (!current) throw AppError.notFound('Registration');
    const { hurdle, is_learning_journey: learningJourney, completed } = body.registration;
    const isUncompleting = completed === false && current.completed;
    const changesFlags =
      (hurdle !== undefined && hurdle !== current.hurdle) ||
      (learningJourney !== undefined && learningJourney !== current.is_learning_journey);
    const allowed = registrationAbilities(current);
    if (!allowed.edit && !isUncompleting && changesFlags)
      throw AppError.badRequest(REGISTRATION_MESSAGES.completedLocked);

    const changes: repo.RegistrationChanges = { hurdle, is_learning_journey: learningJourney };
    if (isUncompleting) {
      Object.assign(changes, { completed: false, completed_at: null });
      const removed = await points.deleteProgramPoints(tx, instituteId, current.id);
      await recomputePassportsFor(tx, instituteId, removed);
    }
    if (completed === true && !current.completed) {
      if (!allowed.complete) throw AppError.badRequest(REGISTRATION_MESSAGES.notApproved);
      Object.assign(changes, { completed: true, completed_at: new Date() });
      const awarded = await points.programPointsFor(
        tx,
        instituteId,
        program.id,
        current.id,
        program.institute.program_points_require_workshop_attendance,
      );
      await points.insertProgramPoints(tx, {
        institute_id: instituteId,
        user_id: current.user_id,
        date: program.institute.today,
        points: awarded,
        program_id: program.id,
        registration_id: current.id,
        domain_id: program.domain_id,
        activity_name: program.name,
        learning_journey_equivalent: learningJourney ?? current.is_learning_journey,
        created_by_id: auth.user.id,
      });
      await recomputePassportsFor(tx, instituteId, [
        { userId: current.user_id, date: program.institute.today },
      ]);
      if (body.notify_user) {
        const registrant = await repo.findRegistrant(tx, instituteId, current.user_id);
        if (registrant?.active) await queueCompletionNotice(tx, deps, program, registrant, awarded);
      }
    }
    if (Object.values(changes).some((value) => value !== undefined))
      await repo.updateRegistration(tx, instituteId, current.id, changes);
    return readRegistration(tx, instituteId, program.id, current.id);
  });
}

/** `DELETE programs/{id}/registrations/{registration_id}`: not while completed. */
export async function removeRegistration(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const program = await managedProgram(tx, auth, programId);
    const current = await repo.findRegistration(tx, auth.instituteId, program.id, id, { lock: true });
    if (!current) throw AppError.notFound('Registration');
    if (!registrationAbilities(current).remove)
      throw AppError.badRequest(REGISTRATION_MESSAGES.completedRemove);
    await repo.deleteRegistration(tx, auth.instituteId, current.id);
  });
}
