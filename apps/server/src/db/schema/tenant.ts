import { foreignKey, primaryKey, type PgColumn } from 'drizzle-orm/pg-core';
import { institutes } from './institutes.js';

/**
 * The keys of a tenant table: primary key (institute_id, id) and a cascade to the institute.
 * References between tenant tables are composite too, so a row can never point into another institute.
 */
export function tenantKeys(t: { institute_id: PgColumn; id: PgColumn }) {
  return [
    primaryKey({ columns: [t.institute_id, t.id] }),
    foreignKey({ columns: [t.institute_id], foreignColumns: [institutes.id] }).onDelete('cascade'),
  ];
}
