import { z } from 'zod';

/**
 * What an import does to one row's record (docs/using-users.md "Import users"): creates it, updates
 * it (the fields that change), deactivates it, or leaves it as it is.
 */
export const IMPORT_ACTIONS = ['create', 'update', 'deactivate', 'unchanged'] as const;
export type TImportAction = (typeof IMPORT_ACTIONS)[number];

/** One field an import row sets: its column's header, the stored value and the file's, as shown. */
export const ZImportFieldChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type TImportFieldChange = z.infer<typeof ZImportFieldChange>;

/** One row of the plan: its row number in the file (the header is row 1), the action and the record. */
export const ZImportChange = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** How people know the record: "E1001 · Ada Lovelace". */
  record: z.string(),
  /** The existing record's id; null for a record the row creates. */
  record_id: z.number().int().nullable(),
  /** For a create, the values it sets; otherwise only the fields that change. */
  fields: z.array(ZImportFieldChange),
});
export type TImportChange = z.infer<typeof ZImportChange>;

/**
 * The answer of every import (users, points, registrations, VCM): row-numbered issues (then nothing
 * changed and `stats` are zeros), or the counts and the plan row by row. `dry_run` true means nothing
 * was written: the import ran exactly as for real, inside a transaction that was rolled back.
 */
export const ZImportResult = z.object({
  data: z.object({
    dry_run: z.boolean(),
    errors: z.array(z.string()),
    stats: z.record(z.string(), z.number().int()),
    changes: z.array(ZImportChange),
  }),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/**
 * The query string every import endpoint accepts: `dry_run=1` (or `true`) previews the import;
 * `0`, `false` or none runs it. Anything else is a 422, so a typo never runs a real import.
 */
export const ZImportQuery = z.object({
  dry_run: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 (a dry run) or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
