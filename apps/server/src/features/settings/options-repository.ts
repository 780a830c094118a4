import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { departments, divisions, employment_types } from '../../db/schema/index.js';

/** `{id, name}` options of a tenant table, always scoped to one institute. */
export function divisionOptions(db: Executor, instituteId: number) {
  return db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(eq(divisions.institute_id, instituteId))
    .orderBy(asc(divisions.name));
}

export function employmentTypeOptions(db: Executor, instituteId: number) {
  return db
    .select({ id: employment_types.id, name: employment_types.name })
    .from(employment_types)
    .where(eq(employment_types.institute_id, instituteId))
    .orderBy(asc(employment_types.name));
}

export const departmentLabel = sql<string>`${departments.code} || ' - ' || ${departments.name}`;

export function departmentOptions(db: Executor, instituteId: number, filter: SQL | undefined) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      label: departmentLabel,
      division_id: departments.division_id,
    })
    .from(departments)
    .where(and(eq(departments.institute_id, instituteId), filter))
    .orderBy(asc(departments.name));
}
