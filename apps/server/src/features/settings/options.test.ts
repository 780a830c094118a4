import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';

interface Option {
  id: number;
  name: string;
}
interface DepartmentOption extends Option {
  label: string;
  division_id: number;
}

describe('settings options endpoints', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let north: Awaited<ReturnType<typeof createDivisionWithDepartments>>;
  let south: Awaited<ReturnType<typeof createDivisionWithDepartments>>;
  let elsewhere: Awaited<ReturnType<typeof createDivisionWithDepartments>>;

  beforeAll(async () => {
    t = await createTestApp();
    const home = await createInstitute(t.db, { name: 'Home' });
    const other = await createInstitute(t.db, { name: 'Other' });
    // Inserted out of name order, so the sort is the endpoint's doing. Codes sort differently from names.
    south = await createDivisionWithDepartments(t.db, home.id, 'South', ['AAA', 'MMM']);
    north = await createDivisionWithDepartments(t.db, home.id, 'North', ['ZZZ', 'BBB']);
    await createDivisionWithDepartments(t.db, home.id, 'Central', ['KKK']);
    elsewhere = await createDivisionWithDepartments(t.db, other.id, 'Alpha Elsewhere', ['CCC']);
    await createEmploymentType(t.db, home.id, 'Sessional');
    await createEmploymentType(t.db, home.id, 'Full Time');
    await createEmploymentType(t.db, home.id, 'Part Time');
    await createEmploymentType(t.db, other.id, 'Casual Elsewhere');
    cookie = await loginAs(t.app, await createUser(t.db, home.id, { is_educator: true }));
    otherCookie = await loginAs(t.app, await createUser(t.db, other.id, { is_institute_admin: true }));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, as = cookie) => {
    const response = await apiClient(t.app, as).get(url);
    expect(response.statusCode).toBe(200);
    return json<{ data: T[] }>(response);
  };

  describe('GET /api/v1/divisions/options', () => {
    it("answers the current institute's divisions as {id, name}, sorted by name", async () => {
      const body = await get<Option>('/api/v1/divisions/options');
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data.map((d) => d.name)).toEqual(['Central', 'North', 'South']);
      expect(body.data[1]).toEqual({ id: north.division.id, name: 'North' });
      for (const option of body.data) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    });

    it("answers another institute's user only their own divisions", async () => {
      const body = await get<Option>('/api/v1/divisions/options', otherCookie);
      expect(body.data).toEqual([{ id: elsewhere.division.id, name: 'Alpha Elsewhere' }]);
    });
  });

  describe('GET /api/v1/employment_types/options', () => {
    it("answers the current institute's employment types as {id, name}, sorted by name", async () => {
      const body = await get<Option>('/api/v1/employment_types/options');
      expect(body.data.map((e) => e.name)).toEqual(['Full Time', 'Part Time', 'Sessional']);
      for (const option of body.data) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    });

    it("answers another institute's user only their own employment types", async () => {
      const body = await get<Option>('/api/v1/employment_types/options', otherCookie);
      expect(body.data.map((e) => e.name)).toEqual(['Casual Elsewhere']);
    });
  });

  describe('GET /api/v1/departments/options', () => {
    it("answers the current institute's departments sorted by name, with label and division", async () => {
      const body = await get<DepartmentOption>('/api/v1/departments/options');
      expect(body.data.map((d) => d.name)).toEqual([
        'AAA department',
        'BBB department',
        'KKK department',
        'MMM department',
        'ZZZ department',
      ]);
      const bbb = north.departments.find((d) => d.code === 'BBB')!;
      expect(body.data[1]).toEqual({
        id: bbb.id,
        name: 'BBB department',
        label: 'BBB - BBB department',
        division_id: north.division.id,
      });
    });

    it('filters by division with q[division_id_eq] in bracket format', async () => {
      const body = await get<DepartmentOption>(
        `/api/v1/departments/options?q[division_id_eq]=${north.division.id}`,
      );
      expect(body.data.map((d) => d.name)).toEqual(['BBB department', 'ZZZ department']);
      expect(body.data.every((d) => d.division_id === north.division.id)).toBe(true);

      const encoded = await get<DepartmentOption>(
        `/api/v1/departments/options?${encodeURIComponent('q[division_id_eq]')}=${south.division.id}`,
      );
      expect(encoded.data.map((d) => d.name)).toEqual(['AAA department', 'MMM department']);
    });

    it('never reaches another institute through the filter', async () => {
      const body = await get<DepartmentOption>(
        `/api/v1/departments/options?q[division_id_eq]=${elsewhere.division.id}`,
      );
      expect(body.data).toEqual([]);
    });

    it('filters by several divisions with q[division_id_in][]', async () => {
      const body = await get<DepartmentOption>(
        `/api/v1/departments/options?q[division_id_in][]=${north.division.id}&q[division_id_in][]=${south.division.id}`,
      );
      expect(body.data.map((d) => d.name)).toEqual([
        'AAA department',
        'BBB department',
        'MMM department',
        'ZZZ department',
      ]);
    });

    it('answers 400 {title, message, code: 1} for a filter on an unknown field', async () => {
      const response = await apiClient(t.app, cookie).get('/api/v1/departments/options?q[password_eq]=x');
      expect(response.statusCode).toBe(400);
      const body = json<{ title: string; message: string; code: number }>(response);
      expect(body).toEqual({ title: 'Bad Request', message: expect.stringContaining('"password"'), code: 1 });
      expect(body.message).toContain('Allowed: division_id, name, code');
    });

    it('answers 400, not a server error, for a field name that only Object.prototype has', async () => {
      const response = await apiClient(t.app, cookie).get('/api/v1/departments/options?q[constructor_eq]=1');
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        title: 'Bad Request',
        message: expect.stringContaining('"constructor"'),
        code: 1,
      });
    });

    it('answers 400 for a non-numeric division id', async () => {
      const response = await apiClient(t.app, cookie).get(
        '/api/v1/departments/options?q[division_id_eq]=north',
      );
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        title: 'Bad Request',
        message: expect.stringContaining('"division_id"'),
        code: 1,
      });
    });
  });

  it.each(['/api/v1/divisions/options', '/api/v1/departments/options', '/api/v1/employment_types/options'])(
    '%s answers 401 to an anonymous caller',
    async (url) => {
      const response = await apiClient(t.app).get(url);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ title: 'Unauthorized', message: 'You are no longer logged in' });
    },
  );
});
