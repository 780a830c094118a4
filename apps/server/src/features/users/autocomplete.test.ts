import type { TUserAutocompleteItem } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { seedUsers } from '../../../test/users-fixture.js';

describe('GET /api/v1/users/autocomplete', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;

  const suggest = async (query = '') => {
    const response = await asAdmin.get(`/api/v1/users/autocomplete${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TUserAutocompleteItem[] }>(response).data;
  };
  const names = async (query = '') => (await suggest(query)).map((u) => u.full_name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
  });
  afterAll(() => t.close());

  it('suggests educators by default, with exactly the five fields', async () => {
    const data = await suggest();
    expect(data.map((u) => u.full_name)).toEqual(['Bob Brown', 'Eddie Educator', 'Erin Zeller']);
    expect(data[1]).toEqual({
      id: s.eddie.id,
      full_name: 'Eddie Educator',
      given_name: 'Eddie',
      family_name: 'Educator',
      unique_identifier: 'E1001',
    });
  });

  it('takes one role or several joined by _or_', async () => {
    expect(await names('q[is_supervisor_true]=1')).toEqual(['Sue Boss', 'Sam Supervisor']);
    expect(await names('q[is_educator_or_is_guest_true]=1')).toEqual([
      'Bob Brown',
      'Eddie Educator',
      'Gina Guest',
      'Erin Zeller',
    ]);
    expect(await names('q[is_facilitator_or_is_institute_admin_true]=1')).toEqual([
      'Ada Admin',
      'Fred Facilitator',
    ]);
  });

  it('filters by active state', async () => {
    expect(await names('q[active_true]=1')).toEqual(['Bob Brown', 'Eddie Educator']);
    expect(await names('q[active_false]=1')).toEqual(['Erin Zeller']);
  });

  it('searches given name, family name and employee number, case-insensitively', async () => {
    const key = 'q[given_name_or_family_name_or_unique_identifier_cont]';
    expect(await names(`${key}=ED&q[is_educator_or_is_supervisor_true]=1`)).toEqual(['Eddie Educator']);
    expect(await names(`${key}=zell`)).toEqual(['Erin Zeller']);
    expect(await names(`${key}=E100`)).toEqual(['Eddie Educator', 'Erin Zeller']);
    expect(await names(`${key}=100%25`)).toEqual([]);
  });

  it('matches a fragment spanning given and family name, as typed into a picker', async () => {
    const key = 'q[given_name_or_family_name_or_unique_identifier_cont]';
    expect(await names(`${key}=${encodeURIComponent('eddie ed')}`)).toEqual(['Eddie Educator']);
  });

  it('sorts by given name or family name', async () => {
    expect(await names('q[is_educator_or_is_supervisor_true]=1&q[s]=given_name+asc')).toEqual([
      'Bob Brown',
      'Eddie Educator',
      'Erin Zeller',
      'Sam Supervisor',
      'Sue Boss',
    ]);
    expect(await names('q[is_supervisor_true]=1&q[s]=family_name+desc')).toEqual([
      'Sam Supervisor',
      'Sue Boss',
    ]);
  });

  it('never suggests another institute’s users', async () => {
    const all = await suggest(
      'q[is_educator_or_is_supervisor_true]=1&q[given_name_or_family_name_or_unique_identifier_cont]=o',
    );
    expect(all.map((u) => u.id)).not.toContain(s.outsider.id);
    expect(all.length).toBeGreaterThan(0);
  });

  it('answers at most 50 suggestions', async () => {
    for (let i = 0; i < 55; i++) {
      await createUser(t.db, s.home.id, { given_name: `Many${i}`, family_name: 'Many', is_guest: true });
    }
    const data = await suggest('q[is_guest_true]=1');
    expect(data).toHaveLength(50);
  });

  it('answers 400 for an unknown field or sort', async () => {
    for (const query of ['q[email_cont]=x', 'q[s]=unique_identifier+asc', 'q[is_root_true]=1']) {
      expect((await asAdmin.get(`/api/v1/users/autocomplete?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('limits a supervisor to their educators, and refuses educators (403) and anonymous callers (401)', async () => {
    const asSue = apiClient(t.app, await loginAs(t.app, s.sue));
    const response = await asSue.get('/api/v1/users/autocomplete?q[is_educator_or_is_guest_true]=1');
    expect(response.statusCode).toBe(200);
    expect(json<{ data: TUserAutocompleteItem[] }>(response).data.map((u) => u.full_name)).toEqual([
      'Bob Brown',
      'Gina Guest',
    ]);
    const asEddie = apiClient(t.app, await loginAs(t.app, s.eddie));
    expect((await asEddie.get('/api/v1/users/autocomplete')).statusCode).toBe(403);
    expect((await apiClient(t.app).get('/api/v1/users/autocomplete')).statusCode).toBe(401);
  });
});
