import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../config.js';
import {
  assertSafeStorageKey,
  CACHE_AREA,
  isSafeStorageKey,
  StorageUnavailableError,
  type FileStorage,
} from './file-storage.js';
import { createS3Storage } from './storage-s3.js';

export * from './file-storage.js';

/**
 * The app's storage, as configured (the server, the demo seed, backups and the admin CLI use it):
 * DATA_DIR/uploads on local disk, or the S3 bucket with STORAGE=s3.
 */
export function storageOf(config: { dataDir: string; storage?: StorageConfig }): FileStorage {
  const s3 = config.storage?.driver === 's3' ? config.storage.s3 : undefined;
  return s3 ? createS3Storage(s3) : localStorageOf(config);
}

/** DATA_DIR/uploads, whatever STORAGE says (what `storage-migrate` copies from). */
export function localStorageOf(config: { dataDir: string }): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

/** A full, read-only or vanished disk is an outage to retry, not a bug (503, like an S3 endpoint down). */
const UNAVAILABLE_DISK = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO', 'ENOTDIR']);

/** The error to throw for a failed disk call: an outage for the codes above, else as it is. */
function diskError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return UNAVAILABLE_DISK.has(code) ? new StorageUnavailableError(error) : error;
}

async function onDisk<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw diskError(error);
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeStorageKey(key);
    return path.join(root, key);
  };
  return {
    put: (key, data) =>
      onDisk(async () => {
        const file = fileOf(key);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, data, { mode: 0o600 });
      }),
    putStream: (key, body) =>
      onDisk(async () => {
        const file = fileOf(key);
        await mkdir(path.dirname(file), { recursive: true });
        await pipeline(body, createWriteStream(file, { mode: 0o600 }));
      }),
    get: (key) =>
      onDisk(() =>
        readFile(fileOf(key)).catch((error) => (isMissing(error) ? undefined : Promise.reject(error))),
      ),
    getStream: (key) =>
      onDisk(async () => {
        const file = fileOf(key);
        const stats = await stat(file).catch((error) =>
          isMissing(error) ? undefined : Promise.reject(error),
        );
        if (!stats?.isFile()) return undefined;
        return { body: createReadStream(file), size: stats.size };
      }),
    delete: (key) => onDisk(() => rm(fileOf(key), { force: true })),
    check: () =>
      onDisk(async () => {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
      }),
    async *list() {
      const folders = async (area: string) =>
        (await entriesOf(path.join(root, area))).filter((entry) => entry.isDirectory());
      const areas = [
        ...(await folders('')).filter((f) => f.name !== CACHE_AREA).map((f) => f.name),
        ...(await folders(CACHE_AREA)).map((f) => `${CACHE_AREA}/${f.name}`),
      ];
      for (const folder of areas) {
        for (const file of await entriesOf(path.join(root, folder))) {
          const key = `${folder}/${file.name}`;
          if (!file.isFile() || !isSafeStorageKey(key)) continue;
          const stats = await stat(path.join(root, key)).catch(() => undefined);
          // Deleted between the listing and the stat: nothing to report.
          if (stats) yield { key, modifiedAt: stats.mtime };
        }
      }
    },
  };
}

/** A folder's entries; none when it does not exist (nothing uploaded yet). */
async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw diskError(error);
  }
}
