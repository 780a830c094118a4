import { REGISTRATION_MESSAGES, type TMarkAttendanceBody } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as repo from './attendance-repository.js';
import { canManageAttendance, canViewProgram, isRegistrationLocked } from './policies.js';

/**
 * `POST attendances/mark` (part 2 §4): whoever runs the program's attendance marks a registrant
 * present or absent at one of its workshops; a completed registration is locked.
 */
export async function markAttendance(deps: AppDeps, auth: ResolvedSession, body: TMarkAttendanceBody) {
  const { registration_id: registrationId, workshop_id: workshopId, present } = body.attendance;
  const target = await repo.attendanceTarget(deps.db, auth.instituteId, registrationId, workshopId);
  if (!target || !canViewProgram(auth.user, target)) throw AppError.notFound('Registration or workshop');
  if (!canManageAttendance(auth.user, target)) throw AppError.forbidden();
  if (isRegistrationLocked(target)) throw AppError.badRequest(REGISTRATION_MESSAGES.completedLocked);
  const written = await repo.upsertAttendance(deps.db, auth.instituteId, registrationId, workshopId, present);
  if (!written) throw AppError.badRequest(REGISTRATION_MESSAGES.completedLocked);
  return { registration_id: registrationId, workshop_id: workshopId, present };
}
