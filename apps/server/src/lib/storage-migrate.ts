import { createHash } from 'node:crypto';
import type { FileStorage } from './storage.js';

export interface MigrationReport {
  /** Files copied, each read back with the same SHA-256. */
  copied: number;
  /** Files the target already held with the same SHA-256 (an earlier run's). */
  skipped: number;
  /** Files whose copy did not read back with the source's SHA-256. */
  failed: string[];
}

/** The SHA-256 of a stored file, read as a stream; undefined when there is none. */
async function sha256Of(storage: FileStorage, key: string): Promise<string | undefined> {
  const stored = await storage.getStream(key);
  if (!stored) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of stored.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every stored file of `from` to `to` (`npm run admin -- storage-migrate`: local disk to S3),
 * verifying each copy by reading it back. Safe to run again, even after one that stopped half-way:
 * a file already there with the same checksum is skipped, any other is copied (again).
 */
export async function migrateStorage(
  from: FileStorage,
  to: FileStorage,
  onFile: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [] };
  await to.check();
  for await (const { key } of from.list()) {
    const data = await from.get(key);
    // Deleted since it was listed (the sweep, a replaced logo): nothing to copy.
    if (!data) continue;
    const sha256 = createHash('sha256').update(data).digest('hex');
    if ((await sha256Of(to, key)) === sha256) {
      report.skipped++;
      onFile(key, 'skipped');
      continue;
    }
    await to.put(key, data);
    if ((await sha256Of(to, key)) === sha256) {
      report.copied++;
      onFile(key, 'copied');
    } else {
      report.failed.push(key);
      onFile(key, 'failed');
    }
  }
  return report;
}
