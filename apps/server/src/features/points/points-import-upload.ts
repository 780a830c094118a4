import { EVIDENCES_MAX, ZEvidenceAttributes } from '@pdp/contract';
import { IMPORT_UPLOAD, refuseUpload, type UploadDeclaration } from '../../lib/read-upload.js';

const FIELD = 'file';
/** `evidences_attributes[][file_id]` or `evidences_attributes[0][file_id]`, as a Rails form names them. */
const EVIDENCE_FIELD = /^evidences_attributes\[\d{0,2}\]\[file_id\]$/;

/**
 * The no-approval import's multipart body: the CSV as `file` (as every import) and, in any order, up
 * to EVIDENCES_MAX text fields `evidences_attributes[][file_id]` naming uploads from POST /upload.
 * Anything else, a second file or a missing one is a 422; a body the parser cannot read is a 400.
 */
export const POINTS_IMPORT_UPLOAD: UploadDeclaration = {
  files: IMPORT_UPLOAD.files,
  missing: { field: FIELD, message: `must be a CSV file sent as the multipart field ${FIELD}` },
  texts: {
    isTaken: (name) => EVIDENCE_FIELD.test(name),
    max: EVIDENCES_MAX,
    maxBytes: 1024,
    tooMany: { field: 'evidences_attributes', message: `must have at most ${EVIDENCES_MAX} files` },
  },
};

/** The upload ids the import's text fields name; a 422 unless each is an id POST /upload answers. */
export function evidenceIdsOf(texts: readonly [name: string, value: string][]): string[] {
  const evidenceIds = texts.map(([, value]) => value);
  const checked = ZEvidenceAttributes.safeParse(evidenceIds.map((file_id) => ({ file_id })));
  if (!checked.success || evidenceIds.some((id) => !/^[A-Za-z0-9_-]{1,200}$/.test(id)))
    throw refuseUpload({ field: 'evidences_attributes', message: 'must be upload ids from POST /upload' });
  return evidenceIds;
}
