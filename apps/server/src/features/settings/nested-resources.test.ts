import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import type { Row } from '../../lib/settings-resource/table-store.js';
import {
  dataOf,
  insertRow,
  instituteWithStaff,
  storedRow,
  storedRows,
  type Body,
  type Staff,
} from './test-support.js';

/** Departments under /divisions/{id} and capabilities under /domains/{id}: always inside their parent. */
interface NestedCase {
  plural: string;
  singular: string;
  parent: string;
  parentKey: string;
  row: (n: number) => Body;
  create: Body;
}

const CASES: NestedCase[] = [
  {
    plural: 'departments',
    singular: 'department',
    parent: 'divisions',
    parentKey: 'division_id',
    row: (n) => ({ code: `C${n}`, name: `Department ${n}` }),
    create: { code: 'NEW', name: 'New department' },
  },
  {
    plural: 'capabilities',
    singular: 'capability',
    parent: 'domains',
    parentKey: 'domain_id',
    row: (n) => ({ statement: `Capability ${n}`, display_order: n }),
    create: { statement: 'A new capability' },
  },
];

let t: TestApp;
let s: Staff;
let other: Staff;
beforeAll(async () => {
  t = await createTestApp();
  s = await instituteWithStaff(t);
  other = await instituteWithStaff(t);
});
afterAll(() => t.close());

describe.each(CASES)('/api/v1/$parent/{id}/$plural', (c) => {
  let sequence = 0;
  /** A parent row with two children, in the given institute. */
  async function family(instituteId: number) {
    const parent = await insertRow(t, c.parent, instituteId, { name: `${c.parent} ${++sequence}` });
    const children: Row[] = [];
    for (const n of [1, 2])
      children.push(await insertRow(t, c.plural, instituteId, c.row(sequence * 10 + n), parent.id));
    return { parent, children, base: `/api/v1/${c.parent}/${parent.id}/${c.plural}` };
  }

  it("lists only the parent's rows and creates rows inside it", async () => {
    const mine = await family(s.id);
    await family(s.id);
    const listed = await s.admin.get(mine.base);
    expect(listed.statusCode).toBe(200);
    expect(dataOf<Row[]>(listed).map((r) => r.id)).toEqual(mine.children.map((r) => r.id));
    expect(json(listed).meta).toMatchObject({ total: 2 });

    const created = await s.admin.post(mine.base, { [c.singular]: c.create });
    expect(created.statusCode).toBe(201);
    expect(dataOf(created)).toMatchObject({ [c.parentKey]: mine.parent.id, ...c.create });
    const stored = await storedRows(t, c.plural, s.id, mine.parent.id);
    expect(stored.map((r) => r.id)).toEqual([...mine.children.map((r) => r.id), dataOf<Row>(created).id]);
  });

  it("answers 404 for a sibling parent's row through this parent, changing nothing", async () => {
    const mine = await family(s.id);
    const sibling = await family(s.id);
    const stranger = sibling.children[0]!;
    const item = `${mine.base}/${stranger.id}`;
    expect((await s.admin.get(item)).statusCode).toBe(404);
    expect((await s.admin.put(item, { [c.singular]: c.create })).statusCode).toBe(404);
    expect((await s.admin.delete(item)).statusCode).toBe(404);
    expect(await storedRow(t, c.plural, stranger.id)).toEqual(stranger);
  });

  it("answers 404 for every route under another institute's (or a missing) parent, storing nothing", async () => {
    const theirs = await family(other.id);
    const child = theirs.children[0]!;
    const item = `${theirs.base}/${child.id}`;
    const responses = [
      await s.admin.get(theirs.base),
      await s.admin.post(theirs.base, { [c.singular]: c.create }),
      await s.admin.get(item),
      await s.admin.put(item, { [c.singular]: c.create }),
      await s.admin.delete(item),
      await s.admin.post(`/api/v1/${c.parent}/99999999/${c.plural}`, { [c.singular]: c.create }),
    ];
    for (const response of responses) expect(response.statusCode).toBe(404);
    expect(await storedRows(t, c.plural, other.id, theirs.parent.id)).toEqual(theirs.children);
    expect(await storedRows(t, c.plural, s.id, theirs.parent.id)).toEqual([]);
  });

  it('answers 403 to a supervisor creating under the parent, who may still read it', async () => {
    const mine = await family(s.id);
    expect((await s.supervisor.post(mine.base, { [c.singular]: c.create })).statusCode).toBe(403);
    expect((await s.supervisor.get(mine.base)).statusCode).toBe(200);
    expect((await s.anonymous.get(mine.base)).statusCode).toBe(401);
    expect(await storedRows(t, c.plural, s.id, mine.parent.id)).toEqual(mine.children);
  });

  it("deletes the parent with its rows, leaving other parents' rows", async () => {
    const doomed = await family(s.id);
    const kept = await family(s.id);
    const response = await s.admin.delete(`/api/v1/${c.parent}/${doomed.parent.id}`);
    expect(response.statusCode).toBe(204);
    expect(await storedRow(t, c.parent, doomed.parent.id)).toBeUndefined();
    expect(await storedRows(t, c.plural, s.id, doomed.parent.id)).toEqual([]);
    expect(await storedRows(t, c.plural, s.id, kept.parent.id)).toEqual(kept.children);
  });
});
