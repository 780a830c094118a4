import type { TImportResult } from '@pdp/contract';
import { apiSend } from '../../lib/api-client';

export type ImportResult = TImportResult['data'];

/**
 * POSTs the chosen CSV as multipart field `file` to an import endpoint. Row problems are a normal
 * answer (200 with `errors`); anything else (400, 413, 500…) is shown in the Error! modal by the API
 * client and rejects. No timeout: a large import can take minutes (part 2 §2).
 */
export async function uploadImportFile(path: string, file: File): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await apiSend<TImportResult>(path, { body, errorDisplay: 'modal' });
  return response.data;
}
