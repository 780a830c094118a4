import { LIMITS, type TUploadedFile } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { CachedUploadRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { MIME_TYPES, type FileType } from '../../lib/file-types.js';
import { refuseUpload } from '../../lib/read-upload.js';
import { CACHE_AREA } from '../../lib/storage.js';
import { randomToken } from '../../lib/tokens.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as repo from './repository.js';

/** What evidence may be (by content): images, PDFs and Word documents; never SVG, HTML or spreadsheets. */
export const EVIDENCE_TYPES = [
  'png',
  'jpg',
  'gif',
  'webp',
  'pdf',
  'doc',
  'docx',
] as const satisfies FileType[];

export interface EvidenceFile {
  data: Buffer;
  filename: string;
  /** Its type, judged by its content when it was read: one of EVIDENCE_TYPES. */
  type: FileType;
}

/** Who acts on an upload: only its uploader, in the institute it was uploaded in, ever sees it. */
export interface UploadActor {
  instituteId: number;
  userId: number;
}
export const actorOf = (auth: ResolvedSession): UploadActor => ({
  instituteId: auth.instituteId,
  userId: auth.user.id,
});

/** Never-promoted uploads older than this are swept (issue 16). */
export const CACHED_UPLOAD_TTL_MS = 24 * 3_600_000;
/** Bytes one user may have waiting in the cache at once: 20 files of the largest size. */
export const PENDING_BYTES_PER_USER = 20 * LIMITS.evidenceFileBytes;
const SWEEP_BATCH = 500;
const TOO_MUCH_WAITING =
  'cannot be added: too many files are waiting to be saved. Save or remove some, or try again tomorrow';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

const notFound = () => AppError.notFound('Upload');

const describe = (row: CachedUploadRow): TUploadedFile => ({
  id: row.upload_id,
  storage: 'cache',
  metadata: {
    filename: row.filename,
    size: row.size,
    mime_type: row.mime_type as TUploadedFile['metadata']['mime_type'],
  },
});

/**
 * POST /upload: keeps the file in the cache area for the point request that will name it, within
 * the bytes its uploader may have waiting. The file is written before its row; a row that fails to
 * insert takes its file with it.
 */
export async function cacheUpload(
  deps: Deps,
  actor: UploadActor,
  file: EvidenceFile,
): Promise<TUploadedFile> {
  const pending = await repo.pendingBytesOf(deps.db, actor.instituteId, actor.userId);
  if (pending + file.data.length > PENDING_BYTES_PER_USER) {
    throw refuseUpload({ field: 'file', message: TOO_MUCH_WAITING });
  }
  const key = `${CACHE_AREA}/${actor.instituteId}/${randomToken()}.${file.type}`;
  await deps.storage.put(key, file.data);
  try {
    const row = await repo.insertCachedUpload(deps.db, {
      institute_id: actor.instituteId,
      upload_id: randomToken(),
      uploaded_by_id: actor.userId,
      filename: file.filename,
      size: file.data.length,
      mime_type: MIME_TYPES[file.type],
      storage_key: key,
    });
    return describe(row);
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A cached (not yet promoted) upload of the actor's, with its content; 404 for anyone else's. */
export async function readCachedUpload(deps: Deps, actor: UploadActor, uploadId: string) {
  const row = await repo.findOwnUpload(deps.db, actor, uploadId);
  const data = row ? await deps.storage.get(row.storage_key) : undefined;
  if (!row || !data) throw notFound();
  return { upload: describe(row), data };
}

/**
 * Moves the actor's cached upload to permanent storage (`<institute>/<random>.<ext>`) and answers it
 * with its new key, for the rows it is saved with; the cached row is deleted, so from now on only those
 * rows reference the file (the nightly unreferenced-file sweep deletes it once none does). 404 for
 * another user's or institute's upload, or one already promoted. Pass the point request's transaction
 * as `executor`: the row goes only if it commits. The cached copy is deleted at once outside a
 * transaction; inside one it is left to the unreferenced-file sweep, so a rollback never loses the file
 * the row still names.
 */
export async function promoteCachedUpload(
  deps: Deps,
  actor: UploadActor,
  uploadId: string,
  executor: Executor = deps.db,
): Promise<CachedUploadRow> {
  const row = await repo.findOwnUpload(executor, actor, uploadId, { forUpdate: true });
  if (!row) throw notFound();
  const data = await deps.storage.get(row.storage_key);
  if (!data) throw notFound();
  const key = `${row.institute_id}/${randomToken()}.${row.storage_key.split('.').pop()}`;
  await deps.storage.put(key, data);
  await repo.deleteUploadRow(executor, row);
  if (executor === deps.db) await deps.storage.delete(row.storage_key).catch(() => undefined);
  return { ...row, storage_key: key };
}

/** Drops the actor's cached upload and its file (a new upload removed from the form); 404 otherwise. */
export async function discardCachedUpload(deps: Deps, actor: UploadActor, uploadId: string): Promise<void> {
  const row = await repo.findOwnUpload(deps.db, actor, uploadId);
  if (!row) throw notFound();
  await repo.deleteUploadRow(deps.db, row);
  await deps.storage.delete(row.storage_key).catch(() => undefined);
}

/** Deletes cached uploads never promoted within CACHED_UPLOAD_TTL_MS, rows and files; answers how many. */
export async function sweepCachedUploads(deps: Deps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CACHED_UPLOAD_TTL_MS);
  let deleted = 0;
  for (;;) {
    const keys = await repo.deleteStaleUploads(deps.db, cutoff, SWEEP_BATCH);
    // A file whose delete fails is unreferenced now: the nightly unreferenced-file sweep takes it.
    for (const key of keys) await deps.storage.delete(key).catch(() => undefined);
    deleted += keys.length;
    if (keys.length < SWEEP_BATCH) return deleted;
  }
}
