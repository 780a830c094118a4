import { LIMITS } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import type { Row } from '../../lib/settings-resource/table-store.js';
import { SETTINGS_BINDINGS } from './resources.js';
import {
  bindingOf,
  dataOf,
  insertRow,
  instituteWithStaff,
  storedRow,
  storedRows,
  type Body,
} from './test-support.js';

/** Per resource: rows to insert (n = 1..3 in the list's default order), a valid create and update. */
interface Case {
  plural: string;
  textField: string;
  row: (n: number) => Body;
  create?: Body;
  /** What the answer and the table hold after the create (trimmed, blanks as null), when not `create`. */
  created?: Body;
  update: Body;
  updated?: Body;
}

const NAMES = ['', 'Alpha', 'Bravo', 'Charlie'];
const named = (n: number) => ({ name: NAMES[n] });

const CASES: Case[] = [
  {
    plural: 'locations',
    textField: 'name',
    row: named,
    create: { name: '  Main Campus  ' },
    created: { name: 'Main Campus' },
    update: { name: 'North Campus' },
  },
  {
    plural: 'categories',
    textField: 'name',
    row: named,
    create: { name: 'Short Courses' },
    update: { name: 'Long' },
  },
  {
    plural: 'vocational_activities',
    textField: 'name',
    row: (n) => ({ ...named(n), points: n }),
    create: { name: 'Industry visit', points: 2.5 },
    update: { points: 4 },
    updated: { name: 'Alpha', points: 4 },
  },
  {
    plural: 'employment_types',
    textField: 'name',
    row: named,
    create: {
      name: 'Casual',
      professional_points: 10,
      num_lj_required: 2,
      vocational_points: 5,
      num_vocational_lj_required: 1,
      profiling_tool_required: true,
      profiling_require_supervisor_step: false,
      vcm_enabled: true,
    },
    created: { name: 'Casual', label: 'Casual', professional_points: 10, vcm_enabled: true },
    update: { name: 'Casual Staff', vocational_points: 8 },
    updated: { name: 'Casual Staff', label: 'Casual Staff', vocational_points: 8 },
  },
  {
    // Edit only, and only the text changes: the value sent is ignored.
    plural: 'response_labels',
    textField: 'text',
    row: (n) => ({ text: NAMES[n], value: n }),
    update: { text: 'Sometimes', value: 9 },
    updated: { text: 'Sometimes', value: 1 },
  },
  {
    plural: 'divisions',
    textField: 'name',
    row: named,
    create: { name: 'Trades' },
    update: { name: 'Health' },
  },
  {
    plural: 'departments',
    textField: 'name',
    row: (n) => ({ code: `D${n}`, ...named(n) }),
    create: { code: 'PLB', name: 'Plumbing' },
    created: { code: 'PLB', name: 'Plumbing', label: 'PLB - Plumbing' },
    update: { name: 'Plumbing & Gas' },
    updated: { code: 'D1', name: 'Plumbing & Gas', label: 'D1 - Plumbing & Gas' },
  },
  {
    plural: 'domains',
    textField: 'name',
    row: (n) => ({ ...named(n), color: '#112233', display_order: n }),
    create: { name: 'Teaching', color: '#1F4E79', summary: 'How we teach' },
    created: { name: 'Teaching', color: '#1F4E79', summary: 'How we teach', active: true, display_order: 1 },
    update: { summary: '', color: '#000000' },
    updated: { name: 'Alpha', summary: null, color: '#000000' },
  },
  {
    plural: 'capabilities',
    textField: 'statement',
    row: (n) => ({ statement: NAMES[n], display_order: n }),
    create: { statement: 'Plans lessons' },
    created: { statement: 'Plans lessons', active: true, display_order: 1 },
    update: { statement: 'Plans engaging lessons' },
  },
  {
    plural: 'banners',
    textField: 'title',
    row: (n) => ({ title: NAMES[n], display_order: n }),
    create: {
      title: 'Hi [given_name]',
      content: '',
      button_label: 'Go',
      button_url: 'https://example.org/x',
    },
    created: {
      title: 'Hi [given_name]',
      content: null,
      button_url: 'https://example.org/x',
      display_order: 1,
    },
    update: { title: 'Hello', button_url: '' },
    updated: { title: 'Hello', button_url: null, desktop_image_url: null },
  },
  {
    plural: 'video_resources',
    textField: 'title',
    row: (n) => ({ title: NAMES[n], display_order: n }),
    create: {
      category: 'Intro',
      title: 'Getting started',
      duration: '3 min',
      link_url: 'http://v.example/1',
    },
    created: { category: 'Intro', title: 'Getting started', link_label: null, thumbnail_image_url: null },
    update: { duration: '4 min' },
    updated: { title: 'Alpha', duration: '4 min' },
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('covers every declared settings resource', () => {
  expect(CASES.map((c) => c.plural).sort()).toEqual(SETTINGS_BINDINGS.map((b) => b.resource.plural).sort());
});

describe.each(CASES)('/api/v1/$plural', (c) => {
  const { resource } = bindingOf(c.plural);
  const key = resource.singular;
  const itemKeys = Object.keys(resource.item.shape).sort();

  /** A fresh institute with its staff, and the resource's base path (under a new parent when nested). */
  async function scope() {
    const staff = await instituteWithStaff(t);
    if (!resource.parent) return { ...staff, parentId: undefined, base: `/api/v1/${c.plural}` };
    const parent = await insertRow(t, resource.parent.plural, staff.id, { name: `Parent of ${staff.id}` });
    return {
      ...staff,
      parentId: parent.id,
      base: `/api/v1/${resource.parent.plural}/${parent.id}/${c.plural}`,
    };
  }
  const insert = (s: Awaited<ReturnType<typeof scope>>, n: number) =>
    insertRow(t, c.plural, s.id, c.row(n), s.parentId);
  const idsOf = (response: Parameters<typeof dataOf>[0]) => dataOf<Row[]>(response).map((r) => r.id);

  it("lists only the institute's rows in order, with meta, paging and a _cont filter; a supervisor may read", async () => {
    const s = await scope();
    const other = await scope();
    const rows: Row[] = [];
    for (const n of [3, 1, 2]) rows[n] = await insert(s, n);
    await insert(other, 1);

    const response = await s.admin.get(s.base);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: Body[]; meta: Body }>(response);
    expect(body.data.map((r) => r.id)).toEqual([rows[1]!.id, rows[2]!.id, rows[3]!.id]);
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: LIMITS.pageSizeDefault });
    expect(Object.keys(body.data[0]!).sort()).toEqual(itemKeys);

    const page = await s.admin.get(`${s.base}?per_page=2&page=2`);
    expect(idsOf(page)).toEqual([rows[3]!.id]);
    expect(json(page).meta).toEqual({ total: 3, page: 2, per_page: 2 });
    // A short page ends the list (its total needs no count); a full page and an empty page past the
    // end are counted.
    expect(json(await s.admin.get(`${s.base}?per_page=3`)).meta).toMatchObject({ total: 3 });
    const past = await s.admin.get(`${s.base}?per_page=2&page=5`);
    expect(idsOf(past)).toEqual([]);
    expect(json(past).meta).toMatchObject({ total: 3 });

    const filtered = await s.admin.get(
      `${s.base}?${new URLSearchParams({ [`q[${c.textField}_cont]`]: 'RAV' })}`,
    );
    expect(idsOf(filtered)).toEqual([rows[2]!.id]);
    expect(json(filtered).meta).toMatchObject({ total: 1 });

    const asSupervisor = await s.supervisor.get(s.base);
    expect(asSupervisor.statusCode).toBe(200);
    expect(idsOf(asSupervisor)).toEqual(body.data.map((r) => r.id));
  });

  it('shows one row to any signed-in user', async () => {
    const s = await scope();
    const row = await insert(s, 1);
    for (const client of [s.admin, s.supervisor]) {
      const response = await client.get(`${s.base}/${row.id}`);
      expect(response.statusCode).toBe(200);
      expect(dataOf(response)).toMatchObject({ id: row.id, ...c.row(1) });
      expect(Object.keys(dataOf(response)).sort()).toEqual(itemKeys);
    }
  });

  if (c.create) {
    it('creates with POST {singular: {...}}: 201, stored in the institute (and parent)', async () => {
      const s = await scope();
      const response = await s.admin.post(s.base, { [key]: c.create });
      expect(response.statusCode).toBe(201);
      const data = dataOf<Row>(response);
      const expected = c.created ?? c.create!;
      expect(data).toMatchObject(expected);
      const stored = await storedRow(t, c.plural, data.id);
      expect(stored).toMatchObject({ institute_id: s.id, ...pickStored(expected) });
      if (resource.parent) expect(stored![resource.parent.key]).toBe(s.parentId);
    });
  } else {
    it('has no create or delete route (404) and stores nothing', async () => {
      const s = await scope();
      const row = await insert(s, 1);
      expect((await s.admin.post(s.base, { [key]: c.row(2) })).statusCode).toBe(404);
      expect((await s.admin.delete(`${s.base}/${row.id}`)).statusCode).toBe(404);
      expect(await storedRows(t, c.plural, s.id)).toEqual([row]);
    });
  }

  it('updates with PUT /{plural}/{id} {singular: {...}}', async () => {
    const s = await scope();
    const row = await insert(s, 1);
    const response = await s.admin.put(`${s.base}/${row.id}`, { [key]: c.update });
    expect(response.statusCode).toBe(200);
    const expected = c.updated ?? c.update;
    expect(dataOf(response)).toMatchObject({ id: row.id, ...expected });
    expect(await storedRow(t, c.plural, row.id)).toMatchObject(pickStored(expected));
  });

  if (resource.canDelete) {
    it('deletes: 204, and the row is gone', async () => {
      const s = await scope();
      const [row, kept] = [await insert(s, 1), await insert(s, 2)];
      const response = await s.admin.delete(`${s.base}/${row.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await storedRow(t, c.plural, row.id)).toBeUndefined();
      expect(await storedRow(t, c.plural, kept.id)).toEqual(kept);
    });
  }

  it('answers 401 to an anonymous caller on every route, changing nothing', async () => {
    const s = await scope();
    const row = await insert(s, 1);
    const item = `${s.base}/${row.id}`;
    const calls = [
      () => s.anonymous.get(s.base),
      () => s.anonymous.get(item),
      () => s.anonymous.put(item, { [key]: c.update }),
      ...(c.create ? [() => s.anonymous.post(s.base, { [key]: c.create })] : []),
      ...(resource.canDelete ? [() => s.anonymous.delete(item)] : []),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    expect(await storedRows(t, c.plural, s.id)).toEqual([row]);
  });

  it('answers 403 to a supervisor on create, update and delete, changing nothing', async () => {
    const s = await scope();
    const row = await insert(s, 1);
    const item = `${s.base}/${row.id}`;
    expect((await s.supervisor.put(item, { [key]: c.update })).statusCode).toBe(403);
    if (c.create) expect((await s.supervisor.post(s.base, { [key]: c.create })).statusCode).toBe(403);
    if (resource.canDelete) expect((await s.supervisor.delete(item)).statusCode).toBe(403);
    expect(await storedRows(t, c.plural, s.id)).toEqual([row]);
  });

  it("answers 404 for another institute's row on show, update and delete, leaving it alone", async () => {
    const s = await scope();
    const other = await scope();
    const foreign = await insert(other, 1);
    const item = `${s.base}/${foreign.id}`;
    expect((await s.admin.get(item)).statusCode).toBe(404);
    expect((await s.admin.put(item, { [key]: c.update })).statusCode).toBe(404);
    if (resource.canDelete) expect((await s.admin.delete(item)).statusCode).toBe(404);
    expect(await storedRow(t, c.plural, foreign.id)).toEqual(foreign);
  });
});

/** The expected values that are columns (not computed answers such as `label` or `*_url`). */
function pickStored(expected: Body): Body {
  return Object.fromEntries(Object.entries(expected).filter(([k]) => k !== 'label' && !k.endsWith('_url')));
}
