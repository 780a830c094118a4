import { LIMITS } from '@pdp/contract';

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

/** 1536 → "1.5 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}
