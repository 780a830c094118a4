import type { TAuditEvent } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { seedUsers } from '../../../test/users-fixture.js';
import { AUDIT_SKIPPED_TABLES, audit_events } from '../../db/schema/index.js';
import { pruneAuditEvents } from './service.js';
import { rowsOf } from '../../db/sql-rows.js';

type Page = { data: TAuditEvent[]; meta: { total: number } };
/** The rows of a raw `db.execute` (node-postgres' result). */
describe('GET /api/v1/audit_events: the audit log', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedUsers>>;
  let asAdmin: ReturnType<typeof apiClient>;
  const list = async (query = '', client = asAdmin) => {
    const response = await client.get(`/api/v1/audit_events${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<Page>(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedUsers(t.db);
    asAdmin = apiClient(t.app, await loginAs(t.app, s.admin));
    // Two edits by the admin, one in the other institute by its own admin.
    await asAdmin.put(`/api/v1/users/${s.eddie.id}`, { user: { given_name: 'Edward' } });
    await asAdmin.put(`/api/v1/users/${s.erin.id}`, { user: { custom_1: 'Audited' } });
  });
  afterAll(() => t.close());

  it('lists the institute’s events newest first, with the acting user’s name', async () => {
    const { data, meta } = await list();
    expect(meta.total).toBe(data.length);
    const times = data.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(data[0]).toMatchObject({
      table_name: 'users',
      record_id: s.erin.id,
      action: 'update',
      before: { custom_1: s.erin.custom_1 },
      after: { custom_1: 'Audited' },
      user_id: s.admin.id,
      user_full_name: 'Ada Admin',
    });
    // The fixture's own inserts ran outside any request: "system".
    expect(data.at(-1)).toMatchObject({ action: 'insert', user_id: null, user_full_name: null });
  });

  it('filters by table, record, user, action, date range, and system events', async () => {
    const ids = (page: Page) => page.data.map((e) => [e.table_name, e.record_id, e.action]);
    expect(ids(await list(`?q[table_name_eq]=users&q[record_id_eq]=${s.eddie.id}`))).toEqual([
      ['users', s.eddie.id, 'update'],
      ['users', s.eddie.id, 'insert'],
    ]);
    expect(ids(await list(`?q[user_id_eq]=${s.admin.id}`))).toEqual([
      ['users', s.erin.id, 'update'],
      ['users', s.eddie.id, 'update'],
    ]);
    expect((await list('?q[action_eq]=update')).meta.total).toBe(2);
    expect((await list('?named_filter=system&q[action_eq]=update')).meta.total).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(`?q[created_at_gteq]=${tomorrow}`)).meta.total).toBe(0);
    expect((await list(`?q[created_at_lteq]=${tomorrow}&q[action_eq]=update`)).meta.total).toBe(2);
    expect((await asAdmin.get('/api/v1/audit_events?q[password_hash_eq]=x')).statusCode).toBe(400);
  });

  it('never shows another institute’s events; a super admin sees the institute selected', async () => {
    expect((await list(`?q[record_id_eq]=${s.outsider.id}&q[table_name_eq]=users`)).data).toEqual([]);
    const root = await createUser(t.db, s.home.id, { is_super_admin: true });
    const asRoot = apiClient(t.app, await loginAs(t.app, root));
    expect((await asRoot.get(`/api/v1/institutes/${s.other.id}/select`)).statusCode).toBe(200);
    const { data } = await list('', asRoot);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((e) => e.record_id !== s.eddie.id)).toBe(true);
    expect(data.some((e) => e.record_id === s.outsider.id)).toBe(true);
  });

  it('answers 401 without a session and 403 to a supervisor', async () => {
    expect((await apiClient(t.app).get('/api/v1/audit_events')).statusCode).toBe(401);
    const asSupervisor = apiClient(t.app, await loginAs(t.app, s.sam));
    expect((await asSupervisor.get('/api/v1/audit_events')).statusCode).toBe(403);
    expect((await asSupervisor.get('/api/v1/audit_events.csv')).statusCode).toBe(403);
  });

  it('exports the filtered log as CSV', async () => {
    const response = await asAdmin.get(`/api/v1/audit_events.csv?q[user_id_eq]=${s.admin.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    const row = (r: Record<string, string>) => [r.User, r.Action, r['Action Code'], r.Table, r['Record Id']];
    expect(rows.map((r) => [...row(r), r.Before, r.After])).toEqual([
      [
        'Ada Admin',
        'Updated',
        'update',
        'users',
        String(s.erin.id),
        JSON.stringify({ custom_1: s.erin.custom_1 }),
        '{"custom_1":"Audited"}',
      ],
      [
        'Ada Admin',
        'Updated',
        'update',
        'users',
        String(s.eddie.id),
        '{"given_name":"Eddie"}',
        '{"given_name":"Edward"}',
      ],
    ]);
    // The time on the institute's clock, the zone in the header (the institute's default zone).
    expect(Object.keys(rows[0]!)[0]).toBe('Time (Australia/Melbourne)');
    expect(rows[0]!['Time (Australia/Melbourne)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('never holds a password hash', async () => {
    const rows = await t.db.select().from(audit_events);
    expect(JSON.stringify(rows)).not.toMatch(/password_hash|\$argon2/);
  });
});

describe('the audit trail covers every table by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every table with an institute_id (and institutes) has the three triggers, except those declared skipped', async () => {
    const result = rowsOf<{ table_name: string; triggers: string[] }>(
      await t.db.execute(sql`
      select c.relname as table_name,
        array(select t.tgname::text from pg_trigger t where t.tgrelid = c.oid and t.tgname like 'audit\_%' order by 1) as triggers
      from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        and (c.relname = 'institutes' or exists (
          select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'institute_id' and not a.attisdropped))
      order by 1`),
    );
    const tables = result;
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['users', 'divisions', 'institutes']),
    );
    const uncovered = tables.filter(
      (r) =>
        !AUDIT_SKIPPED_TABLES.includes(r.table_name) &&
        r.triggers.join() !== 'audit_delete,audit_insert,audit_update',
    );
    expect(uncovered).toEqual([]);
    const skippedWithTriggers = tables.filter(
      (r) => AUDIT_SKIPPED_TABLES.includes(r.table_name) && r.triggers.length,
    );
    expect(skippedWithTriggers).toEqual([]);
  });

  it('a table added later is covered at the next start-up', async () => {
    await t.db.execute(
      sql`create table audit_probe (institute_id integer not null, id integer primary key, name text)`,
    );
    await t.db.execute(
      sql`select audit_attach_triggers(${sql.param(AUDIT_SKIPPED_TABLES)}::text[], array['password_hash'])`,
    );
    await t.db.execute(sql`insert into audit_probe values (7, 1, 'probe')`);
    const events = rowsOf<{ institute_id: number; after: unknown }>(
      await t.db.execute(sql`select institute_id, after from audit_events where table_name = 'audit_probe'`),
    );
    expect(events).toEqual([{ institute_id: 7, after: { institute_id: 7, id: 1, name: 'probe' } }]);
  });

  it('retention deletes events older than the period; without one it keeps everything', async () => {
    await t.db.execute(sql`
      insert into audit_events (institute_id, table_name, record_id, action, created_at)
      values (1, 'divisions', 1, 'insert', now() - interval '40 days'),
             (1, 'divisions', 2, 'insert', now() - interval '20 days')`);
    const ages = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select record_id as n from audit_events where table_name = 'divisions' order by 1`,
        ),
      ).map((r) => r.n);
    expect(await pruneAuditEvents(t.db, undefined)).toBe(0);
    expect(await ages()).toEqual([1, 2]);
    expect(await pruneAuditEvents(t.db, 30)).toBe(1);
    expect(await ages()).toEqual([2]);
  });
});
