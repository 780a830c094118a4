import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { dataOf, insertRow, instituteWithStaff, storedRow, storedRows, type Body } from './test-support.js';

/** Toggle active and the bulk order call of the ordered resources, at the spec's exact paths and bodies. */
interface OrderedCase {
  plural: string;
  singular: string;
  /** The parent plural for nested resources. */
  parent?: string;
  orderPath: (parentId?: number) => string;
  input: (label: string) => Body;
}

const CASES: OrderedCase[] = [
  {
    plural: 'domains',
    singular: 'domain',
    orderPath: () => '/api/v1/domains',
    input: (label) => ({ name: label, color: '#123456' }),
  },
  {
    plural: 'capabilities',
    singular: 'capability',
    parent: 'domains',
    orderPath: (domainId) => `/api/v1/domains/${domainId}/capabilities.json`,
    input: (label) => ({ statement: label }),
  },
  {
    plural: 'banners',
    singular: 'banner',
    orderPath: () => '/api/v1/banners.json',
    input: (label) => ({ title: label }),
  },
  {
    plural: 'video_resources',
    singular: 'video_resource',
    orderPath: () => '/api/v1/video_resources.json',
    input: (label) => ({ title: label }),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(CASES)('$plural: toggle active and bulk order', (c) => {
  async function scope() {
    const staff = await instituteWithStaff(t);
    const parentId = c.parent ? (await insertRow(t, c.parent, staff.id, { name: 'Parent' })).id : undefined;
    const base = c.parent ? `/api/v1/${c.parent}/${parentId}/${c.plural}` : `/api/v1/${c.plural}`;
    /** Creates rows through the API, answering their ids in creation order. */
    const create = async (...labels: string[]) => {
      const ids: number[] = [];
      for (const label of labels) {
        const response = await staff.admin.post(base, { [c.singular]: c.input(label) });
        expect(response.statusCode).toBe(201);
        ids.push(dataOf<{ id: number }>(response).id);
      }
      return ids;
    };
    /** The list as answered: [id, display_order, active] per row. */
    const listed = async () =>
      dataOf<{ id: number; display_order: number; active: boolean }[]>(await staff.admin.get(base)).map(
        (r) => [r.id, r.display_order, r.active],
      );
    /** The table's rows by display_order, as [id, display_order, active]. */
    const stored = async () =>
      (await storedRows(t, c.plural, staff.id, parentId)).map((r) => [r.id, r.display_order, r.active]);
    const order = (orders: [number, number][], client = staff.admin) =>
      client.put(c.orderPath(parentId), {
        [c.plural]: orders.map(([id, display_order]) => ({ id, display_order })),
      });
    const toggle = (id: number, active: boolean, client = staff.admin) =>
      client.put(`${base}/${id}`, { [c.singular]: { active } });
    return { ...staff, parentId, base, create, listed, stored, order, toggle };
  }

  it('numbers new rows 1..n and reorders from 1 in the requested order', async () => {
    const s = await scope();
    const [a, b, cc] = await s.create('A', 'B', 'C');
    expect(await s.stored()).toEqual([
      [a, 1, true],
      [b, 2, true],
      [cc, 3, true],
    ]);

    const response = await s.order([
      [cc!, 10],
      [a!, 20],
      [b!, 30],
    ]);
    expect(response.statusCode).toBe(200);
    const expected = [
      [cc, 1, true],
      [a, 2, true],
      [b, 3, true],
    ];
    expect(dataOf<Body[]>(response).map((r) => [r.id, r.display_order, r.active])).toEqual(expected);
    expect(await s.stored()).toEqual(expected);
    expect(await s.listed()).toEqual(expected);

    // "Move up" sends just the two swapped rows.
    expect(
      (
        await s.order([
          [b!, 2],
          [a!, 3],
        ])
      ).statusCode,
    ).toBe(200);
    expect(await s.listed()).toEqual([
      [cc, 1, true],
      [b, 2, true],
      [a, 3, true],
    ]);
  });

  it('takes 20 concurrent reorders, toggles and creates without an error, leaving orders 1..n', async () => {
    const s = await scope();
    const ids = await s.create('A', 'B', 'C', 'D', 'E', 'F');
    const shuffled = (seed: number) =>
      [...ids].sort((x, y) => ((x! * 7919 + seed) % 13) - ((y! * 7919 + seed) % 13));
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i % 5 === 3) return s.toggle(ids[i % ids.length]!, i % 2 === 0);
      if (i % 7 === 6) return s.create(`New ${i}`).then(() => ({ statusCode: 201 }));
      return s.order(shuffled(i).map((id, position) => [id!, position + 1]));
    });
    const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    const rows = await s.stored();
    expect(rows.map((r) => r[1])).toEqual(rows.map((_, i) => i + 1));
    // Active rows first, then the deactivated ones.
    const actives = rows.map((r) => r[2]);
    expect(actives).toEqual([...actives].sort((a, b) => Number(b) - Number(a)));
  });

  it('moves a deactivated row to the bottom, renumbering active rows first; reactivating brings it back', async () => {
    const s = await scope();
    const [a, b, cc, d] = await s.create('A', 'B', 'C', 'D');

    const off = await s.toggle(b!, false);
    expect(off.statusCode).toBe(200);
    expect(dataOf(off)).toMatchObject({ id: b, active: false, display_order: 4 });
    expect(await s.stored()).toEqual([
      [a, 1, true],
      [cc, 2, true],
      [d, 3, true],
      [b, 4, false],
    ]);

    expect((await s.toggle(a!, false)).statusCode).toBe(200);
    const twoOff = [
      [cc, 1, true],
      [d, 2, true],
      [b, 3, false],
      [a, 4, false],
    ];
    expect(await s.stored()).toEqual(twoOff);
    expect(await s.listed()).toEqual(twoOff);

    const on = await s.toggle(a!, true);
    expect(dataOf(on)).toMatchObject({ id: a, active: true, display_order: 3 });
    expect(await s.listed()).toEqual([
      [cc, 1, true],
      [d, 2, true],
      [a, 3, true],
      [b, 4, false],
    ]);
  });

  it('keeps deactivated rows at the bottom when creating and bulk ordering', async () => {
    const s = await scope();
    const [a, b] = await s.create('A', 'B');
    await s.toggle(a!, false);
    const [cc] = await s.create('C');
    expect(await s.listed()).toEqual([
      [b, 1, true],
      [cc, 2, true],
      [a, 3, false],
    ]);

    const response = await s.order([
      [a!, 1],
      [cc!, 2],
      [b!, 3],
    ]);
    expect(response.statusCode).toBe(200);
    expect(await s.stored()).toEqual([
      [cc, 1, true],
      [b, 2, true],
      [a, 3, false],
    ]);
  });

  it("refuses an unknown or another institute's id with 404, changing nothing (one transaction)", async () => {
    const s = await scope();
    const other = await scope();
    const [a, b] = await s.create('A', 'B');
    const [foreign] = await other.create('Elsewhere');
    const before = await s.stored();

    for (const stranger of [foreign!, 99_999_999]) {
      const response = await s.order([
        [b!, 1],
        [stranger, 2],
        [a!, 3],
      ]);
      expect(response.statusCode).toBe(404);
    }
    expect(await s.stored()).toEqual(before);
    expect(await other.stored()).toEqual([[foreign, 1, true]]);

    const toggled = await s.toggle(foreign!, false);
    expect(toggled.statusCode).toBe(404);
    expect((await storedRow(t, c.plural, foreign!))!.active).toBe(true);
  });

  it('answers 422 to a malformed order body', async () => {
    const s = await scope();
    const [a] = await s.create('A');
    const path = c.orderPath(s.parentId);
    for (const body of [
      { [c.plural]: [] },
      { [c.plural]: [{ id: a, display_order: 0 }] },
      { items: [{ id: a, display_order: 1 }] },
    ]) {
      expect((await s.admin.put(path, body)).statusCode).toBe(422);
    }
    expect(await s.stored()).toEqual([[a, 1, true]]);
  });

  it('answers 401 anonymous and 403 to a supervisor on order and toggle, changing nothing', async () => {
    const s = await scope();
    const [a, b] = await s.create('A', 'B');
    const swap: [number, number][] = [
      [b!, 1],
      [a!, 2],
    ];
    expect((await s.order(swap, s.anonymous)).statusCode).toBe(401);
    expect((await s.order(swap, s.supervisor)).statusCode).toBe(403);
    expect((await s.toggle(a!, false, s.anonymous)).statusCode).toBe(401);
    expect((await s.toggle(a!, false, s.supervisor)).statusCode).toBe(403);
    expect(await s.stored()).toEqual([
      [a, 1, true],
      [b, 2, true],
    ]);
  });
});

describe('bulk order of nested and unordered resources', () => {
  it("answers 404 for capabilities under another institute's domain, or another domain's capability", async () => {
    const s = await instituteWithStaff(t);
    const other = await instituteWithStaff(t);
    const mine = await insertRow(t, 'domains', s.id, { name: 'Mine' });
    const sibling = await insertRow(t, 'domains', s.id, { name: 'Sibling' });
    const theirs = await insertRow(t, 'domains', other.id, { name: 'Theirs' });
    const own = await insertRow(t, 'capabilities', s.id, { statement: 'Own', display_order: 1 }, mine.id);
    const cousin = await insertRow(
      t,
      'capabilities',
      s.id,
      { statement: 'Cousin', display_order: 1 },
      sibling.id,
    );
    const foreign = await insertRow(
      t,
      'capabilities',
      other.id,
      { statement: 'X', display_order: 1 },
      theirs.id,
    );

    const body = (ids: number[]) => ({ capabilities: ids.map((id, i) => ({ id, display_order: i + 1 })) });
    expect(
      (await s.admin.put(`/api/v1/domains/${theirs.id}/capabilities.json`, body([foreign.id]))).statusCode,
    ).toBe(404);
    expect(
      (await s.admin.put(`/api/v1/domains/${mine.id}/capabilities.json`, body([own.id, cousin.id])))
        .statusCode,
    ).toBe(404);
    const toggle = await s.admin.put(`/api/v1/domains/${theirs.id}/capabilities/${foreign.id}`, {
      capability: { active: false },
    });
    expect(toggle.statusCode).toBe(404);
    for (const row of [own, cousin, foreign]) expect(await storedRow(t, 'capabilities', row.id)).toEqual(row);
  });

  it('has no bulk order route for unordered resources', async () => {
    const s = await instituteWithStaff(t);
    const location = await insertRow(t, 'locations', s.id, { name: 'City' });
    const response = await s.admin.put('/api/v1/locations', {
      locations: [{ id: location.id, display_order: 1 }],
    });
    expect(response.statusCode).toBe(404);
  });
});
