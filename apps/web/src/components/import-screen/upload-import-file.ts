import type { TImportResult } from '@pdp/contract';
import { apiSend } from '../../lib/api-client';

export type ImportResult = TImportResult['data'];
export type ImportChange = ImportResult['changes'][number];

/** How a screen sends a file: for real, or as a dry run (`dryRun`) that writes nothing. */
export type ImportUpload = (file: File, options: { dryRun: boolean }) => Promise<ImportResult>;

/**
 * POSTs the chosen CSV as multipart field `file` to an import endpoint, with `?dry_run=1` for a
 * preview. Row problems are a normal answer (200 with `errors`); anything else (400, 413, 500…) is
 * shown in the Error! modal by the API client and rejects. No timeout: a large import can take
 * minutes (part 2 §2).
 */
export async function uploadImportFile(
  path: string,
  file: File,
  { dryRun }: { dryRun: boolean },
  /** Text fields sent before the file (the no-approval import's `evidences_attributes[][file_id]`). */
  fields: readonly (readonly [string, string])[] = [],
): Promise<ImportResult> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append('file', file);
  const response = await apiSend<TImportResult>(dryRun ? `${path}?dry_run=1` : path, {
    body,
    errorDisplay: 'modal',
  });
  return response.data;
}
