import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../../test/database.js';
import './pg-fast-paths.js';

// Array results choose their parsers without pg's object template; object results are pg's own.
// A statement's config is copied as pg copies it: the caller's object is left as it was.
const STATEMENT = `select 7::int as n, 'x'::text as t, true as b, '{"a":[1]}'::jsonb as j,
  timestamptz '2026-11-30 10:00:00+00' as at, null::int as none, 1 as n`;

describe('pg results read as arrays', () => {
  let copy: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let client: pg.Client;
  beforeAll(async () => {
    copy = await createTestDatabaseUrl();
    client = new pg.Client({ connectionString: copy.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await copy?.drop();
  });

  it('parse every column by its type, in order, also a repeated name', async () => {
    const result = await client.query({ text: STATEMENT, rowMode: 'array' });
    expect(result.rows).toEqual([[7, 'x', true, { a: [1] }, new Date('2026-11-30T10:00:00Z'), null, 1]]);
    expect(result.fields.map((f) => f.name)).toEqual(['n', 't', 'b', 'j', 'at', 'none', 'n']);
    // The object template pg builds for object rows is not built for an array result.
    expect(
      (result as unknown as { _prebuiltEmptyResultObject: unknown })._prebuiltEmptyResultObject,
    ).toBeNull();
  });

  it("use a client's own type parsers, named or prepared", async () => {
    const own = new pg.Client({
      connectionString: copy.url,
      types: {
        getTypeParser: (oid: number, format?: string) =>
          oid === 23 ? (v: string) => `int ${v}` : pg.types.getTypeParser(oid, format as 'text'),
      },
    });
    await own.connect();
    try {
      const result = await own.query({
        name: 'array-types',
        text: 'select $1::int as n, 2::int8 as m',
        values: [5],
        rowMode: 'array',
      });
      expect(result.rows).toEqual([['int 5', '2']]);
    } finally {
      await own.end();
    }
  });

  it('leave object rows as pg builds them', async () => {
    const result = await client.query(STATEMENT);
    expect(result.rows).toEqual([
      { n: 1, t: 'x', b: true, j: { a: [1] }, at: new Date('2026-11-30T10:00:00Z'), none: null },
    ]);
    const empty = await client.query(`select 1 as a, 'b' as b where false`);
    expect(empty.rows).toEqual([]);
    expect(empty.fields.map((f) => f.name)).toEqual(['a', 'b']);
  });

  it("copy a statement's config, its values given apart or in it, and leave the caller's unchanged", async () => {
    const config = { name: 'fast-paths-copy', text: 'select $1::int + 1 as n', rowMode: 'array' as const };
    expect((await client.query(config, [1])).rows).toEqual([[2]]);
    expect((await client.query({ ...config, values: [41] })).rows).toEqual([[42]]);
    expect(config).toEqual({ name: 'fast-paths-copy', text: 'select $1::int + 1 as n', rowMode: 'array' });
    // A callback in the place of the values (pg's normalization moves it).
    const viaCallback = await new Promise((resolve, reject) =>
      client.query({ ...config, values: [9] }, (error: Error, result: pg.QueryArrayResult) =>
        error ? reject(error) : resolve(result.rows),
      ),
    );
    expect(viaCallback).toEqual([[10]]);
  });

  it("copy a config of another kind (a class's, with a getter) as pg does", async () => {
    class Statement {
      values = [5];
      get text() {
        return 'select $1::int * 2 as n';
      }
    }
    const result = await client.query(new Statement() as unknown as pg.QueryConfig);
    expect(result.rows).toEqual([{ n: 10 }]);
  });
});
