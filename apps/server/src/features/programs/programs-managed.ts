import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canManageAttendance } from './policies.js';
import { findProgramWithInstitute } from './registrations-import-repository.js';

/**
 * The program whose registrations the signed-in user runs (import, registrations.csv, attendance.pdf):
 * 404 for another institute's or no program, 403 unless an admin or the program's facilitator.
 */
export async function findManagedProgram(db: Executor, auth: ResolvedSession, programId: number) {
  const found = await findProgramWithInstitute(db, auth.instituteId, programId);
  if (!found) throw AppError.notFound('Program');
  if (!canManageAttendance(auth.user, found.program)) throw AppError.forbidden();
  return found;
}
