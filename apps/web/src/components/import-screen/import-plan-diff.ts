import type { TImportAction } from '@pdp/contract';
import type { ImportChange, ImportResult } from './upload-import-file';

export const ACTION_LABELS: Record<TImportAction, string> = {
  create: 'Create',
  update: 'Update',
  deactivate: 'Deactivate',
  unchanged: 'Unchanged',
};

const sameFields = (a: ImportChange, b: ImportChange) =>
  JSON.stringify(a.fields) === JSON.stringify(b.fields) && a.record === b.record;

/**
 * How the real import differed from its preview, row by row ("Row 4 (E1 · Eve Existing): previewed
 * as Update, imported as Unchanged"): the data or the file changed in between. Empty when the import
 * did exactly what the preview showed.
 */
export function differencesFromPreview(preview: ImportResult, imported: ImportResult): string[] {
  if (imported.errors.length) return [];
  const previewed = new Map(preview.changes.map((change) => [change.row, change]));
  const done = new Map(imported.changes.map((change) => [change.row, change]));
  const rows = [...new Set([...previewed.keys(), ...done.keys()])].sort((a, b) => a - b);
  const differences: string[] = [];
  for (const row of rows) {
    const before = previewed.get(row);
    const after = done.get(row);
    if (!before) differences.push(`Row ${row} (${after!.record}): not in the preview`);
    else if (!after) differences.push(`Row ${row} (${before.record}): in the preview, not imported`);
    else if (before.action !== after.action) {
      differences.push(
        `Row ${row} (${after.record}): previewed as ${ACTION_LABELS[before.action]}, imported as ${ACTION_LABELS[after.action]}`,
      );
    } else if (!sameFields(before, after)) {
      differences.push(`Row ${row} (${after.record}): the changed fields differ from the preview`);
    }
  }
  return differences;
}
