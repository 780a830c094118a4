import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';

describe('GET /api/v1/point_requests/activity_intervals', () => {
  let t: TestApp;
  let educator: string;

  beforeAll(async () => {
    t = await createTestApp();
    const home = await createInstitute(t.db, { name: 'Home' });
    educator = await loginAs(t.app, await createUser(t.db, home.id, { is_educator: true }));
  });
  afterAll(() => t.close());

  it('answers hours, days, weeks, months and years', async () => {
    const response = await apiClient(t.app, educator).get('/api/v1/point_requests/activity_intervals');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: [
        { id: 'hours', name: 'Hours' },
        { id: 'days', name: 'Days' },
        { id: 'weeks', name: 'Weeks' },
        { id: 'months', name: 'Months' },
        { id: 'years', name: 'Years' },
      ],
    });
  });

  it('answers 401 without a session', async () => {
    const response = await apiClient(t.app).get('/api/v1/point_requests/activity_intervals');
    expect(response.statusCode).toBe(401);
  });
});
