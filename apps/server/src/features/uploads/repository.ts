import { and, eq, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cached_uploads, type CachedUploadRow } from '../../db/schema/index.js';

export type NewCachedUpload = Omit<typeof cached_uploads.$inferInsert, 'id' | 'created_at'>;

export async function insertCachedUpload(db: Executor, values: NewCachedUpload): Promise<CachedUploadRow> {
  const [row] = await db.insert(cached_uploads).values(values).returning();
  return row!;
}

/** The upload `uploadId` if this user made it in this institute; undefined for anyone else's. */
export async function findOwnUpload(
  db: Executor,
  owner: { instituteId: number; userId: number },
  uploadId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CachedUploadRow | undefined> {
  const query = db
    .select()
    .from(cached_uploads)
    .where(
      and(
        eq(cached_uploads.institute_id, owner.instituteId),
        eq(cached_uploads.uploaded_by_id, owner.userId),
        eq(cached_uploads.upload_id, uploadId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Bytes this user has waiting in the cache (uploaded, not yet promoted). */
export async function pendingBytesOf(db: Executor, instituteId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(cached_uploads.size) })
    .from(cached_uploads)
    .where(and(eq(cached_uploads.institute_id, instituteId), eq(cached_uploads.uploaded_by_id, userId)));
  return Number(row?.total ?? 0);
}

export async function deleteUploadRow(db: Executor, row: Pick<CachedUploadRow, 'institute_id' | 'id'>) {
  await db
    .delete(cached_uploads)
    .where(and(eq(cached_uploads.institute_id, row.institute_id), eq(cached_uploads.id, row.id)));
}

/**
 * Removes up to `limit` uploads created before `cutoff` (never promoted: a promotion deletes its row),
 * answering their storage keys. A promotion that commits while the delete waits for its row lock has
 * deleted the row already: the delete skips it, and answers no key for its file.
 */
export async function deleteStaleUploads(db: Executor, cutoff: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ institute_id: cached_uploads.institute_id, id: cached_uploads.id })
    .from(cached_uploads)
    .where(lt(cached_uploads.created_at, cutoff))
    .limit(limit);
  const rows = await db
    .delete(cached_uploads)
    .where(sql`(${cached_uploads.institute_id}, ${cached_uploads.id}) in (${stale})`)
    .returning({ key: cached_uploads.storage_key });
  return rows.map((row) => row.key);
}
