import type { FileStorage } from '../../lib/storage.js';
import type { Transaction } from '../../db/client.js';
import { newStorageKey } from '../../lib/uploads.js';
import { copySettingsRows, insertDefaultResponseLabels } from './copy-repository.js';

/**
 * Copies an institute's settings data (organisation, domains and capabilities, response labels,
 * categories, vocational activities, banners and videos with their files) into another institute.
 */
export function copyInstituteSettings(tx: Transaction, storage: FileStorage, fromId: number, toId: number) {
  return copySettingsRows(tx, fromId, toId, async (key) => {
    if (!key) return null;
    const data = await storage.get(key);
    if (!data) return null;
    const copy = newStorageKey(toId, key.split('.').pop() as 'jpg' | 'png' | 'svg');
    await storage.put(copy, data);
    return copy;
  });
}

/** What a brand-new (not copied) institute starts with. */
export function seedNewInstituteSettings(tx: Transaction, instituteId: number) {
  return insertDefaultResponseLabels(tx, instituteId);
}

export { organisationLists } from './organisation-repository.js';
