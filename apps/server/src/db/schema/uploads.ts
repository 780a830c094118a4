import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.js';
import { tenantKeys } from './tenant.js';

/**
 * An evidence file sent to POST /upload (issue 16), waiting in the cache area: until a record is saved
 * with it (promoted: the file is copied to permanent storage, the rows that name it hold its new key,
 * and this row is deleted), or 24 hours, when it is swept. The integer `id` is the table's key (the
 * audit trail's record id); clients only ever see `upload_id`, a random token. `uploaded_by_id` has no
 * foreign key: a super admin uploads in the institute they act in, not their own (as
 * programs.created_by_id). `storage_key` ends in `_key`, so the nightly unreferenced-file sweep keeps
 * the cached file while it waits; once promoted, only the rows it was saved with keep the file.
 */
export const cached_uploads = pgTable(
  'cached_uploads',
  {
    ...tenantColumns(),
    upload_id: text().notNull(),
    uploaded_by_id: integer().notNull(),
    filename: text().notNull(),
    size: integer().notNull(),
    mime_type: text().notNull(),
    storage_key: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    unique().on(t.institute_id, t.upload_id),
    // The sweep: uploads by age, across institutes.
    index().on(t.created_at),
    // The per-user quota of files waiting in the cache.
    index().on(t.institute_id, t.uploaded_by_id),
  ],
);

export type CachedUploadRow = typeof cached_uploads.$inferSelect;
