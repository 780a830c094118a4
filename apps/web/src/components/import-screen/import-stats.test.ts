import { describe, expect, it } from 'vitest';
import { describeImportStats, labelForStatKey } from './import-stats';

describe('describeImportStats', () => {
  it('lists the named counts in the page’s order, with its labels, and 0 for a missing one', () => {
    expect(
      describeImportStats(
        { updated: 2, created: 12 },
        { created: 'Created', updated: 'Updated', deleted: 'Deactivated' },
      ),
    ).toEqual([
      { key: 'created', label: 'Created', value: 12 },
      { key: 'updated', label: 'Updated', value: 2 },
      { key: 'deleted', label: 'Deactivated', value: 0 },
    ]);
  });

  it('adds the counts the page did not name, labelled from their keys', () => {
    expect(describeImportStats({ created: 1, points_added: 3 }, { created: 'Created' })).toEqual([
      { key: 'created', label: 'Created', value: 1 },
      { key: 'points_added', label: 'Points added', value: 3 },
    ]);
  });

  it('labels every count from its key when the page names none', () => {
    expect(describeImportStats({ created: 0 })).toEqual([{ key: 'created', label: 'Created', value: 0 }]);
    expect(labelForStatKey('')).toBe('');
  });
});
