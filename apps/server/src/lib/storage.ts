import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local disk today (DATA_DIR/uploads); an S3-compatible store only has to
 * implement these three calls. Keys are server-generated (`<institute>/<random>.<ext>`), never user input.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^\d+\/[A-Za-z0-9_-]{16,}\.(jpg|png|svg)$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
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
  };
}
