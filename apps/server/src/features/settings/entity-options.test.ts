import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { categories, domains, locations } from '../../db/schema/index.js';

describe('GET /api/v1/{locations|categories|domains}/options', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const mine = (await createInstitute(t.db)).id;
    const other = (await createInstitute(t.db)).id;
    await t.db.insert(locations).values([
      { institute_id: mine, name: 'North' },
      { institute_id: mine, name: 'City' },
      { institute_id: other, name: 'Elsewhere' },
    ]);
    await t.db.insert(categories).values([
      { institute_id: mine, name: 'Wellbeing' },
      { institute_id: other, name: 'Hidden' },
    ]);
    await t.db.insert(domains).values([
      { institute_id: mine, name: 'Second', display_order: 2 },
      { institute_id: mine, name: 'First', display_order: 1 },
      { institute_id: mine, name: 'Retired', display_order: 3, active: false },
      { institute_id: other, name: 'Foreign', display_order: 1 },
    ]);
    cookie = await loginAs(t.app, await createUser(t.db, mine, { is_educator: true }));
  });
  afterAll(() => t.close());

  const names = async (plural: string) =>
    json<{ data: { id: number; name: string }[] }>(
      await apiClient(t.app, cookie).get(`/api/v1/${plural}/options`),
    ).data.map((o) => o.name);

  it('answers only the institute’s rows: locations and categories by name, active domains in display order', async () => {
    expect(await names('locations')).toEqual(['City', 'North']);
    expect(await names('categories')).toEqual(['Wellbeing']);
    expect(await names('domains')).toEqual(['First', 'Second']);
  });

  it('needs a session', async () => {
    for (const plural of ['locations', 'categories', 'domains']) {
      expect((await apiClient(t.app).get(`/api/v1/${plural}/options`)).statusCode).toBe(401);
    }
  });
});
