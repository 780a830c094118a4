import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import type { UserRow } from '../../src/db/schema/index.js';
import { seedDemoData } from '../../src/db/seed/demo-data.js';
import { createInstitute } from '../../src/features/institutes/create-institute.js';
import { hashPassword } from '../../src/lib/passwords.js';
import type { TestApp } from '../app.js';
import { seedVcmElsewhere } from '../../src/features/vcm/test-support.js';
import { createUser, loginAs, TEST_PASSWORD } from '../factories.js';

/**
 * The data the generated tests (fuzz, authorization matrix) call every route against: the demo
 * institutes (A = "Demo Institute" with profiles in every state, "Northside College"), a copy of A's
 * settings (so every settings table has rows outside A), and one user per role in A.
 */
export const ROLE_NAMES = [
  'educator',
  'guest',
  'facilitator',
  'supervisor',
  'institute_admin',
  'super_admin',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Which institute a route's records come from: the caller's own, or another one. */
export type Side = 'own' | 'other';

/**
 * Names that do not say their table, and the rows to prefer. A user picked for `/users/:id` is an
 * educator (an admin may not edit a super admin: a record rule, not the guard), a supervisor is one.
 */
const TABLE_OF_NAME: Record<string, { table: string; where?: string }> = {
  supervisor: { table: 'users', where: 'is_supervisor and active and not is_super_admin' },
  copy_from_institute: { table: 'institutes' },
  // users/{id}/points_histories/{history_id}: a row of the chosen user's history.
  history: {
    table: 'points_histories',
    where: 'user_id in (select id from users where is_educator and active and not is_super_admin)',
  },
  // VCM items (issue 18): a unit or qualification some VCM answers, a document, a work experience.
  unit: { table: 'units', where: 'id in (select unit_id from vcm_unit_responses)' },
  professional_qualification: {
    table: 'professional_qualifications',
    where: 'id in (select professional_qualification_id from vcm_professional_qualifications)',
  },
  document: { table: 'vcm_supporting_documents' },
  // audit_packs/{id}: a department's, unit code's or institute's pack (one educator's are only logged).
  audit_packs: { table: 'audit_pack_runs', where: "scope <> 'user'" },
  work_experience: { table: 'vcm_work_experiences' },
};
const PREFERRED_ROWS: Record<string, string> = {
  users: 'is_educator and active and not is_super_admin',
};

export const singular = (plural: string) =>
  plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
const pluralOf = (name: string) => (name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`);

export interface World {
  instituteId: number;
  users: Record<RoleName, UserRow>;
  /** A fresh session of the role (each call gets its own: a route may end or redirect a session). */
  cookieFor(role: RoleName): Promise<string>;
  /** The rows a field or path parameter named `name` points into, if any (`department_id` → departments). */
  targetOf(name: string): Target | undefined;
  /**
   * The id of a row of the target on that side, related to the rows already chosen for this request
   * (`chosen`: table → id), so a department is one of the chosen division's departments.
   */
  pickId(target: Target, side: Side, chosen: Map<string, number>): Promise<number | undefined>;
}

export interface Target {
  table: string;
  /** Which rows to prefer (SQL over the table's columns). */
  where?: string;
}

/** The rows of a raw SQL query (`db.execute`), typed by the caller. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function createWorld(t: TestApp): Promise<World> {
  await seedDemoData(t.db, t.app.deps.storage, await hashPassword(TEST_PASSWORD));
  const [demo] = await rowsOf<{ id: number }>(
    t.db,
    sql`select id from institutes where name = 'Demo Institute'`,
  );
  const instituteId = demo!.id;
  await createInstitute(t.app.deps, {
    institute: { name: 'Copy of Demo' },
    copy_from_institute_id: instituteId,
  });

  // A VCM in another institute, so every VCM route is also called with another institute's ids.
  const [northside] = await rowsOf<{ id: number }>(
    t.db,
    sql`select id from institutes where name <> 'Demo Institute' order by id limit 1`,
  );
  await seedVcmElsewhere(t.db, northside!.id);
  // An audit pack there too, so the audit packs' routes are also called with another institute's id.
  await t.db.execute(
    sql`insert into audit_pack_runs (institute_id, requested_by, scope, format, date_from, date_to, status)
      select institute_id, id, 'institute', 'zip', '2026-01-01', '2026-06-30', 'ready'
      from users where institute_id = ${northside!.id} order by id limit 1`,
  );
  // An API token there too, so revoking one is also tried across institutes.
  await t.db.execute(
    sql`insert into api_tokens (institute_id, name, token_hash, created_by_user_id)
      select institute_id, 'Elsewhere', 'not a token', id from users where institute_id = ${northside!.id}
      order by id limit 1`,
  );

  // A delegation there too, so ending one is also tried across institutes.
  await t.db.execute(
    sql`insert into delegations (institute_id, supervisor_id, delegate_id, starts_on, ends_on)
      select institute_id, min(id), max(id), current_date, current_date + 7 from users
      where institute_id = ${northside!.id} group by institute_id`,
  );

  const users = {} as Record<RoleName, UserRow>;
  for (const role of ROLE_NAMES) {
    users[role] = await createUser(t.db, instituteId, { [`is_${role}`]: true });
  }
  // The super admin (the fuzz's caller) is also an educator whose employment type has VCM on, so the
  // fuzz reaches My VCM's routes (issue 21) past their access check.
  await t.db.execute(
    sql`update users set is_educator = true, employment_type_id = (select id from employment_types where institute_id = ${instituteId} and vcm_enabled order by id limit 1) where id = ${users.super_admin.id}`,
  );

  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    t.db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns) {
    if (!tables.has(table_name)) tables.set(table_name, new Set());
    tables.get(table_name)!.add(column_name);
  }

  const targetOf = (name: string): Target | undefined => {
    const stem = name.replace(/_id$/, '');
    if (TABLE_OF_NAME[stem]) return TABLE_OF_NAME[stem];
    const table = tables.has(stem) ? stem : pluralOf(stem);
    return tables.has(table) ? { table, where: PREFERRED_ROWS[table] } : undefined;
  };

  const cache = new Map<string, number | undefined>();
  const pickId = async ({ table, where }: Target, side: Side, chosen: Map<string, number>) => {
    const columnsOf = tables.get(table);
    if (!columnsOf) return undefined;
    const conditions = [];
    if (table === 'institutes') {
      conditions.push(side === 'own' ? sql`id = ${instituteId}` : sql`id <> ${instituteId}`);
    } else {
      conditions.push(
        side === 'own' ? sql`institute_id = ${instituteId}` : sql`institute_id <> ${instituteId}`,
      );
    }
    for (const [other, id] of chosen) {
      if (other === table) continue;
      // A child of a chosen row (departments.division_id), or the parent of one (a chosen department's division).
      const column = `${singular(other)}_id`;
      const parentColumn = `${singular(table)}_id`;
      if (columnsOf.has(column)) conditions.push(sql`${sql.identifier(column)} = ${id}`);
      else if (tables.get(other)?.has(parentColumn))
        conditions.push(
          sql`id in (select ${sql.identifier(parentColumn)} from ${sql.identifier(other)} where id = ${id})`,
        );
    }
    if (where) conditions.push(sql.raw(where));
    const key = `${table}|${where}|${side}|${[...chosen].join(',')}`;
    if (!cache.has(key)) {
      const where = sql.join(conditions, sql` and `);
      const rows = await rowsOf<{ id: number }>(
        t.db,
        sql`select id from ${sql.identifier(table)} where ${where} order by id limit 1`,
      );
      cache.set(key, rows[0]?.id);
    }
    return cache.get(key);
  };

  return {
    instituteId,
    users,
    cookieFor: (role) => loginAs(t.app, users[role]),
    targetOf,
    pickId,
  };
}
