import type { AppDeps } from '../../app-deps.js';
import { findReferencedKeys } from '../../db/storage-keys.js';

/**
 * How old an unreferenced file must be before it is deleted: far longer than any upload takes to
 * commit (the file is written first, then the row that references it).
 */
export const UNREFERENCED_UPLOAD_AGE_MS = 24 * 3_600_000;

const CHUNK = 1000;

/**
 * Deletes stored files that no row references: the old logo or banner of a replace whose delete
 * failed, a file written by a request whose transaction then rolled back. Answers how many.
 */
export async function sweepUnreferencedUploads(deps: Pick<AppDeps, 'db' | 'storage'>, now = new Date()) {
  const cutoff = now.getTime() - UNREFERENCED_UPLOAD_AGE_MS;
  const old: string[] = [];
  for await (const file of deps.storage.list()) {
    if (file.modifiedAt.getTime() < cutoff) old.push(file.key);
  }
  let deleted = 0;
  for (let i = 0; i < old.length; i += CHUNK) {
    const keys = old.slice(i, i + CHUNK);
    const referenced = await findReferencedKeys(deps.db, keys);
    for (const key of keys.filter((k) => !referenced.has(k))) {
      await deps.storage.delete(key);
      deleted++;
    }
  }
  return deleted;
}
