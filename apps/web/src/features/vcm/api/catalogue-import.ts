import { api, CATALOGUES, type TCatalogue, type TCatalogueImportResult } from '@pdp/contract';
import { call, urlOf } from '../../../lib/api-client';

export type CatalogueImportResult = TCatalogueImportResult['data'];

/** The template of a catalogue's import (served by the server; its header row). */
export const catalogueTemplateUrl = (catalogue: TCatalogue) =>
  urlOf(api.templates.file, { params: { file: CATALOGUES[catalogue].template } });

/** GET /api/v1/{catalogue}.csv?year=: the year's catalogue in the import's columns (a plain download). */
export const catalogueExportUrl = (catalogue: TCatalogue, year: number) =>
  urlOf(api.vcm.catalogues[catalogue].exportCsv, { query: { year } });

/**
 * POST /api/v1/{catalogue}/import (multipart `import[year]`, `import[file]`): 200 with no messages
 * (imported) or the messages that say why nothing changed. Any other answer rejects with the
 * `ApiError`, unreported: the screen shows its message in red above the form. No timeout: a large
 * import can take minutes.
 */
export async function importCatalogue(
  catalogue: TCatalogue,
  file: File,
  year: number,
): Promise<CatalogueImportResult> {
  const body = new FormData();
  body.append('import[year]', String(year));
  body.append('import[file]', file);
  const response = await call(api.vcm.catalogues[catalogue].import, { body });
  return response.data;
}
