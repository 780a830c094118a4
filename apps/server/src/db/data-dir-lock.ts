import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another PD Passport process. ` +
        'PGlite serves one process at a time: stop the other process (or use another DATA_DIR) and try again.',
    );
  }
}

/**
 * Takes an exclusive lock on the PGlite data directory. PGlite has no lock between processes,
 * and two processes on one directory silently lose writes, so a second process must refuse to start.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'pglite.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirectoryLockedError(dataDir);
    throw error;
  }
}
