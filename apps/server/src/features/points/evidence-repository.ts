import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  point_request_evidences,
  point_requests,
  points_histories,
  points_history_evidences,
} from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';

/**
 * The evidence files of points history rows and of point requests: two tables of the same columns,
 * each file belonging to one row of its parent table (a history row, a request), which names the
 * user the file is of. Both are read the same way, so the reads are written once here.
 */
type EvidenceTable = typeof points_history_evidences | typeof point_request_evidences;

interface EvidenceStore<T extends EvidenceTable> {
  evidences: T;
  /** The evidence's column naming its parent row. */
  parentId: AnyPgColumn;
  parents: typeof points_histories | typeof point_requests;
}

export const HISTORY_EVIDENCES: EvidenceStore<typeof points_history_evidences> = {
  evidences: points_history_evidences,
  parentId: points_history_evidences.points_history_id,
  parents: points_histories,
};

export const REQUEST_EVIDENCES: EvidenceStore<typeof point_request_evidences> = {
  evidences: point_request_evidences,
  parentId: point_request_evidences.point_request_id,
  parents: point_requests,
};

/** The evidence files of these parent rows, oldest first. */
export async function listEvidencesOf<T extends EvidenceTable>(
  db: Executor,
  store: EvidenceStore<T>,
  instituteId: number,
  parentIds: number[],
): Promise<T['$inferSelect'][]> {
  if (!parentIds.length) return [];
  const { evidences, parentId } = store;
  const rows = await db
    .select()
    .from(evidences as typeof points_history_evidences)
    .where(and(eq(evidences.institute_id, instituteId), inArray(parentId, parentIds)))
    .orderBy(evidences.id);
  return rows as T['$inferSelect'][];
}

/** An evidence file of the institute by its public upload id, with the user whose parent row it belongs to. */
export async function findEvidenceByUploadIdIn<T extends EvidenceTable>(
  db: Executor,
  store: EvidenceStore<T>,
  instituteId: number,
  uploadId: string,
): Promise<{ evidence: T['$inferSelect']; user_id: number } | undefined> {
  const { evidences, parentId, parents } = store;
  const [row] = await db
    .select({ evidence: evidences as typeof points_history_evidences, user_id: parents.user_id })
    .from(evidences as typeof points_history_evidences)
    .innerJoin(parents, sameTenantRow(parents, parentId, evidences.institute_id))
    .where(and(eq(evidences.institute_id, instituteId), eq(evidences.upload_id, uploadId)));
  return row as { evidence: T['$inferSelect']; user_id: number } | undefined;
}
