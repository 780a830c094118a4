import type { TNameOptionList } from '@pdp/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  categories,
  departments,
  divisions,
  domains,
  employment_types,
  locations,
  vocational_activities,
} from '../../db/schema/index.js';
import type { ListResource } from '../../lib/list-query.js';
import type { SettingsTable } from '../../lib/settings-resource/table-store.js';

type NamedTable = SettingsTable & { name: PgColumn };

/**
 * The `{id, name}` options of each settings table, scoped to one institute. Domains offer only the
 * active ones, in display order (programs pick from them); the rest sort by name.
 */
const OPTION_SOURCES: Record<TNameOptionList, { table: NamedTable; where?: SQL; orderBy: SQL[] }> = {
  divisions: { table: divisions, orderBy: [asc(divisions.name)] },
  employment_types: { table: employment_types, orderBy: [asc(employment_types.name)] },
  locations: { table: locations, orderBy: [asc(locations.name)] },
  categories: { table: categories, orderBy: [asc(categories.name)] },
  domains: {
    table: domains,
    where: eq(domains.active, true),
    orderBy: [asc(domains.display_order), asc(domains.id)],
  },
};

export function nameOptions(db: Executor, plural: TNameOptionList, instituteId: number) {
  const { table, where, orderBy } = OPTION_SOURCES[plural];
  return db
    .select({ id: table.id, name: table.name })
    .from(table as never)
    .where(and(eq(table.institute_id, instituteId), where))
    .orderBy(...orderBy) as Promise<{ id: number; name: string }[]>;
}

export const departmentLabel = sql<string>`${departments.code} || ' - ' || ${departments.name}`;

/** What `/departments/options` may be filtered by (the user form narrows departments by division). */
export const departmentOptionsList: ListResource = {
  name: 'departments',
  fields: {
    division_id: { expression: departments.division_id, type: 'number' },
    name: { expression: departments.name, type: 'text' },
    code: { expression: departments.code, type: 'text' },
  },
  defaultSort: [asc(departments.name)],
};

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

/** The vocational activities with their default points (the vocational currency form prefills them). */
export function vocationalActivityOptions(db: Executor, instituteId: number) {
  return db
    .select({
      id: vocational_activities.id,
      name: vocational_activities.name,
      points: vocational_activities.points,
    })
    .from(vocational_activities)
    .where(eq(vocational_activities.institute_id, instituteId))
    .orderBy(asc(vocational_activities.name));
}
