import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { audit_events, email_outbox, password_reset_tokens, sessions, users } from '../../db/schema/index.js';
import { csvOf, educatorRecord, importFixture } from './import-test-support.js';

// Issue 13: every import can be previewed (`dry_run=1`): the same answer as for real, nothing written.
let t: TestApp;
let f: Awaited<ReturnType<typeof importFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await importFixture(t);
});
afterAll(() => t.close());

/** Rows in every table an import writes to (or whose rows it ends), and the audit trail. */
async function storedCounts() {
  const rows = async (table: typeof users | typeof audit_events | typeof email_outbox | typeof sessions) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);
  return {
    users: await rows(users),
    auditEvents: await rows(audit_events),
    emails: await rows(email_outbox),
    sessions: await rows(sessions),
    resetTokens: Number((await t.db.select({ n: count() }).from(password_reset_tokens))[0]!.n),
  };
}

describe('POST /api/v1/users/import?dry_run=1', () => {
  it('answers the counts and the plan, writes nothing, and the real import then does exactly that', async () => {
    const leaver = await createUser(t.db, f.institute.id, { is_educator: true, unique_identifier: 'L9' });
    const leaverCookie = await loginAs(t.app, leaver);
    const csv = csvOf([
      educatorRecord(500),
      educatorRecord(1, { given_name: 'Evie', family_name: 'Existing', email: 'eve@import.test' }),
      {
        unique_identifier: 'L9',
        given_name: leaver.given_name,
        family_name: leaver.family_name,
        email: leaver.email,
        deactivate: 'Y',
      },
    ]);
    const before = await storedCounts();
    const storedEve = (await t.db.select().from(users).where(eq(users.id, f.educator.id)))[0]!;

    const preview = await f.importCsv(csv, { dryRun: true });
    expect(preview.dry_run).toBe(true);
    expect(preview.errors).toEqual([]);
    expect(preview.stats).toEqual({ created: 1, existing: 0, updated: 1, deleted: 1 });
    expect(preview.changes.map(({ row, action, record }) => ({ row, action, record }))).toEqual([
      { row: 2, action: 'create', record: 'E500 · Given500 Family500' },
      { row: 3, action: 'update', record: 'E1 · Eve Existing' },
      { row: 4, action: 'deactivate', record: `L9 · ${leaver.given_name} ${leaver.family_name}` },
    ]);
    expect(preview.changes[1]!.fields).toEqual([{ field: 'Given Name', before: 'Eve', after: 'Evie' }]);

    // Nothing was written: no user, no update, no deactivation, no audit event, email, token or ended session.
    expect(await storedCounts()).toEqual(before);
    expect((await t.db.select().from(users).where(eq(users.id, f.educator.id)))[0]).toEqual(storedEve);
    expect((await apiClient(t.app, leaverCookie).get('/api/v1/me')).statusCode).toBe(200);

    const real = await f.importCsv(csv);
    expect(real).toEqual({ ...preview, dry_run: false });
    const after = await storedCounts();
    expect(after.users).toBe(before.users + 1);
    expect(after.emails).toBe(before.emails + 1);
    expect(after.auditEvents).toBeGreaterThan(before.auditEvents);
    expect((await t.db.select().from(users).where(eq(users.id, f.educator.id)))[0]!.given_name).toBe('Evie');
    expect((await apiClient(t.app, leaverCookie).get('/api/v1/me')).statusCode).toBe(401);
  });

  it('answers the row-numbered issues, as the real import would', async () => {
    const csv = csvOf([educatorRecord(510), educatorRecord(511, { department_code: 'NOPE' })]);
    const before = await storedCounts();
    const preview = await f.importCsv(csv, { dryRun: true });
    expect(preview).toEqual({
      dry_run: true,
      errors: ['Row 3: Department Code NOPE does not exist. Department codes: ENG, PLB'],
      stats: { created: 0, existing: 0, updated: 0, deleted: 0 },
      changes: [],
    });
    expect(await storedCounts()).toEqual(before);
    expect(await f.importCsv(csv)).toEqual({ ...preview, dry_run: false });
  });

  it('accepts dry_run=true, and runs for real with dry_run=0 or false', async () => {
    const before = await f.userCount();
    const upload = (n: number, query: string) =>
      f.upload(csvOf([educatorRecord(n)]), f.adminCookie, 'file', query);
    expect(json(await upload(520, '?dry_run=true'))).toMatchObject({ data: { dry_run: true } });
    expect(await f.userCount()).toBe(before);
    expect(json(await upload(521, '?dry_run=0'))).toMatchObject({ data: { dry_run: false } });
    expect(json(await upload(522, '?dry_run=false'))).toMatchObject({ data: { dry_run: false } });
    expect(await f.userCount()).toBe(before + 2);
  });

  it('answers 422 on dry_run for any other value, and imports nothing', async () => {
    const before = await f.userCount();
    for (const value of ['yes', '2', '', 'TRUE']) {
      const response = await f.upload(
        csvOf([educatorRecord(530)]),
        f.adminCookie,
        'file',
        `?dry_run=${value}`,
      );
      expect(response.statusCode, value).toBe(422);
      expect(json(response)).toMatchObject({ messages: { dry_run: ['must be 1 (a dry run) or 0'] } });
    }
    expect(await f.userCount()).toBe(before);
  });

  it('answers 401 signed out and 403 to a supervisor, even for a dry run', async () => {
    const csv = csvOf([educatorRecord(540)]);
    expect((await f.upload(csv, '', 'file', '?dry_run=1')).statusCode).toBe(401);
    const supervisorCookie = await loginAs(t.app, f.supervisor);
    expect((await f.upload(csv, supervisorCookie, 'file', '?dry_run=1')).statusCode).toBe(403);
  });

  it("plans against the admin's own institute only: another institute's user is not matched", async () => {
    const stranger = await createUser(t.db, f.other.id, { is_educator: true, unique_identifier: 'X77' });
    const preview = await f.importCsv(csvOf([educatorRecord(77, { unique_identifier: 'X77' })]), {
      dryRun: true,
    });
    expect(preview.changes).toMatchObject([{ action: 'create', record_id: null }]);
    expect(preview.changes[0]!.record_id).not.toBe(stranger.id);
  });
});
