import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import {
  audit_events,
  audit_pack_runs,
  programs,
  registrations,
  type UserRow,
} from '../../db/schema/index.js';
import { ledgerRowWithFiles, pdfText, unzip } from './test-support.js';

/** GET users/{id}/audit_pack.pdf and .zip (issue 40 §3): one educator's pack, made at once. */
let t: TestApp;
let instituteId: number;
let admin: UserRow;
let educator: UserRow;
let otherEducator: UserRow;
const cookies: Record<'admin' | 'supervisor' | 'otherSupervisor' | 'educator' | 'facilitator', string> = {
  admin: '',
  supervisor: '',
  otherSupervisor: '',
  educator: '',
  facilitator: '',
};
let foreignUserId: number;
const RANGE = '?from=2026-01-01&to=2026-06-30';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const pack = (cookie: string | undefined, userId: number, kind: 'pdf' | 'zip', query = RANGE) =>
  apiClient(t.app, cookie).get(`/api/v1/users/${userId}/audit_pack.${kind}${query}`);

interface Manifest {
  files: { file: string; status: string; sha256: string | null; size: number | null; supports: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ auditPackMaxBytes: 5 * 1024 * 1024 });
  instituteId = (
    await createInstitute(t.db, { name: 'North TAFE', timezone: 'Australia/Melbourne', vcm_enabled: true })
  ).id;
  admin = await createUser(t.db, instituteId, {
    is_institute_admin: true,
    given_name: 'Ada',
    family_name: 'Admin',
  });
  const supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
  const otherSupervisor = await createUser(t.db, instituteId, { is_supervisor: true });
  const facilitator = await createUser(t.db, instituteId, { is_facilitator: true });
  educator = await createUser(t.db, instituteId, {
    is_educator: true,
    supervisor_id: supervisor.id,
    given_name: 'Ivana',
    family_name: 'Petrović',
    unique_identifier: 'EMP-0042',
  });
  otherEducator = await createUser(t.db, instituteId, {
    is_educator: true,
    supervisor_id: otherSupervisor.id,
  });
  cookies.admin = await loginAs(t.app, admin);
  cookies.supervisor = await loginAs(t.app, supervisor);
  cookies.otherSupervisor = await loginAs(t.app, otherSupervisor);
  cookies.educator = await loginAs(t.app, educator);
  cookies.facilitator = await loginAs(t.app, facilitator);
  foreignUserId = (await createUser(t.db, (await createInstitute(t.db)).id, { is_educator: true })).id;

  await ledgerRowWithFiles(
    t,
    instituteId,
    educator.id,
    {
      date: '2026-03-04',
      activity_name: 'First Aid',
      approval_reason: 'Certificate seen',
      created_by_id: admin.id,
    },
    [
      { filename: 'First Aid.pdf' },
      { filename: 'First Aid.pdf', content: Buffer.from('%PDF-1.4 second copy') },
      { filename: '../../etc/passwd\u202Efdp.pdf' },
      { filename: 'Flyer – 2026.pdf' },
    ],
  );
  await ledgerRowWithFiles(t, instituteId, educator.id, { date: '2026-05-20', activity_name: 'Site visit' }, [
    { filename: 'Gone.pdf', missing: true },
  ]);
  await ledgerRowWithFiles(
    t,
    instituteId,
    educator.id,
    { date: '2025-05-20', activity_name: 'Out of range' },
    [{ filename: 'Old.pdf' }],
  );
});
afterAll(() => t.close());

describe('GET users/{id}/audit_pack.pdf', () => {
  it('prints the cover and the ledger with each approval, and records its SHA-256 in the audit trail', async () => {
    const response = await pack(cookies.admin, educator.id, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Ivana Petrović');
    expect(text).toContain('EMP-0042');
    expect(text).toContain('1/1/26 – 30/6/26');
    expect(text).toMatch(/4\/3\/26\s+Vocational[\s\S]*First Aid[\s\S]*Ada Admin/);
    expect(text).toContain('Certificate seen');
    expect(text).not.toContain('Out of range');
    for (const section of [
      'Passport per period',
      'VCM matrix',
      'Points ledger',
      'Programs completed',
      'Profiling summary',
    ])
      expect(text).toContain(section);

    const events = await t.db
      .select()
      .from(audit_events)
      .where(and(eq(audit_events.institute_id, instituteId), eq(audit_events.table_name, 'audit_pack_runs')));
    const event = events.find((e) => e.after?.sha256 === sha256(response.rawPayload));
    expect(event).toMatchObject({ action: 'insert', user_id: admin.id });
    expect(event!.after).toMatchObject({ requested_by: admin.id, scope: 'user', format: 'pdf' });
  });

  it('lets a supervisor make their own educator’s pack', async () => {
    expect((await pack(cookies.supervisor, educator.id, 'pdf')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await pack(undefined, educator.id, 'pdf')).statusCode).toBe(401);
    expect((await pack(undefined, educator.id, 'zip')).statusCode).toBe(401);
  });

  it('answers 403 to roles that may not make packs, and to an educator for their own', async () => {
    expect((await pack(cookies.educator, educator.id, 'pdf')).statusCode).toBe(403);
    expect((await pack(cookies.facilitator, educator.id, 'zip')).statusCode).toBe(403);
  });

  it('answers 404 for another institute’s user and another supervisor’s educator', async () => {
    expect((await pack(cookies.admin, foreignUserId, 'pdf')).statusCode).toBe(404);
    expect((await pack(cookies.admin, foreignUserId, 'zip')).statusCode).toBe(404);
    expect((await pack(cookies.otherSupervisor, educator.id, 'pdf')).statusCode).toBe(404);
    expect((await pack(cookies.supervisor, otherEducator.id, 'zip')).statusCode).toBe(404);
  });

  it('answers 422 for a range that ends before it starts, is not a date or is missing', async () => {
    const backwards = await pack(cookies.admin, educator.id, 'pdf', '?from=2026-06-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ messages: { to: ['must be on or after the start'] } });
    expect((await pack(cookies.admin, educator.id, 'zip', '?from=2026-02-30&to=2026-03-01')).statusCode).toBe(
      422,
    );
    expect((await pack(cookies.admin, educator.id, 'pdf', '')).statusCode).toBe(422);
  });
});

describe('the programs a pack lists', () => {
  it('dates a program without an end date by the day its completion fell on the institute’s clock', async () => {
    // Both completed late on 30 June in UTC: one is still 30 June in Melbourne (23:00), the other
    // already 1 July (01:00), after the range.
    const completedAt = {
      'Late June program': '2026-06-30T13:00:00Z',
      'Early July program': '2026-06-30T15:00:00Z',
    };
    for (const [name, at] of Object.entries(completedAt)) {
      const [program] = await t.db.insert(programs).values({ institute_id: instituteId, name }).returning();
      await t.db.insert(registrations).values({
        institute_id: instituteId,
        program_id: program!.id,
        user_id: otherEducator.id,
        completed: true,
        completed_at: new Date(at),
      });
    }
    const text = await pdfText((await pack(cookies.admin, otherEducator.id, 'pdf')).rawPayload);
    expect(text).toContain('Late June program');
    expect(text).not.toContain('Early July program');
  });
});

describe('GET users/{id}/audit_pack.zip', () => {
  it('holds the PDF, each evidence file under a name a person can match, and a manifest of SHA-256s', async () => {
    const response = await pack(cookies.admin, educator.id, 'zip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = await unzip(response.rawPayload);
    const names = [...entries.keys()];
    expect(names).toEqual([
      'Audit pack - Ivana Petrović.pdf',
      expect.stringMatching(/^evidence\/2026-03-04 points history \d+ - First Aid\.pdf$/),
      expect.stringMatching(/^evidence\/2026-03-04 points history \d+ - First Aid \(2\)\.pdf$/),
      expect.stringMatching(/^evidence\/2026-03-04 points history \d+ - passwdfdp\.pdf$/),
      expect.stringMatching(/^evidence\/2026-03-04 points history \d+ - Flyer - 2026\.pdf$/),
      'manifest.csv',
      'manifest.json',
    ]);
    expect(names.every((name) => !name.includes('..') && !/[\u202e\u2013]/.test(name))).toBe(true);
    expect(await pdfText(entries.get(names[0]!)!)).toContain('Ivana Petrović');

    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    const included = manifest.files.filter((f) => f.status === 'included');
    expect(included).toHaveLength(5);
    for (const file of included) {
      expect(file.sha256).toBe(sha256(entries.get(file.file)!));
      expect(file.size).toBe(entries.get(file.file)!.length);
    }
    expect(manifest.files.find((f) => f.status === 'missing')).toMatchObject({
      file: expect.stringMatching(/^evidence\/2026-05-20 points history \d+ - Gone\.pdf$/),
      sha256: null,
      supports: expect.stringMatching(/^points history \d+$/),
    });
    const csv = entries.get('manifest.csv')!.toString();
    expect(csv).toContain('file,status,sha256,size,supports');
    expect(csv).toMatch(/Gone\.pdf,missing,,,points history \d+/);
    expect(csv).toContain(included[1]!.sha256);
  });

  it('records the ZIP’s own SHA-256 with who made it', async () => {
    const response = await pack(cookies.admin, educator.id, 'zip');
    const hash = sha256(response.rawPayload);
    let run;
    for (let i = 0; i < 50 && !run; i++) {
      [run] = await t.db.select().from(audit_pack_runs).where(eq(audit_pack_runs.sha256, hash));
      if (!run) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(run).toMatchObject({
      requested_by: admin.id,
      format: 'zip',
      size: response.rawPayload.length,
      missing_files: 1,
    });
  });

  it('refuses a pack over the configured size before it starts, naming the estimate', async () => {
    await ledgerRowWithFiles(t, instituteId, otherEducator.id, { date: '2026-02-02', activity_name: 'Big' }, [
      { filename: 'Big.pdf', content: Buffer.alloc(6 * 1024 * 1024, 1) },
    ]);
    const response = await pack(cookies.admin, otherEducator.id, 'zip');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ base: string[] }>().base[0]).toMatch(/about 6\.5 MB .* over the limit of 5\.0 MB/);
  });
});
