import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TAuditPackRun } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import { audit_events, audit_pack_runs, email_outbox, type UserRow } from '../../db/schema/index.js';
import { cleanUpAuditPacks, removeExpiredAuditPacks } from './runs-service.js';
import { ledgerRowWithFiles, unzip } from './test-support.js';

/** POST/GET audit_packs (issue 40 §3): a department's, unit code's or institute's packs, made by a job. */
let t: TestApp;
let instituteId: number;
let admin: UserRow;
let adminCookie: string;
let supervisorCookie: string;
let foreignAdminCookie: string;
let departmentId: number;

const client = (cookie?: string) => apiClient(t.app, cookie);
const start = (cookie: string | undefined, body: Record<string, unknown>) =>
  client(cookie).post('/api/v1/audit_packs', {
    audit_pack: { from: '2026-01-01', to: '2026-06-30', ...body },
  });

async function untilDone(id: number): Promise<TAuditPackRun> {
  for (let i = 0; i < 300; i++) {
    const run = client(adminCookie).get(`/api/v1/audit_packs/${id}`);
    const { data } = (await run).json<{ data: TAuditPackRun }>();
    if (data.status === 'ready' || data.status === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the pack was not made in time');
}

beforeAll(async () => {
  t = await createTestApp({ jobs: { enabled: true }, auditPackMaxBytes: Math.round(1.4 * 1024 * 1024) });
  instituteId = (await createInstitute(t.db, { name: 'North TAFE' })).id;
  const [department] = (await createDivisionWithDepartments(t.db, instituteId, 'Trades', ['Plumbing']))
    .departments;
  departmentId = department!.id;
  admin = await createUser(t.db, instituteId, { is_institute_admin: true, email: 'ada@north.test' });
  const supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
  for (const [given, file] of [
    ['Ana', 'Licence.pdf'],
    ['Ben', 'Licence.pdf'],
  ] as const) {
    const educator = await createUser(t.db, instituteId, {
      is_educator: true,
      given_name: given,
      family_name: 'Plumber',
      department_id: departmentId,
    });
    await ledgerRowWithFiles(t, instituteId, educator.id, { date: '2026-02-03', activity_name: 'Licence' }, [
      { filename: file },
    ]);
  }
  await createUser(t.db, instituteId, { is_educator: true, given_name: 'Cat', family_name: 'Elsewhere' });
  adminCookie = await loginAs(t.app, admin);
  supervisorCookie = await loginAs(t.app, supervisor);
  const foreign = await createInstitute(t.db);
  foreignAdminCookie = await loginAs(t.app, await createUser(t.db, foreign.id, { is_institute_admin: true }));
});
afterAll(() => t.close());

describe('a department’s audit packs', () => {
  let run: TAuditPackRun;

  it('is made by the job: a folder per educator, progress to the end, and an email to the requester', async () => {
    const response = await start(adminCookie, { scope: 'department', department_id: departmentId });
    expect(response.statusCode).toBe(202);
    const started = response.json<{ data: TAuditPackRun }>().data;
    expect(started).toMatchObject({ scope_label: 'Department: Plumbing department', educators_total: 2 });
    run = await untilDone(started.id);
    expect(run).toMatchObject({ status: 'ready', educators_done: 2, missing_files: 0 });
    expect(new Date(run.expires_at!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const [email] = await t.db
      .select()
      .from(email_outbox)
      .where(eq(email_outbox.to_address, 'ada@north.test'));
    expect(email).toMatchObject({ subject: 'Your audit pack is ready' });
    expect(email!.text_body).toContain('/audit_packs');
  });

  it('downloads as one ZIP whose SHA-256 the audit trail holds, made by the requester', async () => {
    const response = await client(adminCookie).get(`/api/v1/audit_packs/${run.id}/download`);
    expect(response.statusCode).toBe(200);
    const hash = createHash('sha256').update(response.rawPayload).digest('hex');
    expect(hash).toBe(run.sha256);
    const names = [...(await unzip(response.rawPayload)).keys()];
    expect(names.filter((name) => name.endsWith('manifest.json'))).toHaveLength(2);
    expect(names).toContainEqual(
      expect.stringMatching(/^Plumber Ana \(\d+\)\/evidence\/2026-02-03 .* - Licence\.pdf$/),
    );
    expect(names.some((name) => name.includes('Elsewhere'))).toBe(false);

    const events = await t.db
      .select()
      .from(audit_events)
      .where(and(eq(audit_events.institute_id, instituteId), eq(audit_events.table_name, 'audit_pack_runs')));
    expect(events.find((e) => e.after?.sha256 === hash)).toMatchObject({
      action: 'update',
      user_id: admin.id,
    });
  });

  it('lists it for admins; another institute’s admin finds nothing', async () => {
    const list = await client(adminCookie).get('/api/v1/audit_packs');
    expect(list.json<{ data: TAuditPackRun[] }>().data.map((r) => r.id)).toContain(run.id);
    expect((await client(foreignAdminCookie).get(`/api/v1/audit_packs/${run.id}`)).statusCode).toBe(404);
    expect((await client(foreignAdminCookie).get(`/api/v1/audit_packs/${run.id}/download`)).statusCode).toBe(
      404,
    );
  });

  it('is removed, file and link, once expired', async () => {
    await t.db
      .update(audit_pack_runs)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(audit_pack_runs.id, run.id));
    expect(await removeExpiredAuditPacks(t.app.deps)).toBe(1);
    expect((await client(adminCookie).get(`/api/v1/audit_packs/${run.id}/download`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(audit_pack_runs).where(eq(audit_pack_runs.id, run.id));
    expect(row).toMatchObject({ status: 'expired', file_key: null });
  });
});

describe('starting a pack', () => {
  it('answers 401 without a session and 403 to a supervisor', async () => {
    expect((await start(undefined, { scope: 'institute' })).statusCode).toBe(401);
    expect((await start(supervisorCookie, { scope: 'institute' })).statusCode).toBe(403);
    expect((await client(supervisorCookie).get('/api/v1/audit_packs')).statusCode).toBe(403);
  });

  it('answers 422 for a bad range, a missing department or one of another institute', async () => {
    expect((await start(adminCookie, { scope: 'institute', to: '2025-01-01' })).statusCode).toBe(422);
    const missing = await start(adminCookie, { scope: 'department' });
    expect(missing.json()).toMatchObject({ messages: { department_id: ['is required'] } });
    const other = await start(adminCookie, { scope: 'department', department_id: 999_999 });
    expect(other.statusCode).toBe(422);
    expect((await start(adminCookie, { scope: 'unit', unit_code: 'NOPE101' })).statusCode).toBe(422);
  });

  it('refuses a pack over the size limit before it starts, naming the estimated size', async () => {
    const before = await t.db.select().from(audit_pack_runs);
    const response = await start(adminCookie, { scope: 'institute' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ base: string[] }>().base[0]).toMatch(
      /^The pack would be about 1\.5 MB \(3 educators, 2 files\), over the limit of 1\.4 MB/,
    );
    expect(await t.db.select().from(audit_pack_runs)).toHaveLength(before.length);
  });
});

describe('a run whose job is gone', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  /** A run as a stopped node leaves it: `since` its last change (its claim, its last progress). */
  async function leftRun(status: 'queued' | 'running', since: Date) {
    const [row] = await t.db
      .insert(audit_pack_runs)
      .values({
        institute_id: instituteId,
        requested_by: admin.id,
        scope: 'department',
        scope_value: String(departmentId),
        format: 'zip',
        date_from: '2026-01-01',
        date_to: '2026-06-30',
        status,
        educators_total: 2,
        educators_done: status === 'running' ? 1 : 0,
        created_at: since,
        updated_at: since,
      })
      .returning();
    return row!.id;
  }
  const shown = async (id: number) =>
    (await client(adminCookie).get(`/api/v1/audit_packs/${id}`)).json<{ data: TAuditPackRun }>().data;

  it('says on screen that it failed once the hourly cleanup finds its job given up, and not before', async () => {
    // Its node stopped mid-run (killed in a rolling restart): pg-boss gives the attempt up after an
    // hour and, with no retry, nothing else would ever change the run.
    const killedMidRun = await leftRun('running', hoursAgo(2));
    const stillRunning = await leftRun('running', hoursAgo(0.5));
    const lostItsJob = await leftRun('queued', hoursAgo(30));
    const waiting = await leftRun('queued', hoursAgo(2));

    expect((await cleanUpAuditPacks(t.app.deps)).failed).toBe(2);

    for (const id of [killedMidRun, lostItsJob]) {
      expect(await shown(id)).toMatchObject({
        status: 'failed',
        error: 'The pack could not be made. Try again, or ask your administrator.',
      });
    }
    expect(await shown(stillRunning)).toMatchObject({ status: 'running', error: null });
    expect(await shown(waiting)).toMatchObject({ status: 'queued', error: null });
  });
});
