import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { DatabaseHandle } from './client.js';
import { rowsOf, sqlArray } from './sql-rows.js';

// Lists of ids and codes reach raw SQL as one bound array: the statement text never changes with
// the values, and no value can end the array or the statement.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const unnested = async <T>(values: readonly unknown[], type: Parameters<typeof sqlArray>[1]) =>
  rowsOf<{ value: T }>(
    await handle.db.execute(
      sql`select value from unnest(${sqlArray(values, type)}) with ordinality as x(value, n) order by n`,
    ),
  ).map((row) => row.value);

describe('sqlArray', () => {
  it('binds the whole list as one parameter, whatever its length', () => {
    const query = new PgDialect().sqlToQuery(sql`select 1 where id = any(${sqlArray([1, 2, 3], 'int')})`);
    expect(query.sql).toBe('select 1 where id = any($1::int[])');
    expect(query.params).toEqual([[1, 2, 3]]);
  });

  it('reaches PostgreSQL with 20,000 ids, in order', async () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => i * 7 + 1);
    expect(await unnested<number>(ids, 'int')).toEqual(ids);
  });

  it('answers each text exactly as given: array syntax and quotes stay data', async () => {
    const texts = ['a,b', '}', '{', '"', '\\', "x'); drop table users; --", 'NULL', '', ' spaced '];
    expect(await unnested<string>(texts, 'text')).toEqual(texts);
    const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from users`));
    expect(row!.n).toBeGreaterThanOrEqual(0);
  });

  it('refuses a value that is not of the type instead of reading it as more values', async () => {
    const failure = await unnested(['1,2'], 'int').catch((error: Error) => error);
    expect((failure as Error).cause).toMatchObject({ message: /invalid input syntax for type integer/ });
  });

  it('binds dates and an empty list', async () => {
    expect(await unnested<string>(['2026-12-08', '2027-01-31'], 'date')).toHaveLength(2);
    expect(await unnested<number>([], 'int')).toEqual([]);
  });
});
