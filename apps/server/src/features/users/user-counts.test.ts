import { count, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { institutes, user_counts, users } from '../../db/schema/index.js';
import { compactUserCounts } from './list-repository.js';

/**
 * The whole list's total comes from `user_counts`, which triggers on `users` keep (migration 0028):
 * it must always equal the users the institute has, whatever wrote or removed them, and the job that
 * folds its rows must never change a sum, even beside a transaction still open.
 */
describe('the users list total kept in user_counts', () => {
  let t: TestApp;
  let home: { id: number };
  let other: { id: number };
  let asAdmin: ReturnType<typeof apiClient>;

  // Raw statements, as an import or another client would send them (the triggers see them all).
  const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;
  const listedTotal = async () => {
    const response = await asAdmin.get('/api/v1/users?per_page=10');
    expect(response.statusCode, response.body).toBe(200);
    return json<{ meta: { total: number } }>(response).meta.total;
  };
  const countedUsers = async (instituteId: number) =>
    (await t.db.select({ n: count() }).from(users).where(eq(users.institute_id, instituteId)))[0]!.n;
  const keptTotal = async (instituteId: number) =>
    (
      await t.db
        .select({ n: sql<number>`coalesce(sum(${user_counts.delta}), 0)::int` })
        .from(user_counts)
        .where(eq(user_counts.institute_id, instituteId))
    )[0]!.n;
  const rowsOf = async (instituteId: number) =>
    (await t.db.select({ n: count() }).from(user_counts).where(eq(user_counts.institute_id, instituteId)))[0]!
      .n;
  /** Inserts `n` users of an institute in one statement, as an import does. */
  const insertMany = (client: pg.PoolClient | pg.Pool, instituteId: number, n: number, prefix: string) =>
    client.query(
      `insert into users (institute_id, email, given_name, family_name, unique_identifier)
       select $1, $2 || g || '@example.test', 'Bulk', $2 || g, $2 || g from generate_series(1, $3) g`,
      [instituteId, prefix, n],
    );

  beforeAll(async () => {
    t = await createTestApp();
    home = await createInstitute(t.db, { name: 'Home' });
    other = await createInstitute(t.db, { name: 'Other' });
    const admin = await createUser(t.db, home.id, { is_institute_admin: true });
    await createUser(t.db, other.id);
    asAdmin = apiClient(t.app, await loginAs(t.app, admin));
  });
  afterAll(() => t.close());

  it('follows users created one by one, in bulk and through the API, and removed', async () => {
    expect(await listedTotal()).toBe(1);
    await createUser(t.db, home.id);
    await insertMany(pool(), home.id, 25, 'bulk');
    await insertMany(pool(), other.id, 3, 'elsewhere');
    const created = await asAdmin.post('/api/v1/users', {
      user: {
        unique_identifier: 'API1',
        given_name: 'Api',
        family_name: 'Made',
        email: 'api@example.test',
        is_facilitator: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await listedTotal()).toBe(28);

    await pool().query(
      `delete from users where institute_id = $1 and email like 'bulk%' and family_name <> 'bulk1'`,
      [home.id],
    );
    expect(await listedTotal()).toBe(4);
    expect(await keptTotal(home.id)).toBe(await countedUsers(home.id));
    expect(await keptTotal(other.id)).toBe(await countedUsers(other.id));
    expect(await keptTotal(other.id)).toBe(4);
  });

  it('counts nothing for a statement that inserts no user, or an upsert that only updates', async () => {
    const before = await rowsOf(home.id);
    await pool().query(`delete from users where institute_id = $1 and email = 'nobody@example.test'`, [
      home.id,
    ]);
    await pool().query(
      `insert into users (institute_id, email, given_name, family_name, unique_identifier)
       select institute_id, email, given_name, 'Renamed', unique_identifier from users
       where institute_id = $1 and email = 'api@example.test'
       on conflict (lower(email)) do update set family_name = excluded.family_name`,
      [home.id],
    );
    expect(await keptTotal(home.id)).toBe(await countedUsers(home.id));
    // An empty statement adds a row of 0 at most; the sums are what matter.
    expect(await rowsOf(home.id)).toBeLessThanOrEqual(before + 2);
  });

  it('folding leaves one row per institute and every sum as it was, beside an insert not yet committed', async () => {
    expect(await rowsOf(home.id)).toBeGreaterThan(1);
    const open = await pool().connect();
    try {
      await open.query('begin');
      await insertMany(open, home.id, 2, 'pending');
      await compactUserCounts(t.db);
      // The open transaction's row is not folded (the fold cannot see it) and is not lost.
      expect(await rowsOf(home.id)).toBe(1);
      expect(await keptTotal(home.id)).toBe(await countedUsers(home.id));
      await open.query('commit');
    } finally {
      open.release();
    }
    expect(await keptTotal(home.id)).toBe(await countedUsers(home.id));
    expect(await rowsOf(home.id)).toBe(2);
    await compactUserCounts(t.db);
    expect(await rowsOf(home.id)).toBe(1);
    expect(await rowsOf(other.id)).toBe(1);
    expect(await listedTotal()).toBe(await countedUsers(home.id));
  });

  it('goes with its institute: deleting an institute and its users leaves no row behind', async () => {
    const gone = await createInstitute(t.db, { name: 'Gone' });
    await insertMany(pool(), gone.id, 4, 'gone');
    expect(await keptTotal(gone.id)).toBe(4);
    await t.db.delete(institutes).where(eq(institutes.id, gone.id));
    expect(await rowsOf(gone.id)).toBe(0);
    expect(await keptTotal(home.id)).toBe(await countedUsers(home.id));
  });
});
