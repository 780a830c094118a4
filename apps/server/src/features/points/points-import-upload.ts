import { EVIDENCES_MAX, ZEvidenceAttributes } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { readMultipart, type ReceivedFile } from '../../lib/read-upload.js';

const FIELD = 'file';
/** `evidences_attributes[][file_id]` or `evidences_attributes[0][file_id]`, as a Rails form names them. */
const EVIDENCE_FIELD = /^evidences_attributes\[\d{0,2}\]\[file_id\]$/;

const refuse = (field: string, message: string) =>
  AppError.validation({ [field]: [message] }, [], 'The file could not be uploaded');

/**
 * The no-approval import's multipart body: the CSV as `file` (the route declares IMPORT_UPLOAD) and,
 * in any order, up to EVIDENCES_MAX text fields `evidences_attributes[][file_id]` naming uploads from
 * POST /upload. Anything else, a second file or a missing one is a 422; a body the parser cannot read
 * is a 400.
 */
export async function readPointsImportUpload(
  request: FastifyRequest,
): Promise<{ file: ReceivedFile; evidenceIds: string[] }> {
  const { file, texts } = await readMultipart(request, {
    missing: () => refuse(FIELD, `must be a CSV file sent as the multipart field ${FIELD}`),
    texts: {
      max: EVIDENCES_MAX,
      maxBytes: 1024,
      check: (name) => {
        if (!EVIDENCE_FIELD.test(name))
          throw refuse(name.slice(0, 100) || 'field', 'is not a field of this import');
      },
      tooMany: () => refuse('evidences_attributes', `must have at most ${EVIDENCES_MAX} files`),
    },
  });
  const evidenceIds = texts.map(([, value]) => value);
  const checked = ZEvidenceAttributes.safeParse(evidenceIds.map((file_id) => ({ file_id })));
  if (!checked.success || evidenceIds.some((id) => !/^[A-Za-z0-9_-]{1,200}$/.test(id)))
    throw refuse('evidences_attributes', 'must be upload ids from POST /upload');
  return { file, evidenceIds };
}
