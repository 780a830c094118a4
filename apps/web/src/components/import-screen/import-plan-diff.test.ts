import { describe, expect, it } from 'vitest';
import { differencesFromPreview } from './import-plan-diff';
import type { ImportChange, ImportResult } from './upload-import-file';

const change = (row: number, action: ImportChange['action'], after = 'Eve'): ImportChange => ({
  row,
  action,
  record: `E${row} · Eve Existing`,
  record_id: action === 'create' ? null : row,
  fields: action === 'unchanged' ? [] : [{ field: 'Given Name', before: null, after }],
});
const result = (changes: ImportChange[], errors: string[] = []): ImportResult => ({
  dry_run: false,
  errors,
  stats: {},
  changes,
});

describe('differencesFromPreview', () => {
  it('is empty when the import did what the preview showed', () => {
    const changes = [change(2, 'create'), change(3, 'unchanged')];
    expect(differencesFromPreview(result(changes), result(changes))).toEqual([]);
  });

  it('names each row whose action or fields changed, and rows only one side has', () => {
    const preview = result([
      change(2, 'create'),
      change(3, 'update'),
      change(4, 'update'),
      change(5, 'create'),
    ]);
    const imported = result([
      change(2, 'create'),
      change(3, 'unchanged'),
      change(4, 'update', 'Evie'),
      change(6, 'create'),
    ]);
    expect(differencesFromPreview(preview, imported)).toEqual([
      'Row 3 (E3 · Eve Existing): previewed as Update, imported as Unchanged',
      'Row 4 (E4 · Eve Existing): the changed fields differ from the preview',
      'Row 5 (E5 · Eve Existing): in the preview, not imported',
      'Row 6 (E6 · Eve Existing): not in the preview',
    ]);
  });

  it('leaves a failed import to its issues', () => {
    expect(differencesFromPreview(result([change(2, 'create')]), result([], ['Row 2: taken']))).toEqual([]);
  });
});
