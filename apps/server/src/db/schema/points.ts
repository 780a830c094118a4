import { foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.js';
import { points_histories } from './programs.js';
import { tenantKeys } from './tenant.js';

/**
 * An evidence file attached to a points history row (part 2 §3 "Evidence file", issue 16): the
 * promoted upload's permanent storage key and metadata. `upload_id` is the upload's public id (the
 * evidence's metadata.file_id). `storage_key` ends in `_key`, so the nightly unreferenced-file sweep
 * keeps its file; deleting the history row cascades here and leaves the file to that sweep.
 */
export const points_history_evidences = pgTable(
  'points_history_evidences',
  {
    ...tenantColumns(),
    points_history_id: integer().notNull(),
    upload_id: text().notNull(),
    storage_key: text().notNull(),
    filename: text().notNull(),
    size: integer().notNull(),
    mime_type: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.points_history_id],
      foreignColumns: [points_histories.institute_id, points_histories.id],
    }).onDelete('cascade'),
    index().on(t.institute_id, t.points_history_id),
  ],
);

export type PointsHistoryEvidenceRow = typeof points_history_evidences.$inferSelect;
