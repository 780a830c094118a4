import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';

type Validation = { messages: Record<string, string[]> };

// Settings names and department codes are unique in the institute whatever their letter case (one
// decision: the case-insensitive unique indexes, db/schema/tenant.ts `caseInsensitiveUnique`).
let t: TestApp;
let admin: ReturnType<typeof apiClient>;
let otherAdmin: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp();
  const home = await createInstitute(t.db);
  const other = await createInstitute(t.db);
  admin = apiClient(
    t.app,
    await loginAs(t.app, await createUser(t.db, home.id, { is_institute_admin: true })),
  );
  otherAdmin = apiClient(
    t.app,
    await loginAs(t.app, await createUser(t.db, other.id, { is_institute_admin: true })),
  );
});
afterAll(() => t.close());

const taken = (response: Awaited<ReturnType<typeof admin.post>>, field: string) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(json<Validation>(response).messages[field]).toEqual(['has already been taken']);
};

describe('look-alike settings names', () => {
  it('refuses a location, category or employment type differing only by case', async () => {
    expect((await admin.post('/api/v1/locations', { location: { name: 'City Campus' } })).statusCode).toBe(
      201,
    );
    taken(await admin.post('/api/v1/locations', { location: { name: 'city campus' } }), 'name');
    expect((await admin.post('/api/v1/categories', { category: { name: 'Safety' } })).statusCode).toBe(201);
    taken(await admin.post('/api/v1/categories', { category: { name: 'SAFETY' } }), 'name');
    // Another institute keeps its own names.
    expect(
      (await otherAdmin.post('/api/v1/locations', { location: { name: 'CITY CAMPUS' } })).statusCode,
    ).toBe(201);
  });

  it('refuses a department code differing only by case, even in another division', async () => {
    const division = async (name: string) =>
      json<{ data: { id: number } }>(await admin.post('/api/v1/divisions', { division: { name } })).data.id;
    const [trades, evening] = [await division('Trades'), await division('Evening')];
    const add = (divisionId: number, code: string, name: string) =>
      admin.post(`/api/v1/divisions/${divisionId}/departments`, { department: { code, name } });
    expect((await add(trades, 'ENG', 'Engineering')).statusCode).toBe(201);
    taken(await add(evening, 'eng', 'Evening English'), 'code');
    taken(await admin.post('/api/v1/divisions', { division: { name: 'trades' } }), 'name');
  });

  it('lets a row change its own case, but not take another’s name in another case', async () => {
    const create = async (name: string) =>
      json<{ data: { id: number } }>(await admin.post('/api/v1/locations', { location: { name } })).data.id;
    const north = await create('North');
    await create('South');
    const recased = await admin.put(`/api/v1/locations/${north}`, { location: { name: 'NORTH' } });
    expect(recased.statusCode, recased.body).toBe(200);
    taken(await admin.put(`/api/v1/locations/${north}`, { location: { name: 'south' } }), 'name');
  });

  it('reads é typed as e + accent as the é a name has, and an invisible name as blank', async () => {
    expect(
      (await admin.post('/api/v1/categories', { category: { name: 'Caf\u00e9 skills' } })).statusCode,
    ).toBe(201);
    taken(await admin.post('/api/v1/categories', { category: { name: 'Cafe\u0301 skills' } }), 'name');
    const invisible = await admin.post('/api/v1/locations', { location: { name: '\u200b' } });
    expect(invisible.statusCode).toBe(422);
    expect(json<Validation>(invisible).messages.name).toEqual(["can't be blank"]);
    const broken = await admin.post('/api/v1/locations', { location: { name: 'Two\nlines' } });
    expect(json<Validation>(broken).messages.name).toEqual([
      'must be one line, without line breaks or control characters',
    ]);
  });
});
