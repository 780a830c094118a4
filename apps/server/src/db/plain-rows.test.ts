import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { spliceSubquery } from './plain-rows.js';

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
