import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { vocational_activities } from '../../db/schema/index.js';

describe('GET /api/v1/vocational_activities/options', () => {
  let t: TestApp;
  let educator: string;
  let otherEducator: string;

  beforeAll(async () => {
    t = await createTestApp();
    const home = await createInstitute(t.db, { name: 'Home' });
    const other = await createInstitute(t.db, { name: 'Other' });
    await t.db.insert(vocational_activities).values([
      { institute_id: home.id, name: 'Industry visit', points: 2.5 },
      { institute_id: home.id, name: 'Conference', points: 4 },
      { institute_id: other.id, name: 'Elsewhere', points: 9 },
    ]);
    educator = await loginAs(t.app, await createUser(t.db, home.id, { is_educator: true }));
    const lonely = await createInstitute(t.db, { name: 'Lonely' });
    otherEducator = await loginAs(t.app, await createUser(t.db, lonely.id, { is_educator: true }));
  });
  afterAll(() => t.close());

  it("answers the institute's vocational activities with their default points, by name", async () => {
    const response = await apiClient(t.app, educator).get('/api/v1/vocational_activities/options');
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { id: number; name: string; points: number }[] }>(response);
    expect(data.map(({ name, points }) => ({ name, points }))).toEqual([
      { name: 'Conference', points: 4 },
      { name: 'Industry visit', points: 2.5 },
    ]);
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'name', 'points']);
  });

  it('answers an empty list to an institute without any (nothing of another institute)', async () => {
    const response = await apiClient(t.app, otherEducator).get('/api/v1/vocational_activities/options');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: [] });
  });

  it('answers 401 without a session', async () => {
    const response = await apiClient(t.app).get('/api/v1/vocational_activities/options');
    expect(response.statusCode).toBe(401);
  });
});
