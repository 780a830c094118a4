import { LIMITS } from '@pdp/contract';
import { formatFileSize } from '../../lib/file-size';

/** The hint under the file chooser. */
export const CSV_FILE_HINT = `A UTF-8 CSV file of up to ${formatFileSize(LIMITS.importFileBytes)}.`;

/**
 * Why a chosen file cannot be sent, or null. The server checks again (it reads the content); this
 * only spares a long upload that can only be refused.
 */
export function checkCsvFile(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return 'Choose a .csv file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > LIMITS.importFileBytes) {
    return `The file is larger than ${formatFileSize(LIMITS.importFileBytes)}`;
  }
  return null;
}
