import type { TUserListItem } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import { recordStatements } from '../../../test/statements.js';
import { seedUsers } from '../../../test/users-fixture.js';

type ListBody = { data: TUserListItem[]; meta: { total: number; page: number; per_page: number } };

describe('GET /api/v1/users', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;

  const list = async (query = '') => {
    const response = await asAdmin.get(`/api/v1/users${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<ListBody>(response);
  };
  const names = async (query = '') => (await list(query)).data.map((u) => u.full_name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
  });
  afterAll(() => t.close());

  it('lists the institute’s users sorted by family then given name, with the joined names', async () => {
    const body = await list();
    expect(body.data.map((u) => u.full_name)).toEqual([
      'Ada Admin',
      'Sue Boss',
      'Bob Brown',
      'Eddie Educator',
      'Fred Facilitator',
      'Gina Guest',
      'Sam Supervisor',
      'Erin Zeller',
    ]);
    expect(body.meta).toEqual({ total: 8, page: 1, per_page: 100 });
    const eddie = body.data.find((u) => u.id === s.eddie.id)!;
    expect(eddie).toMatchObject({
      institute_name: 'Home Institute',
      email: 'eddie@school.test',
      division_name: 'North',
      department_name: 'NA department',
      employment_type_name: 'Full Time',
      supervisor_full_name: 'Sam Supervisor',
      role_text: 'Educator',
      custom_1: 'Campus North',
    });
    expect(eddie).not.toHaveProperty('password_hash');
    expect(body.data.find((u) => u.id === s.fred.id)).toMatchObject({
      division_name: null,
      department_name: null,
      employment_type_name: null,
      supervisor_full_name: null,
    });
  });

  it('names a supervisor who has since lost the role, and a renamed one by the new name', async () => {
    const supervisorOf = async () =>
      (await list()).data.find((u) => u.id === s.eddie.id)!.supervisor_full_name;
    const sam = and(eq(users.institute_id, s.sam.institute_id), eq(users.id, s.sam.id));
    await t.db.update(users).set({ is_supervisor: false }).where(sam);
    try {
      expect(await supervisorOf()).toBe('Sam Supervisor');
      const detail = await asAdmin.get(`/api/v1/users/${s.eddie.id}`);
      expect(json<{ data: { supervisor: unknown } }>(detail).data.supervisor).toEqual({
        id: s.sam.id,
        full_name: 'Sam Supervisor',
      });
    } finally {
      await t.db.update(users).set({ is_supervisor: true }).where(sam);
    }
    await t.db.update(users).set({ given_name: 'Samuel' }).where(sam);
    try {
      expect(await supervisorOf()).toBe('Samuel Supervisor');
    } finally {
      await t.db.update(users).set({ given_name: 'Sam' }).where(sam);
    }
  });

  it("reads a page's supervisors from their own index, in a prepared statement's generic plan too", async () => {
    const statements = await recordStatements(() => list());
    const rows = statements.find(
      (text) => text.includes('"supervisor_full_name"') || text.includes('former_supervisors'),
    );
    expect(rows, statements.join('\n')).toBeDefined();
    const ids = [s.eddie.id, s.erin.id, s.bob.id];
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      // The plan a named statement settles on after five runs, whatever the values.
      await client.query(`set plan_cache_mode = force_generic_plan`);
      await client.query(`prepare supervisors_plan as ${rows!}`);
      const plan = await client.query(
        `explain execute supervisors_plan(${s.eddie.institute_id}, '{${ids}}')`,
      );
      expect(plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')).toContain(
        'users_supervisor_names_index',
      );
    } finally {
      await client.end();
    }
  });

  it('never shows another institute’s users', async () => {
    expect(await names('q[unique_identifier_cont]=E100')).toEqual(['Eddie Educator', 'Erin Zeller']);
    expect(await names('q[family_name_cont]=Outsider')).toEqual([]);
  });

  it.each([
    ['q[given_name_cont]=dd', ['Eddie Educator']],
    ['q[family_name_cont]=BO', ['Sue Boss']],
    ['q[full_name_cont]=bob br', ['Bob Brown']],
    ['q[email_cont]=SCHOOL.test', ['Eddie Educator']],
    ['q[unique_identifier_cont]=200', ['Bob Brown']],
    ['q[active_true]=0', ['Erin Zeller']],
    ['q[active_false]=1', ['Erin Zeller']],
    ['q[is_guest_true]=1', ['Gina Guest']],
    ['q[is_educator_true]=1', ['Bob Brown', 'Eddie Educator', 'Erin Zeller']],
    ['q[is_facilitator_true]=1', ['Fred Facilitator']],
    ['q[is_institute_admin_true]=1', ['Ada Admin']],
    ['q[is_supervisor_true]=1', ['Sue Boss', 'Sam Supervisor']],
    ['q[custom_1_cont]=south', ['Erin Zeller']],
    ['q[custom_2_eq]=Green', ['Bob Brown']],
    ['q[is_educator_true]=1&q[active_true]=1', ['Bob Brown', 'Eddie Educator']],
  ])('filters by %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('filters by division, department, employment type and supervisor ids', async () => {
    expect(await names(`q[division_id_eq]=${s.north.id}`)).toEqual([
      'Bob Brown',
      'Eddie Educator',
      'Sam Supervisor',
    ]);
    expect(await names(`q[division_id_eq]=${s.south.id}`)).toEqual(['Erin Zeller']);
    expect(await names(`q[department_id_eq]=${s.depB.id}`)).toEqual(['Bob Brown']);
    expect(await names(`q[employment_type_id_eq]=${s.partTime.id}`)).toEqual(['Erin Zeller']);
    expect(await names(`q[supervisor_id_eq]=${s.sue.id}`)).toEqual(['Bob Brown', 'Gina Guest']);
    const body = await list(`q[division_id_eq]=${s.north.id}&per_page=2`);
    expect(body.meta.total).toBe(3);
  });

  it.each([
    ['given_name asc', ['Ada', 'Bob', 'Eddie']],
    ['given_name desc', ['Sue', 'Sam', 'Gina']],
    ['email asc', ['Ada', 'Eddie']],
    ['unique_identifier asc', ['Ada', 'Eddie', 'Erin', 'Bob']],
  ])('sorts by %s', async (sort, firstGivenNames) => {
    const body = await list(`q[s]=${encodeURIComponent(sort)}`);
    expect(body.data.slice(0, firstGivenNames.length).map((u) => u.given_name)).toEqual(firstGivenNames);
  });

  it('sorts by department and employment type names, missing names last', async () => {
    const byDepartment = await list('q[s]=department_name+asc&q[is_educator_true]=1');
    expect(byDepartment.data.map((u) => u.department_name)).toEqual([
      'NA department',
      'NB department',
      'SC department',
    ]);
    const byType = await list('q[s]=employment_type_name+desc&q[is_educator_true]=1');
    expect(byType.data.map((u) => u.employment_type_name)).toEqual(['Part Time', 'Full Time', 'Full Time']);
  });

  it('pages with meta', async () => {
    const first = await list('page=1&per_page=3');
    const second = await list('page=2&per_page=3');
    const third = await list('page=3&per_page=3');
    expect(first.meta).toEqual({ total: 8, page: 1, per_page: 3 });
    expect(third.meta).toEqual({ total: 8, page: 3, per_page: 3 });
    expect(first.data.map((u) => u.given_name)).toEqual(['Ada', 'Sue', 'Bob']);
    expect(second.data.map((u) => u.given_name)).toEqual(['Eddie', 'Fred', 'Gina']);
    expect(third.data.map((u) => u.given_name)).toEqual(['Sam', 'Erin']);
  });

  it('answers the whole list’s page with its total and no count beside it, and counts past the end', async () => {
    const statements = await recordStatements(async () => {
      expect((await list('page=2&per_page=3')).meta).toEqual({ total: 8, page: 2, per_page: 3 });
    });
    // The session, the page of ids with the total from the users' counts, the page's rows.
    expect(statements).toHaveLength(3);
    expect(statements.filter((text) => /from "user_counts"/.test(text))).toHaveLength(1);
    expect(statements.filter((text) => /^select "id", \(+select coalesce\(sum/.test(text))).toHaveLength(1);
    // An empty page has no row to carry the total: it is counted on its own.
    const past = await list('page=9&per_page=3');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ total: 8, page: 9, per_page: 3 });
  });

  it('accepts the profiling screen’s supervisors query', async () => {
    const body = await list('page=1&per_page=1000&q[is_supervisor_true]=1');
    expect(body.data.map((u) => u.id)).toEqual([s.sue.id, s.sam.id]);
    expect(body.meta).toEqual({ total: 2, page: 1, per_page: 1000 });
  });

  it('answers 400 for a field or sort that is not allowed', async () => {
    for (const query of [
      'q[password_hash_cont]=x',
      'q[department_name_cont]=x',
      'q[custom_1_nope]=x',
      'q[s]=password_hash+asc',
      'q[s]=custom_1+asc',
      'q[division_id_eq]=abc',
    ]) {
      const response = await asAdmin.get(`/api/v1/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({ title: 'Bad Request', code: 1 });
    }
  });

  it('shows a supervisor only their own educators and themselves', async () => {
    const asSam = apiClient(t.app, await loginAs(t.app, s.sam));
    const response = await asSam.get('/api/v1/users');
    expect(response.statusCode).toBe(200);
    const body = json<ListBody>(response);
    expect(body.data.map((u) => u.full_name)).toEqual(['Eddie Educator', 'Sam Supervisor', 'Erin Zeller']);
    expect(body.meta.total).toBe(3);
    const filtered = json<ListBody>(await asSam.get(`/api/v1/users?q[supervisor_id_eq]=${s.sue.id}`));
    expect(filtered.data).toEqual([]);
  });

  it('refuses an educator with 403 and an anonymous caller with 401', async () => {
    const asEddie = apiClient(t.app, await loginAs(t.app, s.eddie));
    expect((await asEddie.get('/api/v1/users')).statusCode).toBe(403);
    expect((await apiClient(t.app, await loginAs(t.app, s.fred)).get('/api/v1/users')).statusCode).toBe(403);
    const anonymous = await apiClient(t.app).get('/api/v1/users');
    expect(anonymous.statusCode).toBe(401);
  });
});
