import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { passports, points_histories, points_history_evidences } from '../../db/schema/index.js';
import { currentPeriodOf } from './period-service.js';
import { uploadEvidence } from './points-test-support.js';
import { activity, csvOf, HEADER, pointsImportFixture } from './points-import-test-support.js';

// Issue 16: POST points_histories/import_no_approval — the rules of part 2 §5, all or nothing.
const PATH = '/points_histories/import_no_approval';
let t: TestApp;
let f: Awaited<ReturnType<typeof pointsImportFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await pointsImportFixture(t);
});
afterAll(() => t.close());

const historyOf = (userId: number) =>
  t.db
    .select()
    .from(points_histories)
    .where(eq(points_histories.user_id, userId))
    .orderBy(points_histories.id);

describe('POST /api/v1/points_histories/import_no_approval', () => {
  it('adds vocational and external professional rows; the dry run answers the same and writes nothing', async () => {
    const [, e2] = f.educators;
    const csv = csvOf(
      activity({
        'Points Type': 'Vocational Currency',
        'Activity Date': '03/02/2026',
        Duration: '3',
        Interval: 'Days',
        Points: '0',
        Notes: 'Placement',
        'Unit Codes': 'BSB101',
      }),
      activity({ 'Employee Number': '', Email: 'E2@points-import.test', 'Learning Journey Equivalent': 'Y' }),
    );
    const before = await f.stored();
    const preview = await f.importCsv(PATH, csv, { dryRun: true });
    expect(preview).toMatchObject({
      dry_run: true,
      errors: [],
      stats: { created: 2, vocational: 1, professional: 1, users: 2 },
    });
    expect(preview.changes.map(({ row, action, record }) => ({ row, action, record }))).toEqual([
      { row: 2, action: 'create', record: 'E1 · Edu1 Importer' },
      { row: 3, action: 'create', record: 'E2 · Edu2 Importer' },
    ]);
    expect(preview.changes[0]!.fields).toContainEqual({
      field: 'Activity Date',
      before: null,
      after: '2026-02-03',
    });
    expect(await f.stored()).toEqual(before);

    const result = await f.importCsv(PATH, csv);
    expect({ ...result, dry_run: true }).toEqual(preview);
    expect(await f.stored()).toEqual({ ...before, histories: before.histories + 2 });
    const [vocational] = (await historyOf(f.educators[0]!.id)).slice(-1);
    expect(vocational).toMatchObject({
      type: 'PointsVocational',
      date: '2026-02-03',
      activity_date: '2026-02-03',
      points: 0,
      activity_duration: 3,
      activity_interval: 'days',
      notes: 'Placement',
      unit_codes: 'BSB101',
      learning_journey_equivalent: false,
      created_by_id: f.admin.id,
    });
    expect((await historyOf(e2!.id)).at(-1)).toMatchObject({
      type: 'PointsRea',
      points: 2.5,
      learning_journey_equivalent: true,
    });
  });

  it('reports every broken rule with its row number and writes nothing (all or nothing)', async () => {
    const before = await f.stored();
    const result = await f.importCsv(
      PATH,
      csvOf(
        activity(),
        activity({ 'Employee Number': '', Email: '' }),
        activity({ 'Points Type': 'Other Currency', 'Activity Name': '', Points: '' }),
        activity({ 'Activity Date': '2026-02-30' }),
        activity({ 'Activity Date': '14.03.2026', Points: '-1' }),
        activity({ Interval: 'fortnights', Duration: 'x', Points: '1.234' }),
        activity({ Notes: 'n'.repeat(1001) }),
        activity({ 'Employee Number': 'NOPE' }),
        activity({ 'Employee Number': 'O1' }),
        activity({ Email: 'e2@points-import.test' }),
        activity({ 'Employee Number': 'SA1' }),
        activity({ 'Learning Journey Equivalent': 'maybe', 'Unit Codes': 'U1' }),
        activity({ 'Points Type': 'Vocational Currency', 'Learning Journey Equivalent': 'Y' }),
        activity({ Points: '10001' }),
      ),
    );
    expect(result.stats).toEqual({ created: 0, vocational: 0, professional: 0, users: 0 });
    expect(result.changes).toEqual([]);
    expect(result.errors).toEqual([
      'Row 3: Employee Number or Email is required',
      'Row 4: Points Type must be Vocational Currency or External Professional Currency',
      "Row 4: Activity Name can't be blank",
      "Row 4: Points can't be blank",
      'Row 5: Activity Date must be a date as YYYY-MM-DD or dd/mm/YYYY',
      'Row 6: Activity Date must be a date as YYYY-MM-DD or dd/mm/YYYY',
      'Row 6: Points must be a number, 0 or more, with at most 2 decimal places',
      'Row 7: Points must be a number, 0 or more, with at most 2 decimal places',
      'Row 7: Duration must be a number, 0 or more, with at most 2 decimal places',
      'Row 7: Interval must be one of hours, days, weeks, months, years',
      'Row 8: Notes is too long (maximum is 1000 characters)',
      'Row 9: Employee Number NOPE is not a user of this institute',
      'Row 10: Employee Number O1 is not a user of this institute',
      'Row 11: Employee Number E1 and Email e2@points-import.test are different users',
      expect.stringMatching(/^Row 12: SA1 · .* is a super admin, who has no points$/),
      'Row 13: Learning Journey Equivalent must be Y or N',
      'Row 13: Unit Codes apply to Vocational Currency only',
      'Row 14: Learning Journey Equivalent applies to External Professional Currency only',
      'Row 15: Points must be 10000 or less',
    ]);
    expect(await f.stored()).toEqual(before);
  });

  it('takes an inactive user, and a file without the Email column', async () => {
    const header = HEADER.filter((column) => column !== 'Email').join(',');
    const csv = `${header}\nX1,External Professional Currency,Old course,2020-01-31,,,1\n`;
    const result = await f.importCsv(PATH, csv);
    expect(result).toMatchObject({ errors: [], stats: { created: 1 } });
    expect((await historyOf(f.inactive.id)).map((h) => h.date)).toEqual(['2020-01-31']);
  });

  it('refuses a file without a user column or a required column, as issues', async () => {
    const noUser = await f.importCsv(PATH, 'Points Type,Activity Name,Activity Date,Points\nx,y,z,1\n');
    expect(noUser.errors).toEqual(['The header row needs the column Employee Number or Email.']);
    const noPoints = await f.importCsv(
      PATH,
      'Employee Number,Points Type,Activity Name,Activity Date\nE1,x,y,z\n',
    );
    expect(noPoints.errors).toEqual(['The header row is missing the column: Points.']);
  });

  it('recomputes the passports of the imported rows’ period', async () => {
    const e3 = f.educators[2]!;
    const { start } = currentPeriodOf(f.institute);
    const passport = () =>
      t.db
        .select()
        .from(passports)
        .where(and(eq(passports.user_id, e3.id), eq(passports.period_start, start)))
        .then((rows) => rows[0]);
    expect((await passport())?.professional_points ?? 0).toBe(0);
    const csv = csvOf(
      activity({ 'Employee Number': 'E3', 'Activity Date': start, Points: '2' }),
      activity({ 'Employee Number': 'E3', 'Activity Date': start, Points: '1.5' }),
    );
    await f.importCsv(PATH, csv, { dryRun: true });
    expect((await passport())?.professional_points ?? 0).toBe(0);
    await f.importCsv(PATH, csv);
    expect(await passport()).toMatchObject({ professional_points: 3.5 });
  });

  it('attaches the evidences_attributes files to every imported row', async () => {
    const fileId = await uploadEvidence(t.app, f.cookies.admin);
    const { payload, headers } = await evidenceForm(
      csvOf(
        activity({ Notes: 'with evidence 1' }),
        activity({ 'Employee Number': 'E2', Notes: 'with evidence 2' }),
      ),
      [fileId],
    );
    const before = await f.stored();
    const response = await apiClient(t.app, f.cookies.admin).post(`/api/v1${PATH}`, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.errors).toEqual([]);
    expect(await f.stored()).toEqual({
      ...before,
      histories: before.histories + 2,
      evidences: before.evidences + 2,
    });
    const evidences = await t.db
      .select()
      .from(points_history_evidences)
      .where(eq(points_history_evidences.institute_id, f.institute.id));
    const two = evidences.slice(-2);
    expect(new Set(two.map((e) => e.storage_key)).size).toBe(1);
    expect(new Set(two.map((e) => e.upload_id)).size).toBe(2);
    const download = await apiClient(t.app, f.cookies.admin).get(
      `/api/v1/evidence_files/${two[1]!.upload_id}`,
    );
    expect(download.statusCode).toBe(200);

    // The upload is used: naming it again is an issue, and nothing is written.
    const again = await evidenceForm(csvOf(activity()), [fileId]);
    const refused = await apiClient(t.app, f.cookies.admin).post(
      `/api/v1${PATH}`,
      again.payload,
      again.headers,
    );
    expect(refused.json().data.errors).toEqual([
      `Evidence file ${fileId} is not a file you uploaded, or it has already been used.`,
    ]);
    const unknown = await evidenceForm(
      csvOf(activity()),
      ['no-such-upload'],
      'evidences_attributes[0][file_id]',
    );
    const bad = await apiClient(t.app, f.cookies.admin).post(
      `/api/v1${PATH}`,
      unknown.payload,
      unknown.headers,
    );
    expect(bad.json().data.errors).toHaveLength(1);
    expect(await f.stored()).toEqual({
      ...before,
      histories: before.histories + 2,
      evidences: before.evidences + 2,
    });
  });

  it('refuses odd multipart bodies with 400 or 422, never 500, writing nothing', async () => {
    const admin = apiClient(t.app, f.cookies.admin);
    const before = await f.stored();
    const noBoundary = await admin.post(`/api/v1${PATH}`, 'x', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    const form = new FormData();
    form.append('file', new Blob([csvOf(activity())]), 'a.csv');
    form.append('file', new Blob([csvOf(activity())]), 'b.csv');
    form.append('notify_user', 'true');
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const twoFiles = await admin.post(`/api/v1${PATH}`, Buffer.from(await request.arrayBuffer()), {
      'content-type': request.headers.get('content-type')!,
    });
    expect(twoFiles.statusCode).toBe(422);
    const extra = await evidenceForm(csvOf(activity()), ['x'], 'notify_user');
    const unknownField = await admin.post(`/api/v1${PATH}`, extra.payload, extra.headers);
    expect(unknownField.statusCode).toBe(422);
    expect(unknownField.json().messages).toEqual({ notify_user: ['is not a field of this import'] });
    const tooMany = await evidenceForm(
      csvOf(activity()),
      Array.from({ length: 21 }, (_, i) => `id${i}`),
    );
    expect((await admin.post(`/api/v1${PATH}`, tooMany.payload, tooMany.headers)).statusCode).toBe(422);
    const nul = await evidenceForm(csvOf(activity()), ['a\u0000b']);
    expect((await admin.post(`/api/v1${PATH}`, nul.payload, nul.headers)).statusCode).toBe(422);
    expect(await f.stored()).toEqual(before);
  });
});

/** The import's multipart body: the file and evidence ids. */
async function evidenceForm(csv: string, fileIds: string[], field = 'evidences_attributes[][file_id]') {
  const form = new FormData();
  for (const id of fileIds) form.append(field, id);
  form.append('file', new Blob([csv]), 'points.csv');
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
