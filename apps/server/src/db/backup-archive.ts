import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import { z } from 'zod';
import { counted } from '@pdp/contract';
import { findReferencedKeys, listReferencedKeys } from './storage-keys.js';
import { isSafeStorageKey, type FileStorage } from '../lib/storage.js';
import { createTarWriter, readTarEntry, readTarIndex, type TarEntry } from '../lib/tar.js';
import { connect, migrationsFor, restoreRows, writeRows, type RowsHeader } from './backup.js';
import { BACKUP_KEYS, collectKeys, keyPart, planKeyRestore, type KeyPlace } from './backup-keys.js';
import type { Database } from './client.js';
import * as schema from './schema/index.js';

/*
 * A backup (`npm run admin -- backup FILE`) is one tar file: `rows.gz` (db/backup.ts), each stored
 * file the rows reference as `files/<storage key>`, the keys of DATA_DIR as `keys/<name>`
 * (db/backup-keys.ts), and last `manifest.json`, with the size and SHA-256 of every part. It is checked
 * against the manifest after it is written and again before a restore changes anything.
 */

const ROWS_PART = 'rows.gz';
const MANIFEST = 'manifest.json';
const FORMAT = 'pdp-backup';
const FILES = 'files/';
/** A backup is written again when files it needs are deleted while it runs; this many times at most. */
const ATTEMPTS = 3;

/** Where an institute's data lives: the database, the file storage and the keys. */
export interface BackupPlace extends KeyPlace {
  url: string;
  storage: FileStorage;
}

/** Writes a backup of `place` to `file`, from one snapshot of the rows; works while the server runs. */
export async function writeBackup(place: BackupPlace, file: string): Promise<Manifest> {
  for (let attempt = 1; ; attempt++) {
    const manifest = await writeBackupOnce(place, file);
    if (manifest) return manifest;
    if (attempt === ATTEMPTS)
      throw new Error('Stored files kept being deleted while the backup ran; run it again.');
  }
}

/** The backup, or undefined when a file the snapshot's rows reference was deleted after it. */
async function writeBackupOnce(place: BackupPlace, file: string): Promise<Manifest | undefined> {
  const partial = `${file}.partial`;
  const rowsFile = `${file}.rows.partial`;
  const client = await connect(place.url);
  const db = drizzle(client, { schema }) as unknown as Database;
  let tar: ReturnType<typeof createTarWriter> | undefined;
  try {
    await client.query('begin isolation level repeatable read read only');
    const header = await writeRows(client, createWriteStream(rowsFile, { mode: 0o600 }));
    const storageKeys = await listReferencedKeys(db);
    const keys = await collectKeys(place, client);
    await client.query('commit');

    // Files are written before a row references them and deleted only after no row does, so every
    // file the snapshot references existed when it was taken, and copying them after it is consistent
    // unless one was deleted since: then its row is gone too, and the backup starts again.
    tar = createTarWriter(partial);
    const parts = [
      await tar.add(ROWS_PART, { size: (await stat(rowsFile)).size, stream: createReadStream(rowsFile) }),
    ];
    const absent: string[] = [];
    for (const key of storageKeys) {
      // Streamed from the store (local disk or S3) into the archive, never held whole.
      const stored = await place.storage.getStream(key);
      if (stored) parts.push(await tar.add(`${FILES}${key}`, { size: stored.size, stream: stored.body }));
      else absent.push(key);
    }
    const stillReferenced = await findReferencedKeys(db, absent);
    if (absent.some((key) => !stillReferenced.has(key))) {
      tar.abort();
      await rm(partial, { force: true });
      return undefined;
    }
    for (const { key, value } of keys.keys)
      if (value) parts.push(await tar.add(keyPart(key.name), Buffer.from(`${value}\n`)));

    const manifest: Manifest = {
      format: FORMAT,
      version: 2,
      ...header,
      parts,
      missing_files: absent,
      keys: keys.keys.map((k) => k.key),
      warnings: [...(absent.length ? [missingFilesWarning(absent)] : []), ...keys.warnings],
    };
    await tar.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
    await tar.finish();
    await verifyBackup(partial).catch((error: Error) => {
      throw new Error(`The backup does not read back as it was written: ${error.message}`);
    });
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    tar?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
    await rm(rowsFile, { force: true });
  }
}

const damaged = (file: string, why: string) => new Error(`${file} is damaged or was changed: ${why}.`);

/** The part names a backup may hold, so a restore writes nowhere else. */
const isKnownPart = (name: string) =>
  name === ROWS_PART ||
  (name.startsWith(FILES) && isSafeStorageKey(name.slice(FILES.length))) ||
  BACKUP_KEYS.some((key) => keyPart(key.name) === name);

/** The manifest and parts of a backup, once every part matches its size and SHA-256. */
export async function verifyBackup(
  file: string,
): Promise<{ manifest: Manifest; parts: Map<string, TarEntry> }> {
  const index = await readTarIndex(file).catch((error: Error) => {
    throw damaged(file, error.message);
  });
  const last = index.at(-1);
  if (last?.name !== MANIFEST || last.size > 64 << 20)
    throw new Error(`${file} is not a PD Passport backup.`);
  const manifest = ZManifest.safeParse(parseJson((await readAll(readTarEntry(file, last))).toString('utf8')));
  if (!manifest.success) throw new Error(`${file} is not a backup this version of PD Passport can read.`);

  const parts = new Map(index.slice(0, -1).map((entry) => [entry.name, entry]));
  const { parts: written, keys } = manifest.data;
  const listed = new Set(written.map((part) => part.name));
  const unlisted = [...parts.keys()].find((name) => !listed.has(name));
  if (unlisted !== undefined || parts.size !== index.length - 1)
    throw damaged(file, `${unlisted ?? 'a part'} is not listed in its manifest`);
  for (const part of written) {
    const entry = parts.get(part.name);
    if (!entry) throw damaged(file, `${part.name} is missing`);
    if (!isKnownPart(part.name)) throw damaged(file, `${part.name} is no part a backup holds`);
    const hash = createHash('sha256');
    for await (const chunk of readTarEntry(file, entry)) hash.update(chunk as Buffer);
    if (entry.size !== part.bytes || hash.digest('hex') !== part.sha256)
      throw damaged(file, `${part.name} does not match its checksum`);
  }
  const needed = [ROWS_PART, ...keys.filter((k) => k.source === 'file').map((k) => keyPart(k.name))];
  const absent = needed.find((name) => !listed.has(name));
  if (absent) throw damaged(file, `${absent} is missing`);
  return { manifest: manifest.data, parts };
}

/** `manifest.json`: the rows' header, every part's size and SHA-256, and what the backup lacks. */
const ZManifest = z.object({
  format: z.literal(FORMAT),
  version: z.literal(2),
  created_at: z.string(),
  server_version: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ table: z.string(), rows: z.number() })),
  /** Stored files the rows reference that storage did not have (already missing before the backup). */
  missing_files: z.array(z.string()),
  parts: z.array(z.object({ name: z.string(), bytes: z.number(), sha256: z.string() })),
  keys: z.array(
    z.object({
      name: z.enum(BACKUP_KEYS.map((key) => key.name)),
      source: z.enum(['file', 'environment', 'none']),
      check: z.string().optional(),
    }),
  ),
  /** What the backup lacks (missing files, a key that does not open its secrets): told again at restore. */
  warnings: z.array(z.string()),
});
export type Manifest = z.infer<typeof ZManifest>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface RestoreReport {
  header: RowsHeader;
  files: number;
  /** Key files written into DATA_DIR. */
  keys: string[];
  warnings: string[];
}

/**
 * Replaces `place`'s rows, and puts the backup's files and keys in place. Everything is checked
 * first (checksums, migrations, keys); then the files are written (a file no row references is
 * harmless: the nightly sweep deletes it), the rows restored in one transaction, and the keys moved in.
 */
export async function restoreBackup(place: BackupPlace, file: string): Promise<RestoreReport> {
  const format = await formatOf(file);
  if (!format) throw new Error(`${file} is not a PD Passport backup.`);
  if (format === 'rows') {
    const header = await restoreRows(place.url, createReadStream(file), file);
    return { header, files: 0, keys: [], warnings: [FIRST_FORMAT_WARNING] };
  }
  const { manifest, parts } = await verifyBackup(file).catch((error: Error) => {
    throw new Error(`${error.message} Nothing was restored.`);
  });
  migrationsFor(manifest);
  const keyValues = new Map<string, string>();
  for (const key of manifest.keys.filter((k) => k.source === 'file')) {
    const value = await readAll(readTarEntry(file, parts.get(keyPart(key.name))!));
    keyValues.set(key.name, value.toString('utf8').trim());
  }
  const keys = planKeyRestore(manifest.keys, (name) => keyValues.get(name)!, place);

  let files = 0;
  for (const [name, entry] of parts) {
    if (!name.startsWith(FILES)) continue;
    await place.storage.put(name.slice(FILES.length), await readAll(readTarEntry(file, entry)));
    files++;
  }
  const staged = keys.stage();
  let header: RowsHeader;
  try {
    header = await restoreRows(place.url, readTarEntry(file, parts.get(ROWS_PART)!), file);
  } catch (error) {
    staged.discard();
    throw error;
  }
  staged.commit();
  const warnings = [
    ...manifest.warnings.map((warning) => `When the backup was made: ${warning}`),
    ...keys.warnings,
  ];
  return { header, files, keys: staged.replaced, warnings };
}

const missingFilesWarning = (keys: string[]) =>
  `${counted(keys.length, 'stored file')} that rows reference were missing from storage, and are not in the backup: ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', …' : ''}.`;

const FIRST_FORMAT_WARNING =
  'This backup is of the first format: it holds the rows only. Copy DATA_DIR/uploads, sso-secret-key and session-secret from the server it was made on, or its files answer 404 and the SSO client secrets must be entered again.';

/** A backup of the first format is a gzip file of the rows alone; since then, a tar. */
async function formatOf(file: string): Promise<'rows' | 'tar' | undefined> {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(512);
    await handle.read(start, 0, start.length, 0);
    if (start[0] === 0x1f && start[1] === 0x8b) return 'rows';
    return start.toString('latin1', 257, 262) === 'ustar' ? 'tar' : undefined;
  } finally {
    await handle.close();
  }
}
