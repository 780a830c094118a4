import { z } from 'zod';
import { CATALOGUE_YEAR_MAX, CATALOGUE_YEAR_MIN } from './catalogue-labels.js';

/**
 * The VCM catalogues (part 2 §2 "Course/unit and qualification imports", §3, §5, §9; issue 18):
 * POST course_units/import and POST professional_qualifications/import (multipart `import[file]`
 * and `import[year]`), GET course_units.csv?year= and GET professional_qualifications.csv?year=
 * (the same columns, so an export re-imports unchanged). docs/using-vcm.md "Catalogues".
 */
const yearMessage = `must be a year from ${CATALOGUE_YEAR_MIN} to ${CATALOGUE_YEAR_MAX}`;
/** A year as a query or form field: digits only. */
export const ZCatalogueYear = z
  .string({ error: yearMessage })
  .regex(/^\d{4}$/, { error: yearMessage })
  .transform(Number)
  .refine((year) => year >= CATALOGUE_YEAR_MIN && year <= CATALOGUE_YEAR_MAX, { error: yearMessage });

/** GET course_units.csv?year= and GET professional_qualifications.csv?year=. */
export const ZCatalogueExportQuery = z.object({ year: ZCatalogueYear });

/**
 * One line of an import's summary (part 2 §3 "Import result (course/qualification)"): a heading
 * (`header`), an error (`error`: the screen prefixes "Error: ") or a plain note.
 */
export const ZCatalogueMessage = z.object({
  message: z.string(),
  error: z.boolean(),
  header: z.boolean(),
});
export type TCatalogueMessage = z.infer<typeof ZCatalogueMessage>;

/**
 * The answer of both imports: no messages means it succeeded ("Import Successful!"); otherwise the
 * messages say why nothing changed, row by row. `dry_run` (`?dry_run=1`): checked and rolled back.
 */
export const ZCatalogueImportResult = z.object({
  data: z.object({
    dry_run: z.boolean(),
    year: z.number().int(),
    messages: z.array(ZCatalogueMessage),
    stats: z.record(z.string(), z.number().int()),
  }),
});
export type TCatalogueImportResult = z.infer<typeof ZCatalogueImportResult>;

/** The texts of the summary that the web screen and the tests share. */
export const CATALOGUE_IMPORT_MESSAGES = {
  refused: 'Nothing was imported. Fix these problems and upload the file again:',
  yearChoice: (choices: readonly number[]) => `must be ${choices.join(' or ')}`,
} as const;
