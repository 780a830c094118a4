import { LIMITS, ZCatalogueYear } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { declareFile, readMultipart, type UploadDeclaration } from '../../lib/read-upload.js';

const FILE = 'import[file]';
const YEAR = 'import[year]';

const refuse = (field: 'file' | 'year', message: string) =>
  AppError.validation({ [field]: [message] }, [], 'The file could not be uploaded');

/** The catalogue imports' CSV: `import[file]`, at most LIMITS.importFileBytes, its messages on `file`. */
export const CATALOGUE_UPLOAD: UploadDeclaration = {
  files: [declareFile(FILE, LIMITS.importFileBytes, { field: 'file' })],
};

/**
 * The catalogue imports' multipart body (part 2 §7): the CSV as `import[file]` (CATALOGUE_UPLOAD) and
 * the effective year as `import[year]`, in either order. A missing or second file, a missing or
 * malformed year, or any other field is a 422 on `file` or `year` (the `import` wrapper dropped, as
 * for JSON bodies); a body the parser cannot read is a 400.
 */
export async function readCatalogueUpload(request: FastifyRequest): Promise<{ data: Buffer; year: number }> {
  const { file, texts } = await readMultipart(request, {
    missing: () => refuse('file', `must be a CSV file sent as the multipart field ${FILE}`),
    texts: {
      max: 1,
      maxBytes: 64,
      check: (name) => {
        if (name !== YEAR)
          throw AppError.validation(
            { [name.slice(0, 100) || 'field']: ['is not a field of this import'] },
            [],
            'The file could not be uploaded',
          );
      },
      tooMany: () => refuse('year', 'must be sent once'),
    },
  });
  const yearText = texts[0]?.[1];
  if (yearText === undefined) throw refuse('year', "can't be blank");
  const year = ZCatalogueYear.safeParse(yearText);
  if (!year.success) throw refuse('year', year.error.issues[0]!.message);
  return { data: file.data, year: year.data };
}
