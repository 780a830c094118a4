import type { Readable } from 'node:stream';

/*
 * What every file store offers (lib/storage.ts picks the configured one): the interface, the keys
 * it accepts and the outage error, apart from the drivers so that they share it without a cycle.
 */

/** A stored file as `list` reports it. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** A stored file to send as it is read: never held whole in memory, however large. */
export interface StoredStream {
  body: Readable;
  size: number;
}

/** How a presigned download is answered (S3 sets these headers on its response). */
export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

/**
 * Where uploaded files live: local disk (DATA_DIR/uploads, the default) or an S3-compatible bucket
 * (lib/storage-s3.ts). Keys are server-generated (`<institute>/<random>.<ext>`, or the same under
 * `cache/`), never user input; both drivers refuse any other key. A store that cannot be reached
 * throws StorageUnavailableError, which the error handler answers 503.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file of `size` bytes as it is read (an audit pack's ZIP), never whole in memory. */
  putStream(key: string, body: Readable, size: number): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** The file as a stream, for downloads; undefined when there is no such file. */
  getStream(key: string): Promise<StoredStream | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored file (the sweep of unreferenced uploads reads it); anything that is not a key is skipped. */
  list(): AsyncIterable<StoredFile>;
  /** Throws StorageUnavailableError when the store cannot be reached or written (readiness checks). */
  check(): Promise<void>;
  /**
   * A short-lived URL the browser downloads the file from directly, with these headers; undefined when
   * there is no such file. Only S3 with presigned downloads on offers it (docs/configuration.md).
   */
  downloadUrl?(key: string, headers: DownloadHeaders): Promise<string | undefined>;
}

/** The store is down, unreachable or refuses the app's credentials: try again later (503). */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`File storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * The cache area (`cache/<institute>/<random>.<ext>`): evidence uploads wait there until a point
 * request is saved with them (features/uploads), and are moved to `<institute>/…` then.
 */
export const CACHE_AREA = 'cache';

const SAFE_KEY = /^(cache\/)?\d+\/[A-Za-z0-9_-]{16,}\.(jpg|png|gif|webp|svg|pdf|doc|docx|zip)$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Throws for a key the server would never generate (a bug, or a path someone tried to slip in). */
export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Refusing an unsafe storage key: ${key}`);
}
