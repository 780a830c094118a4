import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import type { PdfBrand } from '../../lib/pdf/index.js';

/**
 * What every report PDF shares (the Points History, Passports and User Points PDFs): the row limit,
 * reading the export's rows up to it, and the institute's header band.
 */

/** The most rows a report PDF holds: past it the PDF says so and points to the CSV, which has them all. */
export const REPORT_PDF_MAX_ROWS = 5000;

/** The export's first `max` rows, and whether there were more (it reads one past the limit, no further). */
export async function firstRowsOf<T>(rows: AsyncIterable<T>, max = REPORT_PDF_MAX_ROWS) {
  const shown: T[] = [];
  let isCut = false;
  for await (const row of rows) {
    if (shown.length === max) {
      isCut = true;
      break;
    }
    shown.push(row);
  }
  return { shown, isCut };
}

/** How many rows the PDF lists: "12", or "first 5000 (use Export for all)". */
export const entriesOf = ({ shown, isCut }: { shown: unknown[]; isCut: boolean }) =>
  isCut ? `first ${shown.length} (use Export for all)` : String(shown.length);

/** The institute's header band: its name, colour and uploaded logo. */
export async function reportBrand(deps: AppDeps, institute: InstituteRow): Promise<PdfBrand> {
  const logo = institute.logo_key ? ((await deps.storage.get(institute.logo_key)) ?? null) : null;
  return { name: institute.name, primaryColor: institute.primary_color, logo };
}
