import { LIMITS } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import {
  catalogueFixture,
  COURSE_HEADER,
  courseUnitRows,
  coursesCsv,
  importForm,
  QUALIFICATION_HEADER,
  qualificationsCsv,
  THIS_YEAR,
} from './catalogue-test-support.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await catalogueFixture(t);
});
afterAll(() => t.close());

const CATALOGUES = ['course_units', 'professional_qualifications'] as const;

describe('GET course_units.csv and professional_qualifications.csv', () => {
  it('exports the year in the import’s columns, and the export re-imports unchanged', async () => {
    const rows = [
      ...courseUnitRows(3, 2),
      ['C2', 'Course C2', 'C1U1', 'Unit 1 of course C1'],
      ['=SUM(1)', '+Formula, "quoted"', '-U', '@Unit'],
    ];
    await f.importCsv('course_units', coursesCsv(...rows));
    await f.importCsv(
      'professional_qualifications',
      qualificationsCsv(['Q1', 'Cert IV'], ['Q2', 'Diploma, advanced']),
    );

    const exported = await f.exportCsv('course_units');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parse(exported.body, { bom: true }) as string[][];
    expect(records[0]).toEqual(COURSE_HEADER);
    expect(records).toHaveLength(rows.length + 1);
    // Formula-like cells are escaped for spreadsheets, and read back as they were.
    expect(records).toContainEqual(["'=SUM(1)", '\'+Formula, "quoted"', "'-U", "'@Unit"]);
    const before = await f.stored();
    const again = await f.importCsv('course_units', exported.body);
    expect(again.messages).toEqual([]);
    expect(Object.values(again.stats).every((n) => n === 0)).toBe(true);
    expect(await f.stored()).toEqual(before);

    const qualifications = await f.exportCsv('professional_qualifications');
    expect(parse(qualifications.body, { bom: true })).toEqual([
      QUALIFICATION_HEADER,
      ['Q1', 'Cert IV'],
      ['Q2', 'Diploma, advanced'],
    ]);
    const reimported = await f.importCsv('professional_qualifications', qualifications.body);
    expect(reimported.stats).toEqual({ created: 0, updated: 0, retired: 0 });
  });

  it('a year without a catalogue exports the header only; the year is required and checked', async () => {
    expect(parse((await f.exportCsv('course_units', THIS_YEAR + 1)).body, { bom: true })).toEqual([
      COURSE_HEADER,
    ]);
    for (const query of ['', '?year=', '?year=abcd', '?year=1999', '?year=99999', '?year=2026%00']) {
      const response = await apiClient(t.app, f.cookies.admin).get(`/api/v1/course_units.csv${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ code: 2 });
    }
  });

  it('templates: the import header rows', async () => {
    for (const [file, header] of [
      ['vcm_course_units.csv', COURSE_HEADER],
      ['vcm_professional_qualifications.csv', QUALIFICATION_HEADER],
    ] as const) {
      const response = await apiClient(t.app, f.cookies.admin).get(`/templates/${file}`);
      expect(response.statusCode).toBe(200);
      expect(parse(response.body, { bom: true })).toEqual([header]);
    }
  });
});

describe('who may import and export', () => {
  it('401 signed out, 403 for a supervisor, 404 while VCM is off; a super admin may', async () => {
    for (const catalogue of CATALOGUES) {
      const csv =
        catalogue === 'course_units' ? coursesCsv(['A', 'A', 'B', 'B']) : qualificationsCsv(['A', 'A']);
      expect((await f.upload(catalogue, csv, { cookie: null })).statusCode).toBe(401);
      expect((await f.exportCsv(catalogue, THIS_YEAR, null)).statusCode).toBe(401);
      expect((await f.upload(catalogue, csv, { cookie: f.cookies.supervisor })).statusCode).toBe(403);
      expect((await f.exportCsv(catalogue, THIS_YEAR, f.cookies.supervisor)).statusCode).toBe(403);
      const off = await f.upload(catalogue, csv, { cookie: f.cookies.disabledAdmin });
      expect(off.statusCode).toBe(404);
      expect((await f.exportCsv(catalogue, THIS_YEAR, f.cookies.disabledAdmin)).statusCode).toBe(404);
      const byDry = await f.upload(catalogue, csv, { cookie: f.cookies.superAdmin, query: '?dry_run=1' });
      expect(byDry.statusCode).toBe(200);
    }
    expect(await f.stored(f.disabled.id)).toMatchObject({ courses: 0, qualifications: 0 });
  });

  it('each institute sees and replaces only its own catalogue', async () => {
    const mine = await f.stored();
    await f.importCsv('course_units', coursesCsv(['C1', 'Their C1', 'X1', 'Their unit']), {
      cookie: f.cookies.otherAdmin,
    });
    expect(await f.stored()).toEqual(mine);
    expect(await f.stored(f.other.id)).toMatchObject({ courses: 1, units: 1, links: 1 });
    const theirs = parse((await f.exportCsv('course_units', THIS_YEAR, f.cookies.otherAdmin)).body, {
      bom: true,
    });
    expect(theirs).toEqual([COURSE_HEADER, ['C1', 'Their C1', 'X1', 'Their unit']]);
  });
});

describe('the upload itself: clear errors, never a 500', () => {
  const post = async (body: Awaited<ReturnType<typeof importForm>>) =>
    apiClient(t.app, f.cookies.admin).post('/api/v1/course_units/import', body.payload, body.headers);
  const fieldError = async (response: { statusCode: number; json: () => unknown }, field: string) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 2, messages: { [field]: [expect.any(String)] } });
  };

  it('the year: missing, malformed, or not this year or next', async () => {
    const csv = coursesCsv(['A', 'A', 'B', 'B']);
    await fieldError(await f.upload('course_units', csv, { year: null }), 'year');
    await fieldError(await f.upload('course_units', csv, { year: 'next' }), 'year');
    const past = await f.upload('course_units', csv, { year: String(THIS_YEAR - 1) });
    expect(past.json()).toMatchObject({ messages: { year: [`must be ${THIS_YEAR} or ${THIS_YEAR + 1}`] } });
    const next = await f.upload('course_units', csv, { year: String(THIS_YEAR + 1), query: '?dry_run=1' });
    expect(next.statusCode).toBe(200);
  });

  it('no file, a file under another name, not multipart, a broken body', async () => {
    await fieldError(await f.upload('course_units', undefined), 'file');
    await fieldError(await post(await importForm('x', String(THIS_YEAR), 'file')), 'file');
    await fieldError(
      await apiClient(t.app, f.cookies.admin).post('/api/v1/course_units/import', { import: {} }),
      'file',
    );
    const broken = await apiClient(t.app, f.cookies.admin).post(
      '/api/v1/course_units/import',
      '--x\r\nnonsense',
      {
        'content-type': 'multipart/form-data; boundary=x',
      },
    );
    expect([400, 422]).toContain(broken.statusCode);
  });

  it('a file over 5 MB is refused on the file; binary and huge rows are refused as files', async () => {
    const big = Buffer.alloc(LIMITS.importFileBytes + 1, 'a');
    await fieldError(await f.upload('course_units', big), 'file');
    const before = await f.stored();
    const binary = await f.importCsv(
      'course_units',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]),
    );
    expect(binary.messages[1]).toMatchObject({
      error: true,
      message: expect.stringMatching(/not UTF-8|NUL/),
    });
    const hugeRow = `${COURSE_HEADER.join(',')}\nC1,"${'x'.repeat(70 * 1024)}",U1,Unit\n`;
    const huge = await f.importCsv('course_units', hugeRow);
    expect(huge.messages[1]!.message).toMatch(/^The file is not a valid CSV file/);
    const broken = await f.importCsv('course_units', `${COURSE_HEADER.join(',')}\n"C1,unclosed\n`);
    expect(broken.messages[1]!.message).toMatch(/^The file is not a valid CSV file/);
    expect(await f.stored()).toEqual(before);
  });
});
