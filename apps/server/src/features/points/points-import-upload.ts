import '@fastify/multipart';
import { EVIDENCES_MAX, LIMITS, ZEvidenceAttributes } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { ReceivedFile } from '../../lib/read-upload.js';

const FIELD = 'file';
/** `evidences_attributes[][file_id]` or `evidences_attributes[0][file_id]`, as a Rails form names them. */
const EVIDENCE_FIELD = /^evidences_attributes\[\d{0,2}\]\[file_id\]$/;

const refuse = (field: string, message: string) =>
  AppError.validation({ [field]: [message] }, [], 'The file could not be uploaded');
const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * The no-approval import's multipart body: the CSV as `file` (LIMITS.importFileBytes at most; reading
 * stops there) and, in any order, up to EVIDENCES_MAX text fields `evidences_attributes[][file_id]`
 * naming uploads from POST /upload. Anything else, a second file or a missing one is a 422; a body
 * the parser cannot read is a 400.
 */
export async function readPointsImportUpload(
  request: FastifyRequest,
): Promise<{ file: ReceivedFile; evidenceIds: string[] }> {
  const missing = () => refuse(FIELD, `must be a CSV file sent as the multipart field ${FIELD}`);
  if (!request.isMultipart()) throw missing();
  let file: ReceivedFile | undefined;
  const evidenceIds: string[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: LIMITS.importFileBytes, files: 1, fields: EVIDENCES_MAX, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FIELD) throw missing();
        file = { field: FIELD, data: await part.toBuffer(), filename: part.filename };
      } else if (EVIDENCE_FIELD.test(part.fieldname) && typeof part.value === 'string') {
        evidenceIds.push(part.value);
      } else {
        throw refuse(part.fieldname.slice(0, 100) || 'field', 'is not a field of this import');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(FIELD, `is too large (maximum is ${LIMITS.importFileBytes / 1024 / 1024} MB)`);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw refuse(FIELD, 'must be one file');
    if (codeOf(error) === 'FST_FIELDS_LIMIT')
      throw refuse('evidences_attributes', `must have at most ${EVIDENCES_MAX} files`);
    throw AppError.badRequest(
      `The upload is not a well-formed multipart request: ${(error as Error).message}`,
    );
  }
  if (!file) throw missing();
  const checked = ZEvidenceAttributes.safeParse(evidenceIds.map((file_id) => ({ file_id })));
  if (!checked.success || evidenceIds.some((id) => !/^[A-Za-z0-9_-]{1,200}$/.test(id)))
    throw refuse('evidences_attributes', 'must be upload ids from POST /upload');
  return { file, evidenceIds };
}
