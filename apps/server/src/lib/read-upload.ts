import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@pdp/contract';
import { AppError } from './errors.js';

export interface ReceivedFile {
  field: string;
  data: Buffer;
  filename: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file `receiveUpload` read from a multipart request. */
    upload?: ReceivedFile;
  }
}

interface UploadOptions {
  singular: string;
  fields: readonly string[];
  fieldFromPath?: string;
}

const tooLarge = (field: string) =>
  AppError.validation({ [field]: ['is too large'] }, [], 'The file could not be uploaded');
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
/** Anything else the multipart parser throws is the request's fault (no boundary, a truncated body). */
const malformed = (error: unknown) =>
  error instanceof AppError || (error as { statusCode?: number }).statusCode
    ? error
    : AppError.badRequest(`The upload is not a well-formed multipart request: ${(error as Error).message}`);

/**
 * Reads the one file of a multipart request sent as `<singular>[<field>]`. `fieldFromPath` fixes the
 * field when the URL names it (POST /domains/{id}/svg_icon). Unknown fields and oversize files are
 * a 422 on the field, so forms can show them.
 */
export async function readUpload(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<ReceivedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  const fallbackField = options.fieldFromPath ?? 'file';
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(fallbackField);
    throw malformed(error);
  }
  const named = part
    ? new RegExp(`^${options.singular}\\[([a-z_]+)\\]$`).exec(part.fieldname)?.[1]
    : undefined;
  const field = options.fieldFromPath ?? named;
  if (!part || !field || !options.fields.includes(field) || (named && named !== field)) {
    throw AppError.validation(
      { [fallbackField]: [`must be sent as ${options.singular}[${options.fields.join('|')}]`] },
      [],
      'The file could not be uploaded',
    );
  }
  try {
    return { field, data: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(field);
    throw malformed(error);
  }
}

/**
 * A route's `preValidation` hook: reads a multipart upload (see readUpload) into `request.upload`
 * before the body is validated, so the same route can also take a JSON body (the settings kit's PUT
 * serves both, as the spec's generic upload does). Every route that takes an upload parses it here.
 */
export function receiveUpload(options: UploadOptions) {
  return async (request: FastifyRequest) => {
    const file = await readUpload(request, options);
    if (!file) return;
    request.upload = file;
    request.body = {};
  };
}

/** The file `receiveUpload` read, or a 422 on `field` when the request sent none. */
export function uploadedFile(request: FastifyRequest, field: string): ReceivedFile {
  if (!request.upload)
    throw AppError.validation({ [field]: ["can't be blank"] }, [], 'The file could not be uploaded');
  return request.upload;
}

/**
 * Reads the one file of an import upload sent as the multipart field `field` (`file`, or
 * `import[file]` for the VCM imports). A missing file is a 422 on that field; so is a file over
 * LIMITS.importFileBytes, and reading stops there (the rest of the upload is never buffered).
 */
export async function readImportFile(request: FastifyRequest, field = 'file'): Promise<ReceivedFile> {
  const maxBytes = LIMITS.importFileBytes;
  const tooLargeImport = () =>
    AppError.validation(
      { [field]: [`is too large (maximum is ${maxBytes / 1024 / 1024} MB)`] },
      [],
      'The file could not be uploaded',
    );
  const missing = () =>
    AppError.validation(
      { [field]: ['must be a CSV file sent as the multipart field ' + field] },
      [],
      'No file',
    );
  if (!request.isMultipart()) throw missing();
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    if (isTooLarge(error)) throw tooLargeImport();
    throw malformed(error);
  }
  if (!part || part.fieldname !== field) throw missing();
  try {
    return { field, data: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if (isTooLarge(error)) throw tooLargeImport();
    throw malformed(error);
  }
}
