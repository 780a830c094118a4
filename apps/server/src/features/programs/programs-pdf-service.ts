import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { sanitizeFilename } from '../../lib/filenames.js';
import { randomToken } from '../../lib/tokens.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canEditProgram } from './policies.js';
import * as repo from './programs-repository.js';
import { findVisibleProgram, showProgram } from './programs-service.js';

/** The program, when the caller may replace its PDF: 404 when they cannot see it, 403 when they cannot edit it. */
async function editableProgram(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const { program } = await findVisibleProgram(deps.db, auth, programId);
  if (!canEditProgram(auth.user, program)) throw AppError.forbidden();
  return program;
}

/** Whether the caller may upload the program's PDF: asked before its bytes are read. */
export async function checkProgramPdfUpload(deps: AppDeps, auth: ResolvedSession, programId: number) {
  await editableProgram(deps, auth, programId);
}

/**
 * `POST programs/{id}/pdf`: stores the program's PDF (its content already checked), named as the
 * client named it with `.pdf` ensured, replacing (and then deleting) the previous one.
 */
export async function uploadProgramPdf(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  file: { data: Buffer; filename: string },
) {
  const program = await editableProgram(deps, auth, programId);
  const name = file.filename || 'program.pdf';
  const filename = sanitizeFilename(/\.pdf$/i.test(name) ? name : `${name}.pdf`);
  const key = `${auth.instituteId}/${randomToken()}.pdf`;
  await deps.storage.put(key, file.data);
  await repo.updateProgram(deps.db, auth.instituteId, programId, { pdf_key: key, pdf_filename: filename });
  if (program.pdf_key) await deps.storage.delete(program.pdf_key).catch(() => undefined);
  return showProgram(deps, auth, programId);
}

/** `GET programs/{id}/pdf`: the file, for whoever may see the program. */
export async function programPdf(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const { program } = await findVisibleProgram(deps.db, auth, programId);
  return { key: program.pdf_key, filename: program.pdf_filename ?? 'program.pdf' };
}
