import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  DISTRIBUTED_TABLES,
  GLOBAL_UNIQUE_INDEXES,
  LOCAL_TENANT_TABLES,
  UNDISTRIBUTED_TABLES,
  WITHOUT_PRIMARY_KEY,
} from '../../test/distribution.js';
import { rowsOf } from './sql-rows.js';

// Ready to distribute every tenant table by institute_id (Citus; docs/deployment.md, "Distributing on
// Citus"): a distributed table's primary key and unique indexes must contain the distribution column,
// and a foreign key between two distributed tables must join on it. The exceptions, with their
// reasons, are in test/distribution.ts.

interface Table {
  name: string;
  /** The attribute number of institute_id; null when the table has none. */
  institute: number | null;
}
interface UniqueIndex {
  table: string;
  name: string;
  columns: number[];
  isPrimary: boolean;
}
interface Reference {
  table: string;
  target: string;
  name: string;
  columns: number[];
  targetColumns: number[];
}

describe('distribution by institute_id', () => {
  let t: TestApp;
  let tables: Table[];
  let uniqueIndexes: UniqueIndex[];
  let references: Reference[];
  beforeAll(async () => {
    t = await createTestApp();
    tables = rowsOf<Table>(
      await t.db.execute(sql`select c.relname::text as name, a.attnum as institute from pg_class c
        left join pg_attribute a on a.attrelid = c.oid and a.attname = 'institute_id' and not a.attisdropped
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')`),
    );
    uniqueIndexes = rowsOf<UniqueIndex>(
      await t.db
        .execute(sql`select i.indrelid::regclass::text as "table", i.indexrelid::regclass::text as name,
          i.indkey::int2[]::int[] as columns, i.indisprimary as "isPrimary"
        from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = current_schema()::regnamespace and i.indisunique`),
    );
    references = rowsOf<Reference>(
      await t.db.execute(sql`select conrelid::regclass::text as "table", confrelid::regclass::text as target,
          conname::text as name, conkey::int[] as columns, confkey::int[] as "targetColumns"
        from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`),
    );
  });
  afterAll(() => t.close());

  const instituteOf = (name: string) => tables.find((table) => table.name === name)?.institute ?? null;
  const distributed = () =>
    tables.filter((table) => table.institute !== null && !(table.name in LOCAL_TENANT_TABLES));

  it('every table but the listed ones has institute_id, and the listed ones still exist', () => {
    const without = tables.filter((table) => table.institute === null).map((table) => table.name);
    expect(without.sort()).toEqual(Object.keys(UNDISTRIBUTED_TABLES).sort());
    for (const name of Object.keys(LOCAL_TENANT_TABLES)) expect(instituteOf(name)).not.toBeNull();
    // The statements check (test/tenant-scoping.ts) reads the same set from the Drizzle schema.
    expect(
      distributed()
        .map((table) => table.name)
        .sort(),
    ).toEqual([...DISTRIBUTED_TABLES].sort());
    expect(distributed().length).toBeGreaterThan(30);
  });

  it('every distributed table has institute_id in its primary key and every unique index', () => {
    const names = new Set(distributed().map((table) => table.name));
    const primaryKeys = new Set(uniqueIndexes.filter((index) => index.isPrimary).map((index) => index.table));
    expect([...names].filter((name) => !primaryKeys.has(name))).toEqual(Object.keys(WITHOUT_PRIMARY_KEY));
    const missing = uniqueIndexes
      .filter((index) => names.has(index.table) && !index.columns.includes(instituteOf(index.table)!))
      .map((index) => index.name);
    expect(missing.sort()).toEqual(Object.keys(GLOBAL_UNIQUE_INDEXES).sort());
  });

  it('every foreign key between distributed tables joins institute_id to institute_id', () => {
    const names = new Set(distributed().map((table) => table.name));
    const crossing = references
      .filter((r) => names.has(r.table) && names.has(r.target))
      .filter((r) => {
        const at = r.columns.indexOf(instituteOf(r.table)!);
        return at === -1 || r.targetColumns[at] !== instituteOf(r.target);
      })
      .map((r) => r.name);
    expect(crossing).toEqual([]);
    // What the rule covers: the composite references between tenant tables (db/schema/tenant.ts).
    expect(references.filter((r) => names.has(r.table) && names.has(r.target)).length).toBeGreaterThan(40);
  });
});
