import { LIMITS } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { declareFile, readMultipart, type UploadDeclaration } from '../../lib/read-upload.js';

export const FIELD = 'file';

export const refuse = (message: string) =>
  AppError.validation({ [FIELD]: [message] }, [], 'The file could not be uploaded');
const MISSING = `can't be blank: send the file as the multipart field ${FIELD}`;

/** POST /upload's file: the multipart field `file`, at most LIMITS.evidenceFileBytes. */
export const EVIDENCE_UPLOAD: UploadDeclaration = { files: [declareFile(FIELD, LIMITS.evidenceFileBytes)] };

export interface ReceivedEvidence {
  data: Buffer;
  filename: string;
}

/** Reads the evidence file of POST /upload (EVIDENCE_UPLOAD); a missing, misnamed or empty file is a 422. */
export async function receiveEvidenceFile(request: FastifyRequest): Promise<ReceivedEvidence> {
  const { file } = await readMultipart(request, { missing: () => refuse(MISSING) });
  if (file.data.length === 0) throw refuse('is empty');
  return { data: file.data, filename: file.filename || 'file' };
}
