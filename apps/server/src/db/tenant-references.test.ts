import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

// Every tenant table reaches its institute by references that cascade (db/schema/tenant.ts): its own
// reference to `institutes`, or a composite (institute_id, …) reference to a tenant table that does.
// `registrations` and `attendances` take the second way (migration 0026).

type Reference = {
  table: string;
  target: string;
  columns: string[];
  cascades: boolean;
};

describe('tenant tables and their institute', () => {
  let t: TestApp;
  let references: Reference[];
  let tenantTables: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    references = await rowsOf<Reference>(sql`
        select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as target,
          array(select a.attname::text from unnest(c.conkey) as k(n)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns,
          c.confdeltype = 'c' as cascades
        from pg_constraint c
        where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`);
    tenantTables = (
      await rowsOf<{ name: string }>(sql`
        select c.relname::text as name from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'institute_id' and not a.attisdropped
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'`)
    ).map((row) => row.name);
  });
  afterAll(() => t.close());

  it('every one reaches institutes through cascading references that carry institute_id', () => {
    const reaches = new Set(['institutes']);
    // Kept outside the tenant's cascade on purpose: the trail outlives its records; a session belongs
    // to its user (user_institute_id) and its institute_id is only where it acts (a super admin
    // switches it); the outbox keeps what was sent, system emails with no institute included.
    const unreferenced = new Set(['audit_events', 'sessions', 'email_outbox']);
    for (let grown = true; grown;) {
      grown = false;
      for (const table of tenantTables) {
        if (reaches.has(table)) continue;
        const viaParent = references.some(
          (r) =>
            r.table === table && r.cascades && r.columns.includes('institute_id') && reaches.has(r.target),
        );
        if (viaParent) {
          reaches.add(table);
          grown = true;
        }
      }
    }
    const stranded = tenantTables.filter((table) => !reaches.has(table) && !unreferenced.has(table));
    expect(stranded).toEqual([]);
    expect(tenantTables.length).toBeGreaterThan(30);
  });

  it('registrations and attendances reach it through programs and registrations only', () => {
    const targets = (table: string) =>
      references.filter((r) => r.table === table && r.columns.includes('institute_id')).map((r) => r.target);
    expect(targets('registrations')).not.toContain('institutes');
    expect(targets('registrations')).toContain('programs');
    expect(targets('attendances')).not.toContain('institutes');
    expect(targets('attendances')).toContain('registrations');
  });
});
