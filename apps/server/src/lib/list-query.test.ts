import { ZListQuery } from '@pdp/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { createInstitute, createUser } from '../../test/factories.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { users, type UserRow } from '../db/schema/index.js';
import { AppError } from './errors.js';
import { compileListQuery, listMeta, type ListResource } from './list-query.js';

/** A list resource over the users table, as a feature would declare it. */
const userList: ListResource = {
  name: 'users',
  fields: {
    id: { expression: users.id, type: 'number' },
    given_name: { expression: users.given_name, type: 'text' },
    family_name: { expression: users.family_name, type: 'text' },
    full_name: { expression: sql`${users.given_name} || ' ' || ${users.family_name}`, type: 'text' },
    email: { expression: users.email, type: 'text', sortable: false },
    custom_1: { expression: users.custom_1, type: 'text', filterable: false },
    active: { expression: users.active, type: 'boolean' },
    is_educator: { expression: users.is_educator, type: 'boolean' },
    // A nullable flag: custom_2 holds 'true', 'false' or nothing.
    mentor: { expression: sql`(${users.custom_2})::boolean`, type: 'boolean' },
    created_at: { expression: users.created_at, type: 'date' },
  },
  namedFilters: {
    educators: eq(users.is_educator, true),
    inactive: eq(users.active, false),
  },
  defaultSort: [asc(users.family_name), asc(users.given_name)],
};

describe('compileListQuery against the users table', () => {
  let database: DatabaseHandle;
  let db: Database;
  let people: Record<'ada' | 'grace' | 'walter' | 'alan' | 'edsger', UserRow>;
  let peopleInstitute: number;
  let symbolsInstitute: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    peopleInstitute = (await createInstitute(db, { name: 'People' })).id;
    symbolsInstitute = (await createInstitute(db, { name: 'Symbols' })).id;
    const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
    people = {
      ada: await createUser(db, peopleInstitute, {
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: 'ada@list.test',
        is_educator: true,
        custom_2: 'true',
        created_at: at('2020-01-10'),
      }),
      grace: await createUser(db, peopleInstitute, {
        given_name: 'Grace',
        family_name: 'Hopper',
        email: 'grace@list.test',
        is_institute_admin: true,
        custom_2: 'false',
        created_at: at('2021-06-01'),
      }),
      walter: await createUser(db, peopleInstitute, {
        given_name: 'Walter',
        family_name: 'Hopper',
        email: 'walter@list.test',
        created_at: at('2021-09-30'),
      }),
      alan: await createUser(db, peopleInstitute, {
        given_name: 'Alan',
        family_name: 'Turing',
        email: 'alan@list.test',
        is_educator: true,
        active: false,
        created_at: at('2022-03-15'),
      }),
      edsger: await createUser(db, peopleInstitute, {
        given_name: 'Edsger',
        family_name: 'Dijkstra',
        email: 'edsger@list.test',
        created_at: at('2023-11-20'),
      }),
    };
    for (const given_name of ['Per%cent', 'Perxcent', 'Under_score', 'UnderXscore', 'Back\\slash']) {
      await createUser(db, symbolsInstitute, { given_name, family_name: 'Symbol' });
    }
  });
  afterAll(() => database.close());

  /** Runs the query as a list route would (parsed by the contract's schema) and answers given names and meta. */
  async function list(query: Record<string, unknown>, instituteId = peopleInstitute) {
    const compiled = compileListQuery(userList, ZListQuery.parse(query));
    const scope = and(eq(users.institute_id, instituteId), compiled.where);
    const rows = await db
      .select({ given_name: users.given_name, family_name: users.family_name })
      .from(users)
      .where(scope)
      .orderBy(...compiled.orderBy)
      .limit(compiled.limit)
      .offset(compiled.offset);
    const [total] = await db.select({ n: count() }).from(users).where(scope);
    return {
      names: rows.map((r) => r.given_name),
      families: rows.map((r) => r.family_name),
      meta: listMeta(compiled, total!.n),
    };
  }
  const names = async (q: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    (await list({ q, ...extra })).names;
  const sorted = async (q: Record<string, unknown>) => (await names(q)).sort();

  /** Expects compileListQuery to refuse the query with a 400 whose message holds every part. */
  function expectBadRequest(query: Record<string, unknown>, ...parts: string[]) {
    let caught: unknown;
    try {
      compileListQuery(userList, ZListQuery.parse(query));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect(error.code).toBe('bad_request');
    expect(error.status).toBe(400);
    for (const part of parts) expect(error.message).toContain(part);
    return error.message;
  }

  describe('predicates', () => {
    it('_eq matches a text field exactly, and a number field by value', async () => {
      expect(await names({ given_name_eq: 'Ada' })).toEqual(['Ada']);
      expect(await names({ given_name_eq: 'ada' })).toEqual([]);
      expect(await names({ given_name_eq: 'Ad' })).toEqual([]);
      expect(await names({ id_eq: String(people.alan.id) })).toEqual(['Alan']);
    });

    it('_eq on a date field matches the timestamp', async () => {
      expect(await names({ created_at_eq: '2021-06-01T12:00:00Z' })).toEqual(['Grace']);
    });

    it('_cont matches a substring, case-insensitively', async () => {
      expect(await sorted({ given_name_cont: 'AL' })).toEqual(['Alan', 'Walter']);
      expect(await sorted({ given_name_cont: 'al' })).toEqual(['Alan', 'Walter']);
      expect(await names({ email_cont: 'GRACE@' })).toEqual(['Grace']);
      expect(await names({ full_name_cont: 'a love' })).toEqual(['Ada']);
    });

    it('_cont treats %, _ and \\ literally, not as wildcards', async () => {
      const symbols = (q: Record<string, unknown>) =>
        list({ q }, symbolsInstitute).then((r) => r.names.sort());
      expect(await symbols({ given_name_cont: '%' })).toEqual(['Per%cent']);
      expect(await symbols({ given_name_cont: 'r%c' })).toEqual(['Per%cent']);
      expect(await symbols({ given_name_cont: '_' })).toEqual(['Under_score']);
      expect(await symbols({ given_name_cont: 'r_s' })).toEqual(['Under_score']);
      expect(await symbols({ given_name_cont: '\\' })).toEqual(['Back\\slash']);
      expect(await symbols({ given_name_cont: 'rxc' })).toEqual(['Perxcent']);
    });

    it('_true with 1 keeps the true rows; with 0 the rest', async () => {
      expect(await sorted({ is_educator_true: '1' })).toEqual(['Ada', 'Alan']);
      expect(await sorted({ is_educator_true: 'true' })).toEqual(['Ada', 'Alan']);
      expect(await sorted({ is_educator_true: '0' })).toEqual(['Edsger', 'Grace', 'Walter']);
    });

    it('_false with 1 keeps the rows that are not true; with 0 the true ones', async () => {
      expect(await sorted({ active_false: '1' })).toEqual(['Alan']);
      expect(await sorted({ active_false: '0' })).toEqual(['Ada', 'Edsger', 'Grace', 'Walter']);
      expect(await sorted({ is_educator_false: '1' })).toEqual(['Edsger', 'Grace', 'Walter']);
    });

    it('counts a null flag as "not true", like ransack', async () => {
      expect(await names({ mentor_true: '1' })).toEqual(['Ada']);
      expect(await sorted({ mentor_true: '0' })).toEqual(['Alan', 'Edsger', 'Grace', 'Walter']);
      expect(await sorted({ mentor_false: '1' })).toEqual(['Alan', 'Edsger', 'Grace', 'Walter']);
      expect(await names({ mentor_false: '0' })).toEqual(['Ada']);
    });

    it('_in takes a bracket array (or a comma list) of values', async () => {
      const ids = [people.ada.id, people.edsger.id].map(String);
      expect(await sorted({ id_in: ids })).toEqual(['Ada', 'Edsger']);
      expect(await sorted({ id_in: ids.join(',') })).toEqual(['Ada', 'Edsger']);
      expect(await sorted({ given_name_in: ['Grace', 'Alan', 'Nobody'] })).toEqual(['Alan', 'Grace']);
      expect(await sorted({ created_at_in: ['2020-01-10T12:00:00Z', '2022-03-15T12:00:00Z'] })).toEqual([
        'Ada',
        'Alan',
      ]);
    });

    it('_gteq and _lteq bound numbers and dates, inclusively', async () => {
      expect(await sorted({ id_gteq: String(people.walter.id), id_lteq: String(people.alan.id) })).toEqual([
        'Alan',
        'Walter',
      ]);
      expect(await sorted({ created_at_gteq: '2021-01-01' })).toEqual(['Alan', 'Edsger', 'Grace', 'Walter']);
      expect(await sorted({ created_at_lteq: '2021-12-31' })).toEqual(['Ada', 'Grace', 'Walter']);
      expect(await sorted({ created_at_gteq: '2021-01-01', created_at_lteq: '2021-12-31' })).toEqual([
        'Grace',
        'Walter',
      ]);
      expect(
        await names({ created_at_gteq: '2021-06-01T12:00:00Z', created_at_lteq: '2021-06-01T12:00:00Z' }),
      ).toEqual(['Grace']);
    });

    it('a_or_b_cont matches either field', async () => {
      expect(await sorted({ given_name_or_family_name_cont: 'er' })).toEqual(['Edsger', 'Grace', 'Walter']);
      expect(await sorted({ given_name_or_email_cont: 'ALAN' })).toEqual(['Alan']);
      expect(await sorted({ given_name_or_family_name_eq: 'Hopper' })).toEqual(['Grace', 'Walter']);
    });

    it('ANDs several filters together', async () => {
      expect(await names({ is_educator_true: '1', active_true: '1' })).toEqual(['Ada']);
      expect(await names({ family_name_eq: 'Hopper', given_name_cont: 'w' })).toEqual(['Walter']);
    });

    it('ignores blank values', async () => {
      const all = ['Edsger', 'Grace', 'Walter', 'Ada', 'Alan'];
      expect(await names({ given_name_cont: '' })).toEqual(all);
      expect(await names({ family_name_eq: '   ', id_in: [], is_educator_true: '' })).toEqual(all);
      expect(await names({ given_name_cont: '', family_name_eq: 'Turing' })).toEqual(['Alan']);
    });
  });

  describe('named_filter', () => {
    it('applies a known named filter, with the other filters', async () => {
      expect((await list({ named_filter: 'educators' })).names).toEqual(['Ada', 'Alan']);
      expect((await list({ named_filter: 'inactive' })).names).toEqual(['Alan']);
      expect((await list({ named_filter: 'educators', q: { active_true: '1' } })).names).toEqual(['Ada']);
    });

    it('refuses an unknown named filter with a 400 that names it and lists the known ones', () => {
      expectBadRequest({ named_filter: 'everyone' }, '"everyone"', 'educators, inactive');
      expectBadRequest({ named_filter: 'constructor' }, '"constructor"');
      expectBadRequest({ named_filter: 'toString' }, '"toString"');
    });
  });

  describe('sorting', () => {
    it('sorts by q[s]="field desc"', async () => {
      const result = await list({ q: { s: 'family_name desc' } });
      expect(result.families).toEqual(['Turing', 'Lovelace', 'Hopper', 'Hopper', 'Dijkstra']);
    });

    it('sorts ascending when the direction is left out', async () => {
      expect((await list({ q: { s: 'given_name' } })).names).toEqual([
        'Ada',
        'Alan',
        'Edsger',
        'Grace',
        'Walter',
      ]);
    });

    it('sorts by several fields in order', async () => {
      expect((await list({ q: { s: ['family_name asc', 'given_name desc'] } })).names).toEqual([
        'Edsger',
        'Walter',
        'Grace',
        'Ada',
        'Alan',
      ]);
      expect((await list({ q: { s: ['family_name asc', 'given_name asc'] } })).names).toEqual([
        'Edsger',
        'Grace',
        'Walter',
        'Ada',
        'Alan',
      ]);
    });

    it('sorts by an expression field', async () => {
      expect((await list({ q: { s: 'full_name desc' } })).names).toEqual([
        'Walter',
        'Grace',
        'Edsger',
        'Alan',
        'Ada',
      ]);
    });

    it("falls back to the resource's default sort", async () => {
      const expected = ['Edsger', 'Grace', 'Walter', 'Ada', 'Alan'];
      expect((await list({})).names).toEqual(expected);
      expect((await list({ q: { s: '' } })).names).toEqual(expected);
      expect((await list({ q: { s: [] } })).names).toEqual(expected);
    });
  });

  describe('paging', () => {
    it('defaults to page 1 of 100', async () => {
      const result = await list({});
      expect(result.meta).toEqual({ total: 5, page: 1, per_page: 100 });
      expect(result.names).toHaveLength(5);
    });

    it('answers the page asked for, with the total of every page', async () => {
      const compiled = compileListQuery(userList, ZListQuery.parse({ page: '2', per_page: '2' }));
      expect(compiled).toMatchObject({ limit: 2, offset: 2, page: 2, per_page: 2 });

      expect(await list({ page: '1', per_page: '2' })).toMatchObject({
        names: ['Edsger', 'Grace'],
        meta: { total: 5, page: 1, per_page: 2 },
      });
      expect(await list({ page: '2', per_page: '2' })).toMatchObject({
        names: ['Walter', 'Ada'],
        meta: { total: 5, page: 2, per_page: 2 },
      });
      expect(await list({ page: '3', per_page: '2' })).toMatchObject({
        names: ['Alan'],
        meta: { total: 5, page: 3, per_page: 2 },
      });
      expect(await list({ page: '4', per_page: '2' })).toMatchObject({
        names: [],
        meta: { total: 5, page: 4, per_page: 2 },
      });
    });

    it('counts the filtered total', async () => {
      expect(await list({ q: { is_educator_true: '1' }, per_page: '1' })).toMatchObject({
        names: ['Ada'],
        meta: { total: 2, page: 1, per_page: 1 },
      });
    });
  });

  describe('rejections (400 bad_request, never SQL)', () => {
    it('refuses an unknown field, naming it and the allowed ones', () => {
      const message = expectBadRequest({ q: { password_hash_eq: 'x' } }, '"password_hash"');
      expect(message).toContain('Allowed: id, given_name, family_name, full_name, email, active');
      expect(message).not.toContain('custom_1');
      expectBadRequest({ q: { given_name_or_nickname_cont: 'x' } }, '"nickname"');
    });

    it('refuses field names that only exist on Object.prototype', () => {
      expectBadRequest({ q: { constructor_eq: '1' } }, '"constructor"');
      expectBadRequest({ q: { toString_cont: 'x' } }, '"toString"');
      expectBadRequest({ q: { s: 'constructor asc' } }, '"constructor"');
    });

    it('refuses an unknown predicate', () => {
      expectBadRequest({ q: { given_name_like: 'x' } }, '"given_name_like"', '_cont');
      expectBadRequest({ q: { given_name: 'x' } }, '"given_name"');
      expectBadRequest({ q: { _eq: 'x' } }, '"_eq"');
    });

    it('refuses a bad sort direction', () => {
      expectBadRequest({ q: { s: 'family_name sideways' } }, '"sideways"', 'family_name', 'asc or desc');
    });

    it('refuses a non-numeric value for a number field', () => {
      expectBadRequest({ q: { id_eq: 'abc' } }, '"abc"', '"id"');
      expectBadRequest({ q: { id_in: ['1', 'two'] } }, '"two"', '"id"');
      expectBadRequest({ q: { id_gteq: '1e' } }, '"id"');
    });

    it('refuses a bad boolean or date value', () => {
      expectBadRequest({ q: { active_true: 'maybe' } }, '"maybe"', '"active"');
      expectBadRequest({ q: { created_at_gteq: 'yesterday' } }, '"yesterday"', '"created_at"');
      expectBadRequest({ q: { created_at_lteq: '2021-02-31x' } }, '"created_at"');
    });

    it('refuses numbers an integer column cannot hold (issue 12: they answered 500)', () => {
      expectBadRequest({ q: { id_eq: '2147483648' } }, '"2147483648"', '"id"');
      expectBadRequest({ q: { id_gteq: '-2147483649' } }, '"id"');
      expectBadRequest({ q: { id_eq: '1e10' } }, '"1e10"');
      expectBadRequest({ q: { id_in: ['1', '2147483648'] } }, '"2147483648"');
      expectBadRequest({ q: { id_eq: '1.5' } }, '"1.5"');
    });

    it('refuses dates JavaScript accepts and PostgreSQL does not (issue 12: they answered 500)', () => {
      expectBadRequest({ q: { created_at_gteq: '2020-02-30' } }, '"2020-02-30"', '"created_at"');
      expectBadRequest({ q: { created_at_gteq: '2021-02-29' } }, '"2021-02-29"');
      expectBadRequest({ q: { created_at_lteq: '0000-01-01' } }, '"0000-01-01"');
      expectBadRequest({ q: { created_at_lteq: '2021-06-01T24:00:00Z' } }, '"created_at"');
    });

    it('still takes the edges: the largest integer, a leap day, a timestamp written with a space', async () => {
      expect(await names({ id_lteq: '2147483647' })).toHaveLength(5);
      expect(await sorted({ created_at_gteq: '2020-02-29' })).toEqual(['Alan', 'Edsger', 'Grace', 'Walter']);
      expect(
        await names({ created_at_lteq: '2021-06-01 12:00:00+00:00', created_at_gteq: '2021-06-01' }),
      ).toEqual(['Grace']);
    });

    it('refuses sorting by a field that is not sortable, and filtering by one not filterable', () => {
      expectBadRequest({ q: { s: 'email asc' } }, 'Cannot sort users by "email"');
      expectBadRequest({ q: { custom_1_eq: 'x' } }, 'Cannot filter users by "custom_1"');
      expectBadRequest({ q: { s: 'password_hash desc' } }, '"password_hash"');
    });
  });

  describe('what a query needs: joins and indexed searches', () => {
    // A search index holds lower-cased text (as users.search_text does).
    const nameText = sql`lower(${users.given_name} || ' ' || ${users.family_name})`;
    /** The same fields, the names searched through a longer text (as an indexed one would be). */
    const indexed: ListResource = {
      ...userList,
      fields: {
        ...userList.fields,
        given_name: { ...userList.fields.given_name!, searchIndex: nameText },
        family_name: { ...userList.fields.family_name!, searchIndex: nameText },
        full_name: { expression: nameText, type: 'text', searchIndex: nameText, lowered: nameText },
        email: { ...userList.fields.email!, join: 'mailboxes' },
        id: { ...userList.fields.id!, join: 'numbers' },
      },
    };
    const compile = (q: Record<string, unknown>) => compileListQuery(indexed, ZListQuery.parse({ q }));

    it('reports the joins of the fields a filter or a sort uses, and only those', () => {
      expect(compile({}).joins).toEqual([]);
      expect(compile({ given_name_cont: 'a', s: 'family_name asc' }).joins).toEqual([]);
      expect(compile({ email_cont: 'x' }).joins).toEqual(['mailboxes']);
      expect(compile({ email_cont: 'x', s: 'id desc' }).joins).toEqual(['mailboxes', 'numbers']);
    });

    it('calls a search indexed from 3 characters on a field with a search index', () => {
      expect(compile({ given_name_cont: 'ad' }).isIndexedSearch).toBe(false);
      expect(compile({ given_name_cont: 'ada' }).isIndexedSearch).toBe(true);
      expect(compile({ full_name_cont: 'a lo' }).isIndexedSearch).toBe(true);
      expect(compile({ email_cont: 'ada@' }).isIndexedSearch).toBe(false);
    });

    it('finds the same rows through the search index as without it', async () => {
      for (const q of [
        { given_name_cont: 'al' },
        { given_name_cont: 'ALAN' },
        { family_name_cont: 'hop' },
        { given_name_or_family_name_cont: 'er' },
        { full_name_cont: 'a lov' },
        { family_name_cont: 'ada' },
      ]) {
        const through = compile(q);
        const rows = await db
          .select({ given_name: users.given_name })
          .from(users)
          .where(and(eq(users.institute_id, peopleInstitute), through.where))
          .orderBy(...through.orderBy);
        expect(
          rows.map((r) => r.given_name),
          JSON.stringify(q),
        ).toEqual(await names(q));
      }
    });
  });
});
