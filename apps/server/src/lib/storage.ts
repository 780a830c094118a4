import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { S3StorageConfig, StorageConfig } from '../config.js';
import {
  assertSafeStorageKey,
  CACHE_AREA,
  isSafeStorageKey,
  StorageUnavailableError,
  type FileStorage,
} from './file-storage.js';

export * from './file-storage.js';

/**
 * The app's storage, as configured (the server, the demo seed, backups and the admin CLI use it):
 * DATA_DIR/uploads on local disk, or the S3 bucket with STORAGE=s3.
 */
export function storageOf(config: { dataDir: string; storage?: StorageConfig }): FileStorage {
  const s3 = config.storage?.driver === 's3' ? config.storage.s3 : undefined;
  return s3 ? lazyS3Storage(s3) : localStorageOf(config);
}

/**
 * The S3 driver, its module (the AWS SDK, about 0.1 s of a worker's start-up CPU) loaded by the
 * first call rather than by every process that never uses it (the default is the local disk).
 */
function lazyS3Storage(config: S3StorageConfig): FileStorage {
  let loading: Promise<FileStorage> | undefined;
  const s3 = () => (loading ??= import('./storage-s3.js').then((module) => module.createS3Storage(config)));
  const storage: FileStorage = {
    put: async (key, data) => (await s3()).put(key, data),
    putStream: async (key, body, size) => (await s3()).putStream(key, body, size),
    get: async (key) => (await s3()).get(key),
    getStream: async (key) => (await s3()).getStream(key),
    delete: async (key) => (await s3()).delete(key),
    check: async () => (await s3()).check(),
    async *list() {
      yield* (await s3()).list();
    },
  };
  if (config.presignedDownloads) {
    storage.downloadUrl = async (key, headers) => (await s3()).downloadUrl!(key, headers);
  }
  return storage;
}

/**
 * Where presigned download URLs point (the web app's CSP lets its previews load from there), or
 * undefined when downloads are not presigned. Mirrors the SDK's addressing: the endpoint (or AWS's
 * regional one) with the bucket in the path, or as a subdomain.
 */
export function presignedDownloadOrigin(config: S3StorageConfig | undefined): string | undefined {
  if (!config?.presignedDownloads) return undefined;
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const pathStyle = config.forcePathStyle || config.bucket.includes('.');
  return pathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
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
