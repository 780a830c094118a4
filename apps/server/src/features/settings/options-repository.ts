import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  categories,
  departments,
  divisions,
  domains,
  employment_types,
  locations,
} from '../../db/schema/index.js';

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

export function locationOptions(db: Executor, instituteId: number) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.institute_id, instituteId))
    .orderBy(asc(locations.name));
}

export function categoryOptions(db: Executor, instituteId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.institute_id, instituteId))
    .orderBy(asc(categories.name));
}

/** Active domains, in their display order (programs pick a domain). */
export function domainOptions(db: Executor, instituteId: number) {
  return db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .where(and(eq(domains.institute_id, instituteId), eq(domains.active, true)))
    .orderBy(asc(domains.display_order), asc(domains.id));
}
