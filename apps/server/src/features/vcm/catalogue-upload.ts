import '@fastify/multipart';
import { LIMITS, ZCatalogueYear } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

const FILE = 'import[file]';
const YEAR = 'import[year]';

const refuse = (field: 'file' | 'year', message: string) =>
  AppError.validation({ [field]: [message] }, [], 'The file could not be uploaded');
const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * The catalogue imports' multipart body (part 2 §7): the CSV as `import[file]` (LIMITS.importFileBytes
 * at most; reading stops there) and the effective year as `import[year]`, in either order. A missing
 * or second file, a missing or malformed year, or any other field is a 422 on `file` or `year` (the
 * `import` wrapper dropped, as for JSON bodies); a body the parser cannot read is a 400.
 */
export async function readCatalogueUpload(request: FastifyRequest): Promise<{ data: Buffer; year: number }> {
  const noFile = () => refuse('file', `must be a CSV file sent as the multipart field ${FILE}`);
  if (!request.isMultipart()) throw noFile();
  let data: Buffer | undefined;
  let yearText: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: LIMITS.importFileBytes, files: 1, fields: 1, fieldSize: 64 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE) throw noFile();
        data = await part.toBuffer();
      } else if (part.fieldname === YEAR && typeof part.value === 'string') {
        yearText = part.value;
      } else {
        throw AppError.validation(
          { [part.fieldname.slice(0, 100) || 'field']: ['is not a field of this import'] },
          [],
          'The file could not be uploaded',
        );
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse('file', `is too large (maximum is ${LIMITS.importFileBytes / 1024 / 1024} MB)`);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw refuse('file', 'must be one file');
    if (codeOf(error) === 'FST_FIELDS_LIMIT') throw refuse('year', 'must be sent once');
    if (codeOf(error) === 'FST_PARTS_LIMIT') throw refuse('file', 'must be one file and the year');
    throw AppError.badRequest(
      `The upload is not a well-formed multipart request: ${(error as Error).message}`,
    );
  }
  if (!data) throw noFile();
  if (yearText === undefined) throw refuse('year', "can't be blank");
  const year = ZCatalogueYear.safeParse(yearText);
  if (!year.success) throw refuse('year', year.error.issues[0]!.message);
  return { data, year: year.data };
}
