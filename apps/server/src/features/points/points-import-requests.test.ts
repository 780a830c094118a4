import { LIMITS } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { multipartFile } from '../../../test/multipart.js';
import { email_outbox, institutes, point_requests } from '../../db/schema/index.js';
import { activity, csvOf, HEADER, pointsImportFixture } from './points-import-test-support.js';

// Issue 16: POST point_requests/import (pending point requests), and what both activity imports
// refuse: callers, files and hostile content.
let t: TestApp;
let f: Awaited<ReturnType<typeof pointsImportFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await pointsImportFixture(t);
});
afterAll(() => t.close());

const PATHS = ['/points_histories/import_no_approval', '/point_requests/import'] as const;

describe('POST /api/v1/point_requests/import', () => {
  it('creates pending requests of both types and tells the approvers; the dry run writes and sends nothing', async () => {
    await t.db
      .update(institutes)
      .set({
        vocational_point_approval_email_to: ['supervisor'],
        professional_point_approval_email_to: ['supervisor'],
      })
      .where(eq(institutes.id, f.institute.id));
    const csv = csvOf(
      activity({ 'Points Type': 'Vocational Currency', Points: '0', 'Unit Codes': 'U1, U2' }),
      activity({
        'Employee Number': 'E2',
        'Learning Journey Equivalent': 'N',
        Interval: 'hours',
        Duration: '1.5',
      }),
    );
    const before = await f.stored();
    const preview = await f.importCsv('/point_requests/import', csv, { dryRun: true });
    expect(preview).toMatchObject({
      dry_run: true,
      errors: [],
      stats: { created: 2, vocational: 1, professional: 1 },
    });
    expect(await f.stored()).toEqual(before);

    const result = await f.importCsv('/point_requests/import', csv);
    expect({ ...result, dry_run: true }).toEqual(preview);
    const after = await f.stored();
    // One email to the supervisor of both educators, listing both requests.
    expect(after).toEqual({ ...before, requests: before.requests + 2, emails: before.emails + 1 });
    const [notice] = await t.db
      .select()
      .from(email_outbox)
      .where(eq(email_outbox.to_address, 's1@points-import.test'));
    expect(notice!.text_body).toContain('Edu2 Importer: Industry conference');
    const requests = await t.db
      .select()
      .from(point_requests)
      .where(eq(point_requests.institute_id, f.institute.id))
      .orderBy(point_requests.id);
    expect(requests.map((r) => [r.user_id, r.type, r.status, Number(r.points)])).toEqual([
      [f.educators[0]!.id, 'VocationalPointRequest', 0, 0],
      [f.educators[1]!.id, 'ReaPointRequest', 0, 2.5],
    ]);
    expect(requests[0]).toMatchObject({
      unit_codes: 'U1, U2',
      activity_date: '2026-03-14',
      created_by_id: f.admin.id,
    });
    expect(requests[1]).toMatchObject({ activity_interval: 'hours', learning_journey_equivalent: false });
  });

  it('refuses an inactive user (a request is for someone who can act on it); nothing is written', async () => {
    const before = await f.stored();
    const result = await f.importCsv(
      '/point_requests/import',
      csvOf(activity(), activity({ 'Employee Number': 'X1' })),
    );
    expect(result.errors).toEqual([expect.stringMatching(/^Row 3: X1 · .* is inactive$/)]);
    expect(await f.stored()).toEqual(before);
  });
});

describe.each([
  ['points.csv', '/point_requests/import'],
  ['points_no_approval.csv', '/points_histories/import_no_approval'],
] as const)('GET /templates/%s', (file, path) => {
  it('downloads a header row the import accepts', async () => {
    const response = await apiClient(t.app, f.cookies.admin).get(`/templates/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.replace(/^\uFEFF/, '').trim()).toBe(HEADER.join(','));
    const record = csvOf(activity()).split('\n')[1];
    const result = await f.importCsv(path, `${response.body}\n${record}\n`, { dryRun: true });
    expect(result).toMatchObject({ errors: [], stats: { created: 1 } });
  });
});

describe.each(PATHS)('POST /api/v1%s: callers and files', (path) => {
  it('401 signed out, 403 for a supervisor and an educator; nothing is written', async () => {
    const before = await f.stored();
    expect((await f.upload(path, csvOf(activity()), { cookie: null })).statusCode).toBe(401);
    expect((await f.upload(path, csvOf(activity()), { cookie: f.cookies.supervisor })).statusCode).toBe(403);
    expect((await f.upload(path, csvOf(activity()), { cookie: f.cookies.educator })).statusCode).toBe(403);
    expect(await f.stored()).toEqual(before);
  });

  it('422 for no file, a misnamed field, a file over the size limit, and a bad dry_run', async () => {
    const noFile = await f.postJson(path);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toMatchObject({ code: 2 });
    const { payload, headers } = await multipartFile('import[csv]', csvOf(activity()), 'points.csv');
    const misnamed = await apiClient(t.app, f.cookies.admin).post(`/api/v1${path}`, payload, headers);
    expect(misnamed.statusCode).toBe(422);
    const big = Buffer.alloc(LIMITS.importFileBytes + 1, 'a');
    const tooLarge = await f.upload(path, big);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().messages.file[0]).toBe('The file is larger than 5 MB');
    const typo = await f.upload(path, csvOf(activity()), { query: '?dry_run=yes' });
    expect(typo.statusCode).toBe(422);
  });

  it(`refuses a file of more than ${LIMITS.importMaxRecords} records and takes exactly that many`, async () => {
    const rows = Array.from({ length: LIMITS.importMaxRecords + 1 }, () => activity());
    const before = await f.stored();
    const over = await f.importCsv(path, csvOf(...rows));
    expect(over.errors).toEqual([
      `The file has more than ${LIMITS.importMaxRecords} records; at most ${LIMITS.importMaxRecords} can be imported at once. Split it into smaller files.`,
    ]);
    expect(await f.stored()).toEqual(before);
    const exact = await f.importCsv(path, csvOf(...rows.slice(1)), { dryRun: true });
    expect(exact.stats.created).toBe(LIMITS.importMaxRecords);
    expect(await f.stored()).toEqual(before);
  });

  it('never a 500 on NUL, non-UTF-8, formula-like cells or a broken quote', async () => {
    const before = await f.stored();
    const nul = await f.importCsv(path, `${csvOf(activity())}\u0000`);
    expect(nul.errors).toEqual(['The file contains NUL characters, so it is not a CSV text file.']);
    const latin1 = await f.importCsv(path, Buffer.from([0x45, 0x6d, 0xe9, 0x0a]).toString('latin1'));
    expect(latin1.errors).toHaveLength(1);
    const broken = await f.importCsv(path, `${csvOf(activity())}"E1,unclosed\n`);
    expect(broken.errors[0]).toMatch(/^The file is not a valid CSV file/);
    expect(await f.stored()).toEqual(before);
    const formula = await f.importCsv(
      path,
      csvOf(activity({ 'Activity Name': '=HYPERLINK("http://evil.test")', Notes: '+1+1', Points: '=1+1' })),
    );
    expect(formula.errors).toEqual([
      'Row 2: Points must be a number, 0 or more, with at most 2 decimal places',
    ]);
    const stored = await f.importCsv(
      path,
      csvOf(activity({ 'Activity Name': '=cmd|calc', Notes: '@SUM(1)' })),
      {
        dryRun: true,
      },
    );
    expect(stored.errors).toEqual([]);
  });
});
