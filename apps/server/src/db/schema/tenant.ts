import { sql } from 'drizzle-orm';
import { foreignKey, primaryKey, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { institutes } from './institutes.js';

/**
 * The keys of a tenant table: primary key (institute_id, id) and a cascade to the institute.
 * References between tenant tables are composite too, so a row can never point into another institute.
 *
 * `instituteThrough`: a table whose every row already references another tenant table by
 * (institute_id, …), with a cascade, gets no reference of its own to the institute. The composite
 * reference already proves the institute exists, and deleting the institute still reaches the rows
 * through the parent. The extra check cost each inserted row an index probe and a row lock of the
 * institute: about 80–100 ms of a 2000-row registration import, for nothing (docs/performance.md,
 * "Registrations and attendance"). Used by the bulk-written tables `registrations` (through
 * programs) and `attendances` (through registrations).
 */
export function tenantKeys(
  t: { institute_id: PgColumn; id: PgColumn },
  options: { instituteThrough?: string } = {},
) {
  const primary = primaryKey({ columns: [t.institute_id, t.id] });
  if (options.instituteThrough) return [primary];
  return [
    primary,
    foreignKey({ columns: [t.institute_id], foreignColumns: [institutes.id] }).onDelete('cascade'),
  ];
}

/**
 * A name or code unique in its institute whatever its letter case (`City Campus` and `city campus`
 * are one location), as institute names are: a unique index on (institute_id, lower(column)), named
 * `<table>_institute_id_<column>_unique` as a plain unique constraint would be, so a duplicate maps to
 * its field (`lib/settings-resource/table-store.ts`).
 */
export function caseInsensitiveUnique(table: string, instituteId: PgColumn, column: PgColumn) {
  return uniqueIndex(`${table}_institute_id_${column.name}_unique`).on(instituteId, sql`lower(${column})`);
}
