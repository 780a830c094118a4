import '@fastify/multipart';
import { LIMITS } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

export const FIELD = 'file';
const MAX_FILENAME = 255;

export const refuse = (message: string) =>
  AppError.validation({ [FIELD]: [message] }, [], 'The file could not be uploaded');
export const TOO_LARGE = `is too large (maximum is ${LIMITS.evidenceFileBytes / 1024 / 1024} MB)`;
const MISSING = `can't be blank: send the file as the multipart field ${FIELD}`;
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
const malformed = (error: unknown) =>
  error instanceof AppError
    ? error
    : AppError.badRequest(`The upload is not a well-formed multipart request: ${(error as Error).message}`);

export interface ReceivedEvidence {
  data: Buffer;
  filename: string;
}

/**
 * A client's file name made safe to store and to send back in a Content-Disposition: its last path
 * segment, without NUL, control characters or quotes, at most 255 characters (keeping the extension).
 */
export function sanitizeFilename(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"<>|*?:]/g, '_').replace(/^[\s.]+|\s+$/g, '');
  if (!clean) return 'file';
  if (clean.length <= MAX_FILENAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return (
    Array.from(clean.slice(0, clean.length - ext.length))
      .slice(0, MAX_FILENAME - ext.length)
      .join('') + ext
  );
}

/**
 * Reads the multipart field `file` of POST /upload. Reading stops at LIMITS.evidenceFileBytes: a
 * larger file is refused without the rest ever being buffered. A missing or misnamed field is a 422.
 */
export async function receiveEvidenceFile(request: FastifyRequest): Promise<ReceivedEvidence> {
  if (!request.isMultipart()) throw refuse(MISSING);
  let part;
  try {
    part = await request.file({ limits: { fileSize: LIMITS.evidenceFileBytes } });
  } catch (error) {
    if (isTooLarge(error)) throw refuse(TOO_LARGE);
    throw malformed(error);
  }
  if (!part || part.fieldname !== FIELD) throw refuse(MISSING);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw refuse(TOO_LARGE);
    throw malformed(error);
  }
  if (part.file.truncated || data.length > LIMITS.evidenceFileBytes) throw refuse(TOO_LARGE);
  if (data.length === 0) throw refuse('is empty');
  return { data, filename: sanitizeFilename(part.filename) };
}
