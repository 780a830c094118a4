import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { seedUsers } from '../../../test/users-fixture.js';
import { institutes } from '../../db/schema/index.js';
import { EXPORT_BATCH_SIZE } from './list-service.js';

const HEADER =
  'Employee Number,Given Name,Family Name,Email,Roles,Division,Department,Employment Type,Supervisor,Custom 1,Custom 2,Active';

describe('GET /api/v1/users.csv', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;

  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter((line) => line !== '');
  const exportCsv = async (query = '') => {
    const response = await asAdmin.get(`/api/v1/users.csv${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
  });
  afterAll(() => t.close());

  it('heads the custom fields with the institute’s names for them', async () => {
    await t.db
      .update(institutes)
      .set({ custom_user_field_1: 'Campus code', custom_user_field_2: 'Cost centre' })
      .where(eq(institutes.id, s.home.id));
    try {
      const header = lines((await exportCsv()).body)[0];
      expect(header).toBe(HEADER.replace('Custom 1,Custom 2', 'Campus code,Cost centre'));
    } finally {
      await t.db
        .update(institutes)
        .set({ custom_user_field_1: null, custom_user_field_2: null })
        .where(eq(institutes.id, s.home.id));
    }
  });

  it('downloads a header row and a row per user of the institute, in the list’s default order', async () => {
    const response = await exportCsv();
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="users.csv"; filename*=UTF-8''users.csv`,
    );
    const rows = lines(response.body);
    expect(rows[0]).toBe(HEADER);
    expect(rows).toHaveLength(1 + 8);
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual([
      'Ada',
      'Sue',
      'Bob',
      'Eddie',
      'Fred',
      'Gina',
      'Sam',
      'Erin',
    ]);
    expect(rows).toContain(
      'E1001,Eddie,Educator,eddie@school.test,Educator,North,NA department,Full Time,Sam Supervisor,Campus North,Blue,Y',
    );
    expect(rows).toContain(
      `E1002,Erin,Zeller,${s.erin.email},Educator,South,SC department,Part Time,Sam Supervisor,Campus South,,N`,
    );
    expect(response.body).not.toContain('Outsider');
  });

  it('applies the list’s filters and sort', async () => {
    const response = await exportCsv('q[is_educator_true]=1&q[active_true]=1&q[s]=given_name+desc');
    expect(
      lines(response.body)
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(['E1001', 'E2001']);
    const byDivision = await exportCsv(`q[division_id_eq]=${s.south.id}`);
    expect(lines(byDivision.body)).toHaveLength(2);
  });

  it('escapes cells that a spreadsheet would run as a formula', async () => {
    await createUser(t.db, s.home.id, {
      given_name: '=HYPERLINK("http://evil.test","Click")',
      family_name: '+Plus',
      unique_identifier: '-4+2',
      custom_1: '@SUM(A1)',
    });
    const response = await exportCsv('q[family_name_cont]=Plus');
    const row = lines(response.body)[1]!;
    expect(row).toContain(`'-4+2,"'=HYPERLINK(""http://evil.test"",""Click"")",'+Plus,`);
    expect(row).toContain(",'@SUM(A1),");
  });

  it('exports more users than one batch, each exactly once', async () => {
    const count = EXPORT_BATCH_SIZE + 5;
    const values = Array.from({ length: count }, (_, i) => i);
    for (let i = 0; i < values.length; i += 200) {
      await Promise.all(
        values.slice(i, i + 200).map((n) =>
          createUser(t.db, s.home.id, {
            given_name: `Bulk${n}`,
            family_name: 'Bulk',
            unique_identifier: `B${String(n).padStart(5, '0')}`,
            is_guest: true,
          }),
        ),
      );
    }
    const response = await exportCsv('q[family_name_cont]=Bulk&q[s]=given_name+asc');
    const ids = lines(response.body)
      .slice(1)
      .map((row) => row.split(',')[0]);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it('limits a supervisor to their educators and themselves', async () => {
    const asSam = apiClient(t.app, await loginAs(t.app, s.sam));
    const response = await asSam.get('/api/v1/users.csv');
    expect(response.statusCode).toBe(200);
    expect(
      lines(response.body)
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(['E1001', 'S001', 'E1002']);
  });

  it('answers 400 for a bad filter before streaming anything', async () => {
    const response = await asAdmin.get('/api/v1/users.csv?q[password_hash_cont]=x');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ title: 'Bad Request', code: 1 });
  });

  it('refuses an educator with 403 and an anonymous caller with 401', async () => {
    const asEddie = apiClient(t.app, await loginAs(t.app, s.eddie));
    expect((await asEddie.get('/api/v1/users.csv')).statusCode).toBe(403);
    expect((await apiClient(t.app).get('/api/v1/users.csv')).statusCode).toBe(401);
  });
});
