import '@fastify/multipart';
import { LIMITS, PROGRAM_MESSAGES } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { randomToken } from '../../lib/tokens.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canEditProgram } from './policies.js';
import * as repo from './programs-repository.js';
import { findVisibleProgram, showProgram } from './programs-service.js';

const FIELD = 'program[pdf]';
const refuse = (message: string) =>
  AppError.validation({ pdf: [message] }, [], 'The file could not be uploaded');
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads `program[pdf]` (part 2 §5): at most LIMITS.programPdfBytes, reading stops past it and the
 * answer is the spec's "The selected PDF is too large" on `pdf`; the content must start with the
 * PDF signature, whatever the file is called.
 */
export async function readProgramPdf(request: FastifyRequest) {
  if (!request.isMultipart()) throw refuse(`must be sent as the multipart field ${FIELD}`);
  let part;
  try {
    part = await request.file({ limits: { fileSize: LIMITS.programPdfBytes } });
  } catch (error) {
    if (isTooLarge(error)) throw refuse(PROGRAM_MESSAGES.pdfTooLarge);
    if (error instanceof AppError) throw error;
    throw AppError.badRequest(
      `The upload is not a well-formed multipart request: ${(error as Error).message}`,
    );
  }
  if (!part || part.fieldname !== FIELD) throw refuse(`must be sent as the multipart field ${FIELD}`);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw refuse(PROGRAM_MESSAGES.pdfTooLarge);
    throw AppError.badRequest(
      `The upload is not a well-formed multipart request: ${(error as Error).message}`,
    );
  }
  if (data.length > LIMITS.programPdfBytes || part.file.truncated) throw refuse(PROGRAM_MESSAGES.pdfTooLarge);
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') throw refuse(PROGRAM_MESSAGES.pdfNotPdf);
  const filename = (part.filename || 'program.pdf').replace(/[\r\n"\\/]/g, '_').slice(0, 255);
  return { data, filename: /\.pdf$/i.test(filename) ? filename : `${filename}.pdf` };
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
