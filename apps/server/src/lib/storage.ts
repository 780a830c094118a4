import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored file as `list` reports it. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded files live. Local disk today (DATA_DIR/uploads); an S3-compatible store only has to
 * implement these four calls (`list` is ListObjectsV2). Keys are server-generated
 * (`<institute>/<random>.<ext>`, or the same under `cache/`), never user input.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored file (the sweep of unreferenced uploads reads it); anything that is not a key is skipped. */
  list(): AsyncIterable<StoredFile>;
}

/**
 * The cache area (`cache/<institute>/<random>.<ext>`): evidence uploads wait there until a point
 * request is saved with them (features/uploads), and are moved to `<institute>/…` then.
 */
export const CACHE_AREA = 'cache';

const SAFE_KEY = /^(cache\/)?\d+\/[A-Za-z0-9_-]{16,}\.(jpg|png|gif|webp|svg|pdf|doc|docx)$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** The app's storage: DATA_DIR/uploads on local disk (the server, the demo seed and backups use it). */
export function storageOf(config: { dataDir: string }): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

export function createLocalDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Refusing an unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
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
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
