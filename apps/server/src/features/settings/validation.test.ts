import { INVALID_URL_MESSAGE } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import {
  bindingOf,
  dataOf,
  insertRow,
  instituteWithStaff,
  messagesOf,
  storedRow,
  storedRows,
  type Body,
  type Staff,
  type ValidationBody,
} from './test-support.js';

/** Part 1 §5 limits, as declared in packages/contract/src/settings/resources.ts: 422 per field. */

const blank = "can't be blank";
const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
const notUrl = 'must be a web address starting with http:// or https://';
const x = (n: number) => 'x'.repeat(n);
const longUrl = (n: number) => `https://example.org/${x(n - 20)}`;

/** A valid create body per resource; each case below spoils one field of it. */
const VALID: Record<string, Body> = {
  locations: { name: 'City' },
  categories: { name: 'Short Courses' },
  vocational_activities: { name: 'Industry visit', points: 2 },
  employment_types: {
    name: 'Casual',
    professional_points: 1,
    num_lj_required: 1,
    vocational_points: 1,
    num_vocational_lj_required: 1,
    profiling_tool_required: false,
    profiling_require_supervisor_step: true,
    vcm_enabled: false,
  },
  divisions: { name: 'Trades' },
  departments: { code: 'PLB', name: 'Plumbing' },
  domains: { name: 'Teaching', color: '#1f4e79', summary: 'About teaching' },
  capabilities: { statement: 'Plans lessons' },
  banners: { title: 'Welcome', content: 'Hello', button_label: 'Go', button_url: 'https://example.org' },
  video_resources: {
    category: 'Intro',
    title: 'Start',
    duration: '3 min',
    link_label: 'Watch',
    link_url: 'https://v.example',
  },
};

/** Maximum lengths: the limit itself is accepted, one more character is refused. */
const MAX_LENGTHS: [plural: string, field: string, max: number, value?: (n: number) => string][] = [
  ['locations', 'name', 30],
  ['categories', 'name', 100],
  ['vocational_activities', 'name', 150],
  ['employment_types', 'name', 100],
  ['divisions', 'name', 100],
  ['departments', 'code', 20],
  ['departments', 'name', 100],
  ['domains', 'name', 100],
  ['domains', 'summary', 250],
  ['capabilities', 'statement', 150],
  ['banners', 'title', 50],
  ['banners', 'content', 100],
  ['banners', 'button_label', 20],
  ['banners', 'button_url', 2000, longUrl],
  ['video_resources', 'category', 20],
  ['video_resources', 'title', 40],
  ['video_resources', 'duration', 20],
  ['video_resources', 'link_label', 20],
  ['video_resources', 'link_url', 2000, longUrl],
];

/** Other refusals: [resource, field, value (undefined: left out), message]. */
const INVALID: [plural: string, field: string, value: unknown, message: string][] = [
  ['locations', 'name', '   ', blank],
  ['locations', 'name', undefined, blank],
  ['categories', 'name', '', blank],
  ['vocational_activities', 'points', -1, 'must be 0 or more'],
  ['vocational_activities', 'points', 'lots', 'is not a number'],
  // The console sends a blank number as null: never read as 0.
  ['vocational_activities', 'points', null, blank],
  ['vocational_activities', 'points', '', blank],
  ['vocational_activities', 'points', true, 'is not a number'],
  ['employment_types', 'professional_points', null, blank],
  ['employment_types', 'vocational_points', ' ', blank],
  ['employment_types', 'num_lj_required', 100_001, 'must be 100000 or less'],
  ['employment_types', 'name', ' ', blank],
  ['employment_types', 'professional_points', 1.5, 'must be a whole number'],
  ['employment_types', 'num_lj_required', -2, 'must be 0 or more'],
  ['divisions', 'name', null, blank],
  ['departments', 'code', '', blank],
  ['domains', 'color', 'blue', 'must be a colour like #1f4e79'],
  ['domains', 'color', '#12345', 'must be a colour like #1f4e79'],
  ['domains', 'color', undefined, blank],
  ['capabilities', 'statement', '  ', blank],
  ['banners', 'title', '', blank],
  ['banners', 'button_url', 'example.org/page', notUrl],
  ['banners', 'button_url', 'javascript:alert(1)', notUrl],
  ['video_resources', 'title', undefined, blank],
  ['video_resources', 'link_url', 'ftp://files.example/v', notUrl],
  // Starts like an address, but no URL parser reads it.
  ['banners', 'button_url', 'https://[', INVALID_URL_MESSAGE],
  ['video_resources', 'link_url', 'https://v.example:abc/', INVALID_URL_MESSAGE],
];

let t: TestApp;
let s: Staff;
let other: Staff;
const parents: Record<string, Record<number, number>> = { departments: {}, capabilities: {} };

beforeAll(async () => {
  t = await createTestApp();
  s = await instituteWithStaff(t);
  other = await instituteWithStaff(t);
  for (const staff of [s, other]) {
    parents.departments![staff.id] = (await insertRow(t, 'divisions', staff.id, { name: 'Division' })).id;
    parents.capabilities![staff.id] = (await insertRow(t, 'domains', staff.id, { name: 'Domain' })).id;
  }
});
afterAll(() => t.close());

function baseOf(plural: string, instituteId = s.id) {
  const parent = bindingOf(plural).resource.parent;
  return parent ? `/api/v1/${parent.plural}/${parents[plural]![instituteId]}/${plural}` : `/api/v1/${plural}`;
}
const bodyOf = (plural: string, input: Body) => ({ [bindingOf(plural).resource.singular]: input });

/** Posts a create and expects a 422 with exactly these field messages, and nothing stored. */
async function expectRefusedCreate(plural: string, input: Body, messages: Record<string, string[]>) {
  const before = await storedRows(t, plural, s.id);
  const response = await s.admin.post(baseOf(plural), bodyOf(plural, input));
  expect(response.statusCode).toBe(422);
  expect(json<ValidationBody>(response)).toMatchObject({ code: 2, messages });
  expect(Object.keys(messagesOf(response))).toEqual(Object.keys(messages));
  expect(await storedRows(t, plural, s.id)).toEqual(before);
}

describe.each(MAX_LENGTHS)('%s %s: at most %i characters', (plural, field, max, value = x) => {
  it('accepts the limit', async () => {
    const response = await s.admin.post(
      baseOf(plural),
      bodyOf(plural, { ...VALID[plural], [field]: value(max) }),
    );
    expect(response.statusCode).toBe(201);
    const stored = await storedRow(t, plural, dataOf<{ id: number }>(response).id);
    expect(stored![field]).toBe(value(max));
    await s.admin.delete(`${baseOf(plural)}/${stored!.id}`);
  });

  it('refuses one more character with 422 on that field, storing nothing', async () => {
    await expectRefusedCreate(
      plural,
      { ...VALID[plural], [field]: value(max + 1) },
      { [field]: [tooLong(max)] },
    );
  });
});

describe.each(INVALID)('%s %s = %j', (plural, field, value, message) => {
  it(`is refused: "${message}"`, async () => {
    const input: Body = { ...VALID[plural], [field]: value };
    if (value === undefined) delete input[field];
    await expectRefusedCreate(plural, input, { [field]: [message] });
  });
});

describe('validation on update and across fields', () => {
  it('answers one message per spoilt field at once', async () => {
    await expectRefusedCreate(
      'banners',
      { title: x(51), content: x(101), button_url: 'nope' },
      { title: [tooLong(50)], content: [tooLong(100)], button_url: [notUrl] },
    );
  });

  it('checks an update the same way and leaves the row unchanged', async () => {
    const location = await insertRow(t, 'locations', s.id, { name: 'Unchanged' });
    const response = await s.admin.put(`/api/v1/locations/${location.id}`, { location: { name: x(31) } });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual({ name: [tooLong(30)] });
    const domain = await insertRow(t, 'domains', s.id, { name: 'Colourful', color: '#123456' });
    const bad = await s.admin.put(`/api/v1/domains/${domain.id}`, { domain: { color: 'red', name: '' } });
    expect(messagesOf(bad)).toEqual({ name: [blank], color: ['must be a colour like #1f4e79'] });
    expect(await storedRow(t, 'locations', location.id)).toEqual(location);
    expect(await storedRow(t, 'domains', domain.id)).toEqual(domain);
  });

  it('refuses to blank a required number of a stored row, which keeps its value (not 0)', async () => {
    const type = await insertRow(t, 'employment_types', s.id, { name: 'Sessional', professional_points: 20 });
    for (const blanked of [null, '']) {
      const response = await s.admin.put(`/api/v1/employment_types/${type.id}`, {
        employment_type: { professional_points: blanked },
      });
      expect(response.statusCode).toBe(422);
      expect(messagesOf(response)).toEqual({ professional_points: [blank] });
    }
    expect((await storedRow(t, 'employment_types', type.id))!.professional_points).toBe(20);
  });

  it('checks the one editable response label field: text', async () => {
    const label = await insertRow(t, 'response_labels', s.id, { text: 'Often', value: 3 });
    for (const [text, message] of [
      [x(101), tooLong(100)],
      ['  ', blank],
    ] as const) {
      const response = await s.admin.put(`/api/v1/response_labels/${label.id}`, { response_label: { text } });
      expect(response.statusCode).toBe(422);
      expect(messagesOf(response)).toEqual({ text: [message] });
    }
    expect(await storedRow(t, 'response_labels', label.id)).toEqual(label);
  });

  it('refuses a name already taken in the institute (422), but not one used by another institute', async () => {
    await insertRow(t, 'locations', s.id, { name: 'Taken' });
    await expectRefusedCreate('locations', { name: 'Taken' }, { name: ['has already been taken'] });
    const elsewhere = await other.admin.post('/api/v1/locations', { location: { name: 'Taken' } });
    expect(elsewhere.statusCode).toBe(201);

    await insertRow(t, 'departments', s.id, { code: 'TKN', name: 'First' }, parents.departments![s.id]);
    await expectRefusedCreate(
      'departments',
      { code: 'TKN', name: 'Second' },
      { code: ['has already been taken'] },
    );
    const renamed = await insertRow(t, 'locations', s.id, { name: 'Free' });
    const clash = await s.admin.put(`/api/v1/locations/${renamed.id}`, { location: { name: 'Taken' } });
    expect(clash.statusCode).toBe(422);
    expect(messagesOf(clash)).toEqual({ name: ['has already been taken'] });
    expect(await storedRow(t, 'locations', renamed.id)).toEqual(renamed);
  });
});
