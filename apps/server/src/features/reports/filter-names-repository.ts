import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { departments, divisions, employment_types, users } from '../../db/schema/index.js';

/** The ids a report's filters name (q[division_id_eq]…), each read as its name for the printout. */
export interface FilterIds {
  division?: number;
  department?: number;
  employmentType?: number;
  supervisor?: number;
}

/** The name of the institute's row `id` in `table`; undefined when there is none. */
async function nameOf(
  db: Executor,
  instituteId: number,
  id: number | undefined,
  table: PgTable & { id: PgColumn; institute_id: PgColumn },
  name: SQL<string>,
) {
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ name })
    .from(table)
    .where(and(eq(table.institute_id, instituteId), eq(table.id, id)));
  return row?.name;
}

/** The names of the filters' division, department, employment type and supervisor, in the institute. */
export async function findFilterNames(db: Executor, instituteId: number, ids: FilterIds) {
  const [division, department, employmentType, supervisor] = await Promise.all([
    nameOf(db, instituteId, ids.division, divisions, sql<string>`${divisions.name}`),
    nameOf(db, instituteId, ids.department, departments, sql<string>`${departments.name}`),
    nameOf(db, instituteId, ids.employmentType, employment_types, sql<string>`${employment_types.name}`),
    nameOf(
      db,
      instituteId,
      ids.supervisor,
      users,
      sql<string>`${users.given_name} || ' ' || ${users.family_name}`,
    ),
  ]);
  return { division, department, employmentType, supervisor };
}
