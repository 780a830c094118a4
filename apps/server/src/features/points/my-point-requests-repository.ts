import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { institutes, point_requests } from '../../db/schema/index.js';
import type { NewPointRequestRow } from './point-requests-repository.js';

/** The institute's point-entry settings an educator's request follows (part 1 §3). */
export function findEntrySettings(db: Executor, instituteId: number) {
  return db
    .select({
      educator_points_entry_enabled: institutes.educator_points_entry_enabled,
      points_file_attachment_enabled: institutes.points_file_attachment_enabled,
      file_attachment_required: institutes.file_attachment_required,
      vocational_currency_uses_units: institutes.vocational_currency_uses_units,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .then((rows) => rows[0]!);
}

/**
 * Saves the educator's edit of their own request while it is pending (0) or incomplete (2): it is
 * pending again, no longer actioned. Answers whether it was still open (a decision races to here).
 */
export async function updateOpenRequest(
  tx: Executor,
  instituteId: number,
  userId: number,
  id: number,
  changes: Partial<NewPointRequestRow>,
): Promise<boolean> {
  const rows = await tx
    .update(point_requests)
    .set({ ...changes, status: 0, actioned_at: null, actioned_by_id: null, updated_at: new Date() })
    .where(
      and(
        eq(point_requests.institute_id, instituteId),
        eq(point_requests.user_id, userId),
        eq(point_requests.id, id),
        inArray(point_requests.status, [0, 2]),
      ),
    )
    .returning({ id: point_requests.id });
  return rows.length > 0;
}
