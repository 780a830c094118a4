import { LIMITS, PROGRAM_MESSAGES } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { sanitizeFilename } from '../../lib/filenames.js';
import { declareFile, readMultipart, type UploadDeclaration } from '../../lib/read-upload.js';
import { randomToken } from '../../lib/tokens.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canEditProgram } from './policies.js';
import * as repo from './programs-repository.js';
import { findVisibleProgram, showProgram } from './programs-service.js';

const PART = 'program[pdf]';
const refuse = (message: string) =>
  AppError.validation({ pdf: [message] }, [], 'The file could not be uploaded');

/** `program[pdf]` (part 2 §5): at most LIMITS.programPdfBytes, else the spec's "The selected PDF is too large". */
export const PROGRAM_PDF_UPLOAD: UploadDeclaration = {
  files: [
    declareFile(PART, LIMITS.programPdfBytes, { field: 'pdf', tooLarge: PROGRAM_MESSAGES.pdfTooLarge }),
  ],
};

/** Reads `program[pdf]` (PROGRAM_PDF_UPLOAD); the content must start with the PDF signature, whatever the file is called. */
export async function readProgramPdf(request: FastifyRequest) {
  const { file } = await readMultipart(request, {
    missing: () => refuse(`must be sent as the multipart field ${PART}`),
  });
  if (file.data.subarray(0, 5).toString('latin1') !== '%PDF-') throw refuse(PROGRAM_MESSAGES.pdfNotPdf);
  const name = file.filename || 'program.pdf';
  return { data: file.data, filename: sanitizeFilename(/\.pdf$/i.test(name) ? name : `${name}.pdf`) };
}

/**
 * `POST programs/{id}/pdf`: checks who uploads before reading the file, then stores the program's PDF, replacing (and
 * then deleting) the previous one.
 */
export async function uploadProgramPdf(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  readFile: () => Promise<{ data: Buffer; filename: string }>,
) {
  const { program } = await findVisibleProgram(deps.db, auth, programId);
  if (!canEditProgram(auth.user, program)) throw AppError.forbidden();
  const file = await readFile();
  const key = `${auth.instituteId}/${randomToken()}.pdf`;
  await deps.storage.put(key, file.data);
  await repo.updateProgram(deps.db, auth.instituteId, programId, {
    pdf_key: key,
    pdf_filename: file.filename,
  });
  if (program.pdf_key) await deps.storage.delete(program.pdf_key).catch(() => undefined);
  return showProgram(deps, auth, programId);
}

/** `GET programs/{id}/pdf`: the file, for whoever may see the program. */
export async function programPdf(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const { program } = await findVisibleProgram(deps.db, auth, programId);
  const data = program.pdf_key ? await deps.storage.get(program.pdf_key) : undefined;
  if (!data) throw AppError.notFound('PDF');
  return { data, filename: program.pdf_filename ?? 'program.pdf' };
}
