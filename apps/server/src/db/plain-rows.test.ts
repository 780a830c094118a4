import { sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, QueryBuilder, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowBuilder, selectionKeys, spliceSubquery } from './plain-rows.js';

// A statement compiled once around a page's ids query compiled per request (Manage Profiles' page):
// the subquery's parameters must follow the template's, whatever either holds.

const dialect = new PgDialect();
const MARKER = '/* ids */';

describe('spliceSubquery', () => {
  it("puts the subquery where the marker is and numbers its parameters after the template's", () => {
    const template = dialect.sqlToQuery(
      sql`select ${sql.placeholder('a')}::int + x, ${sql.placeholder('b')}::text from unnest(array(${sql.raw(MARKER)})) as x`,
    );
    const subquery = { toSQL: () => dialect.sqlToQuery(sql`select ${7} where ${'$1'} <> ${'x'}`) };
    const spliced = spliceSubquery(template, MARKER, { a: 10, b: 'b' }, subquery).toSQL();
    expect(spliced.sql).toBe(
      'select $1::int + x, $2::text from unnest(array((select $3 where $4 <> $5))) as x',
    );
    expect(spliced.params).toEqual([10, 'b', 7, '$1', 'x']);
  });

  it('leaves a template without parameters as it is, and fills it once per call', () => {
    const template = dialect.sqlToQuery(sql`select * from t where id = any(array(${sql.raw(MARKER)}))`);
    const first = spliceSubquery(template, MARKER, {}, { toSQL: () => dialect.sqlToQuery(sql`select ${1}`) });
    const second = spliceSubquery(
      template,
      MARKER,
      {},
      { toSQL: () => dialect.sqlToQuery(sql`select ${2}`) },
    );
    expect(first.toSQL()).toEqual({ sql: 'select * from t where id = any(array((select $1)))', params: [1] });
    expect(second.toSQL().params).toEqual([2]);
    expect(template.sql).toContain(MARKER);
  });
});

describe('rowBuilder and selectionKeys', () => {
  const t = pgTable('t', { id: integer().primaryKey(), name: text() });

  it("names a nested selection's fields parent.field, in the order its SQL selects them", () => {
    const selection = {
      n: sql<number>`1`,
      row: { id: t.id, name: t.name },
      other: { id: t.id },
      name: t.name,
    };
    expect(selectionKeys(selection)).toEqual(['n', 'row.id', 'row.name', 'other.id', 'name']);
    // Drizzle selects the columns depth first, in the selection's key order.
    const selected = new QueryBuilder().select(selection).from(t).toSQL();
    expect(selected.sql).toBe('select 1, "id", "name", "id", "name" from "t"');
  });

  it('builds flat and nested rows from arrays, one function per key list', () => {
    const build = rowBuilder<{ n: number; row: { id: number; name: string }; name: string }>([
      'n',
      'row.id',
      'row.name',
      'name',
    ]);
    expect(build([1, 2, 'a', 'b'])).toEqual({ n: 1, row: { id: 2, name: 'a' }, name: 'b' });
    expect(rowBuilder(['n', 'row.id', 'row.name', 'name'])).toBe(build);
    const quoted = rowBuilder<Record<string, unknown>>(['a"b', "c'd", 'e\\f', 'g\nh']);
    expect(Object.keys(quoted([1, 2, 3, 4]))).toEqual(['a"b', "c'd", 'e\\f', 'g\nh']);
  });

  it('refuses a key that would set the prototype, or a key that is both a column and an object', () => {
    expect(() => rowBuilder(['__proto__'])).toThrow(/__proto__/);
    expect(() => rowBuilder(['a.__proto__'])).toThrow(/__proto__/);
    expect(() => rowBuilder(['a', 'a.b'])).toThrow(/both a column and a nested object/);
    expect(() => rowBuilder(['a.b.c'])).toThrow(/more than one level/);
  });
});
