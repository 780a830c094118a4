import { LIMITS, ZCatalogueYear } from '@pdp/contract';
import { declareFile, refuseUpload, type UploadDeclaration } from '../../lib/read-upload.js';

const FILE = 'import[file]';
const YEAR = 'import[year]';

const refuseYear = (message: string) => refuseUpload({ field: 'year', message });

/**
 * The catalogue imports' multipart body (part 2 §7): the CSV as `import[file]`, at most
 * LIMITS.importFileBytes, and the effective year as `import[year]`, in either order. A missing or
 * second file, a second year or any other field is a 422 on `file`, `year` or the field (the `import`
 * wrapper dropped, as for JSON bodies); a body the parser cannot read is a 400.
 */
export const CATALOGUE_UPLOAD: UploadDeclaration = {
  files: [declareFile(FILE, LIMITS.importFileBytes, { field: 'file' })],
  missing: { field: 'file', message: `must be a CSV file sent as the multipart field ${FILE}` },
  texts: {
    isTaken: (name) => name === YEAR,
    max: 1,
    maxBytes: 64,
    tooMany: { field: 'year', message: 'must be sent once' },
  },
};

/** The year of a catalogue import's text parts: a 422 on `year` when missing or malformed. */
export function catalogueYearOf(texts: readonly [name: string, value: string][]): number {
  const yearText = texts[0]?.[1];
  if (yearText === undefined) throw refuseYear("can't be blank");
  const year = ZCatalogueYear.safeParse(yearText);
  if (!year.success) throw refuseYear(year.error.issues[0]!.message);
  return year.data;
}
