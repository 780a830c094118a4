import type { TUserAutocompleteItem, TUserListItem } from '@pdp/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-rows.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { seedUsers } from '../../../test/users-fixture.js';

type ListBody = { data: TUserListItem[]; meta: { total: number; page: number; per_page: number } };

// The list pages ids first and joins after, counts in the page's pass when filtered, and sends every
// name search through one text and its institute's index keys: these compare its answers with the plain definitions.
describe('GET /api/v1/users: paging, totals and name searches', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;
  let everyone: TUserListItem[];

  const list = async (query: string) => {
    const response = await asAdmin.get(`/api/v1/users?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<ListBody>(response);
  };
  const ids = (users: { id: number }[]) => users.map((u) => u.id);

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    // Namesakes (ties broken by id), names sharing fragments, and a name spanning into a number.
    for (const [given, family, number] of [
      ['Anna', 'Thompson', 'T100'],
      ['Anna', 'Thompson', 'T101'],
      ['Hannah', 'Andrews', 'T102'],
      ['Dan', 'Annson', null],
      ['Ed', 'Dies', 'ED77'],
      ['Mo', 'Thom', 'PSON1'],
      ['Željko', 'Petrović', null],
      ['Siobhan', "O'Brien", '50%_OFF'],
    ] as const) {
      await createUser(t.db, s.home.id, {
        given_name: given,
        family_name: family,
        unique_identifier: number,
        is_educator: true,
        supervisor_id: s.sam.id,
      });
    }
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
    everyone = (await list('per_page=1000')).data;
  });
  afterAll(() => t.close());

  // The database sorts in byte order (collation C).
  const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const has = (text: string | null, fragment: string) =>
    (text ?? '').toLowerCase().includes(fragment.toLowerCase());
  const searches: [key: string, matches: (u: TUserListItem, fragment: string) => boolean][] = [
    ['given_name', (u, f) => has(u.given_name, f)],
    ['family_name', (u, f) => has(u.family_name, f)],
    ['full_name', (u, f) => has(`${u.given_name} ${u.family_name}`, f)],
    ['unique_identifier', (u, f) => has(u.unique_identifier, f)],
    ['given_name_or_family_name', (u, f) => has(u.given_name, f) || has(u.family_name, f)],
    [
      'given_name_or_family_name_or_unique_identifier',
      (u, f) => has(`${u.given_name} ${u.family_name} ${u.unique_identifier ?? ''}`, f),
    ],
  ];
  // Non-ASCII letters only in lower case here: upper-casing them needs a Unicode locale, which the
  // embedded cluster has (builtin C.UTF-8) and an external server may not.
  const fragments = [
    'a',
    'AN',
    'ann',
    'THOMP',
    'homps',
    'na th',
    'Ed',
    'T10',
    'ed77',
    'zzz',
    'm pson',
    'PETROvić',
    'ović',
    "o'b",
    '50%',
    '%_o',
    '0_o',
    'n o',
    '🙂a',
  ];

  it('finds, for every searchable field and combination, exactly the users whose text contains the fragment', async () => {
    for (const [key, matches] of searches) {
      for (const fragment of fragments) {
        const body = await list(`q[${key}_cont]=${encodeURIComponent(fragment)}&per_page=1000`);
        const expected = everyone.filter((u) => matches(u, fragment));
        expect(ids(body.data), `${key}_cont=${fragment}`).toEqual(ids(expected));
        expect(body.meta.total, `${key}_cont=${fragment}`).toBe(expected.length);
      }
    }
  });

  it("never finds another institute's namesake, whose search keys are its institute's own", async () => {
    await createUser(t.db, s.other.id, {
      given_name: 'Anna',
      family_name: 'Thompson',
      unique_identifier: 'T100',
    });
    for (const fragment of ['thompson', 'anna thom', 't100']) {
      const body = await list(
        `q[full_name_or_unique_identifier_cont]=${encodeURIComponent(fragment)}&per_page=1000`,
      );
      expect(body.data.length, fragment).toBeGreaterThan(0);
      expect(
        body.data.every((u) => u.institute_id === s.home.id),
        fragment,
      ).toBe(true);
    }
  });

  it("keys a text by its institute: a fragment's keys are among its text's, and no key is another institute's", async () => {
    const keys = async (institute: number, text: string) =>
      rowsOf<{ keys: number[] }>(
        await t.db.execute(sql`select users_search_keys(${institute}::integer, ${text}::text) as keys`),
      )[0]!.keys;
    const text = await keys(s.home.id, "Anna O'Brien-Thompson T100");
    for (const fragment of ['ANNA', "o'brien-t", 'son t1', '100']) {
      expect(text, fragment).toEqual(expect.arrayContaining(await keys(s.home.id, fragment)));
    }
    const elsewhere = await keys(s.other.id, "Anna O'Brien-Thompson T100");
    expect(text.filter((key) => elsewhere.includes(key))).toEqual([]);
    expect(await keys(s.home.id, 'an')).toEqual([]);
  });

  it('pages without gaps or repeats, namesakes in id order, every page carrying the filtered total', async () => {
    for (const query of [
      '',
      'q[full_name_cont]=an',
      'q[s]=given_name+desc',
      'q[division_id_eq]=' + s.north.id,
    ]) {
      const whole = await list(`${query}&per_page=1000`);
      const walked: TUserListItem[] = [];
      for (let page = 1; page <= Math.ceil(whole.meta.total / 3); page++) {
        const body = await list(`${query}&per_page=3&page=${page}`);
        expect(body.meta.total, query).toBe(whole.meta.total);
        walked.push(...body.data);
      }
      expect(ids(walked), query).toEqual(ids(whole.data));
      // A page past the end is empty and still tells the total.
      expect((await list(`${query}&per_page=3&page=99`)).meta).toMatchObject({ total: whole.meta.total });
    }
    const annas = everyone.filter((u) => u.full_name === 'Anna Thompson');
    expect(ids(annas)).toEqual(ids(annas).sort((a, b) => a - b));
  });

  it('counts what a filter on a joined field (the division) selects, sorted by a joined name', async () => {
    const body = await list(`q[division_id_eq]=${s.north.id}&q[s]=department_name+asc&per_page=2`);
    const inNorth = everyone.filter((u) => u.division_name === 'North');
    expect(body.meta.total).toBe(inNorth.length);
    expect(body.data.every((u) => u.division_name === 'North')).toBe(true);
  });

  it('gives a supervisor the total of their own educators', async () => {
    const asSam = apiClient(t.app, await loginAs(t.app, s.sam));
    const body = json<ListBody>(await asSam.get('/api/v1/users?per_page=2&q[full_name_cont]=ann'));
    const expected = everyone.filter(
      (u) => (u.supervisor_id === s.sam.id || u.id === s.sam.id) && has(u.full_name, 'ann'),
    );
    expect(body.meta.total).toBe(expected.length);
    expect(ids(body.data)).toEqual(ids(expected).slice(0, 2));
  });

  it('autocompletes through the index the same as by scanning: sorted, filtered, the first 50', async () => {
    for (let i = 0; i < 55; i++) {
      await createUser(t.db, s.home.id, {
        given_name: `Zed${String(i).padStart(2, '0')}`,
        family_name: 'Quill',
        is_educator: true,
      });
    }
    const suggest = async (query: string) =>
      json<{ data: TUserAutocompleteItem[] }>(await asAdmin.get(`/api/v1/users/autocomplete?${query}`)).data;
    const key = 'q[given_name_or_family_name_or_unique_identifier_cont]';
    const quills = await suggest(`${key}=quill&q[s]=given_name+desc`);
    expect(quills).toHaveLength(50);
    expect(quills[0]!.given_name).toBe('Zed54');
    expect(quills.at(-1)!.given_name).toBe('Zed05');
    // Three letters go through the search keys' index, two scan: both answer by the same rule.
    for (const fragment of ['th', 'tho', 'ann', 'an']) {
      const found = await suggest(`${key}=${fragment}&q[s]=family_name+asc`);
      const all = (await list('per_page=1000')).data.filter(
        (u) =>
          u.is_educator && has(`${u.given_name} ${u.family_name} ${u.unique_identifier ?? ''}`, fragment),
      );
      const expected = all.sort((a, b) => byBytes(a.family_name, b.family_name) || a.id - b.id).slice(0, 50);
      expect(ids(found), fragment).toEqual(ids(expected));
    }
  });
});
