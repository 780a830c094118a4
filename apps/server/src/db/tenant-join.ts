import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The join condition to the tenant row a reference names: `target`'s key is (institute_id, id), so
 * the row must carry the referring row's institute as well as the id (db/schema/columns.ts).
 */
export function sameTenantRow(
  target: { institute_id: AnyPgColumn; id: AnyPgColumn },
  reference: AnyPgColumn,
  instituteId: AnyPgColumn,
): SQL {
  return and(eq(target.institute_id, instituteId), eq(target.id, reference)) as SQL;
}
