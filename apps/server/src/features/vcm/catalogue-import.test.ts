import { CATALOGUE_IMPORT_MESSAGES, LIMITS } from '@pdp/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { course_units, courses, units } from '../../db/schema/index.js';
import {
  catalogueFixture,
  courseUnitRows,
  coursesCsv,
  csvOf,
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

const refusal = (...errors: string[]) => [
  { message: CATALOGUE_IMPORT_MESSAGES.refused, error: false, header: true },
  ...errors.map((message) => ({ message, error: true, header: false })),
];

describe('POST course_units/import: the rules, one by one, all or nothing', () => {
  const valid = courseUnitRows(2, 2);
  let before: Awaited<ReturnType<typeof f.stored>>;
  beforeEach(async () => {
    before = await f.stored();
  });

  async function expectRefused(csv: string | Buffer, ...errors: string[]) {
    const result = await f.importCsv('course_units', csv);
    expect(result.messages).toEqual(refusal(...errors));
    expect(Object.values(result.stats).every((n) => n === 0)).toBe(true);
    expect(await f.stored()).toEqual(before);
  }

  it('imports a file: courses, units and their links, with no messages (Import Successful!)', async () => {
    const result = await f.importCsv('course_units', coursesCsv(...valid));
    expect(result).toEqual({
      dry_run: false,
      year: THIS_YEAR,
      messages: [],
      stats: {
        courses_created: 2,
        courses_updated: 0,
        courses_retired: 0,
        units_created: 4,
        units_updated: 0,
        units_retired: 0,
        links_added: 4,
        links_removed: 0,
      },
    });
    expect(await f.stored()).toMatchObject({ courses: 2, units: 4, links: 4 });
  });

  it('every column is mandatory: a blank cell refuses the file, naming the row and column', async () => {
    for (const [index, label] of ['Course Code', 'Course Title', 'Unit Code', 'Unit Title'].entries()) {
      const row = ['N1', 'New course', 'N1U1', 'New unit'];
      row[index] = ' ';
      await expectRefused(coursesCsv(...valid, row), `Row 6: ${label} can't be blank`);
    }
  });

  it('a missing column refuses the file; extra columns are ignored', async () => {
    await expectRefused(
      csvOf(['Course Code', 'Course Title', 'Unit Code'], ['N1', 'New', 'N1U1']),
      'The header row is missing the column: Unit Title.',
    );
    const extra = csvOf(
      ['Notes', 'unit title', 'Unit Code', 'COURSE TITLE', ' Course Code '],
      ...valid.map(([cc, ct, uc, ut]) => ['ignored', ut!, uc!, ct!, cc!]),
    );
    const result = await f.importCsv('course_units', extra);
    expect(result.messages).toEqual([]);
    expect(await f.stored()).toEqual(before);
  });

  it('a code used in several rows must carry the same title (courses and units)', async () => {
    await expectRefused(
      coursesCsv(...valid, ['C1', 'Another title', 'C1U9', 'Unit 9']),
      'Row 6: Course Code C1 has the title "Another title" here but "Course C1" in row 2; a code must carry the same title in every row',
    );
    await expectRefused(
      coursesCsv(...valid, ['C2', 'Course C2', 'C1U1', 'Renamed unit']),
      'Row 6: Unit Code C1U1 has the title "Renamed unit" here but "Unit 1 of course C1" in row 2; a code must carry the same title in every row',
    );
  });

  it('a unit may belong to several courses when its title is the same', async () => {
    const shared = ['C2', 'Course C2', 'C1U1', 'Unit 1 of course C1'];
    const result = await f.importCsv('course_units', coursesCsv(...valid, shared, shared), {
      query: '?dry_run=1',
    });
    expect(result).toMatchObject({
      dry_run: true,
      messages: [],
      stats: { units_created: 0, links_added: 1 },
    });
    expect(await f.stored()).toEqual(before);
  });

  it('codes and titles have maximum lengths', async () => {
    const longCode = 'X'.repeat(LIMITS.catalogueCodeMax + 1);
    const longTitle = 'T'.repeat(LIMITS.importTextMax + 1);
    await expectRefused(
      coursesCsv(...valid, [longCode, 'Course', 'N1U1', longTitle]),
      `Row 6: Course Code is too long (maximum is ${LIMITS.catalogueCodeMax} characters)`,
      `Row 6: Unit Title is too long (maximum is ${LIMITS.importTextMax} characters)`,
    );
  });

  it('reports every bad row with its number; good rows in the same file are not imported', async () => {
    await expectRefused(
      coursesCsv(['N1', 'New', 'N1U1', 'Unit'], ['', 'No code', 'N1U2', 'Unit'], ['N2', 'New 2', 'N2U1', '']),
      "Row 3: Course Code can't be blank",
      "Row 4: Unit Title can't be blank",
    );
  });

  it('file problems: empty, header only, too many records, not UTF-8, NUL', async () => {
    await expectRefused('', 'The file is empty. The first row must hold the column headers.');
    await expectRefused(coursesCsv(), 'The file has a header row but no records.');
    await expectRefused(
      coursesCsv(...courseUnitRows(1, LIMITS.importMaxRecords + 1)),
      `The file has more than ${LIMITS.importMaxRecords} records; at most ${LIMITS.importMaxRecords} can be imported at once. Split it into smaller files.`,
    );
    await expectRefused(
      Buffer.from('Course Code,Course Title,Unit Code,Unit Title\nC1,Caf\xe9,U1,Unit\n', 'latin1'),
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
    );
    await expectRefused(
      `${coursesCsv(...valid)}\u0000`,
      'The file contains NUL characters, so it is not a CSV text file.',
    );
  });

  it('a UTF-8 BOM and Windows line ends are fine', async () => {
    const csv = `\uFEFF${coursesCsv(...valid).replaceAll('\n', '\r\n')}`;
    expect((await f.importCsv('course_units', csv)).messages).toEqual([]);
    expect(await f.stored()).toEqual(before);
  });
});

describe('re-importing a year', () => {
  it('keeps ids by code, updates titles, retires what the file drops and replaces the links', async () => {
    const year = THIS_YEAR + 1;
    await f.importCsv('course_units', coursesCsv(...courseUnitRows(2, 2, 'R')), { year: String(year) });
    const idsBefore = await t.db
      .select({ id: units.id, code: units.code })
      .from(units)
      .where(and(eq(units.institute_id, f.institute.id), eq(units.year, year)))
      .orderBy(asc(units.code));
    const result = await f.importCsv(
      'course_units',
      coursesCsv(
        ['R1', 'Course R1 renamed', 'R1U1', 'Unit 1 of course R1'],
        ['R1', 'Course R1 renamed', 'R2U1', 'Unit 1 of course R2'],
        ['R3', 'Course R3', 'R3U1', 'New unit'],
      ),
      { year: String(year) },
    );
    expect(result.stats).toEqual({
      courses_created: 1,
      courses_updated: 1,
      courses_retired: 1,
      units_created: 1,
      units_updated: 0,
      units_retired: 2,
      links_added: 2,
      links_removed: 1,
    });
    const idsAfter = await t.db
      .select({ id: units.id, code: units.code, retired: units.retired_at })
      .from(units)
      .where(and(eq(units.institute_id, f.institute.id), eq(units.year, year)))
      .orderBy(asc(units.code));
    // The same ids for the same codes; R1U2 and R2U2 retired, not deleted.
    expect(idsAfter.filter((u) => u.code !== 'R3U1').map(({ id, code }) => ({ id, code }))).toEqual(
      idsBefore,
    );
    expect(idsAfter.filter((u) => u.retired).map((u) => u.code)).toEqual(['R1U2', 'R2U2']);
    const [r1] = await t.db
      .select()
      .from(courses)
      .where(and(eq(courses.institute_id, f.institute.id), eq(courses.code, 'R1')));
    const r1Units = await t.db.select().from(course_units).where(eq(course_units.course_id, r1!.id));
    expect(r1Units).toHaveLength(2);
    // Another year's catalogue is untouched.
    const exported = await f.exportCsv('course_units', THIS_YEAR);
    expect(exported.body).toContain('C1U1');
  });

  it('a retired code comes back when a later file lists it again', async () => {
    const year = String(THIS_YEAR + 1);
    const result = await f.importCsv('course_units', coursesCsv(...courseUnitRows(2, 2, 'R')), { year });
    expect(result.stats).toMatchObject({
      courses_updated: 2,
      units_updated: 2,
      courses_retired: 1,
      units_retired: 1,
    });
  });
});

describe('POST professional_qualifications/import', () => {
  it('imports, merges a repeated code with its title, refuses a second title, retires what a re-import drops', async () => {
    const first = await f.importCsv(
      'professional_qualifications',
      qualificationsCsv(['Q1', 'Cert IV TAE'], ['Q2', 'Diploma'], ['Q1', 'Cert IV TAE']),
    );
    expect(first).toMatchObject({ messages: [], stats: { created: 2, updated: 0, retired: 0 } });
    const before = await f.stored();
    const refused = await f.importCsv(
      'professional_qualifications',
      qualificationsCsv(['Q1', 'A'], ['Q1', 'B'], ['', 'C']),
    );
    expect(refused.messages).toEqual(
      refusal(
        'Row 3: Qualification Code Q1 has the title "B" here but "A" in row 2; a code must carry the same title in every row',
        "Row 4: Qualification Code can't be blank",
      ),
    );
    expect(await f.stored()).toEqual(before);
    const again = await f.importCsv(
      'professional_qualifications',
      qualificationsCsv(['Q2', 'Advanced Diploma'], ['Q3', 'Degree']),
    );
    expect(again.stats).toEqual({ created: 1, updated: 1, retired: 1 });
    expect(await f.stored()).toMatchObject({ qualifications: 3, currentQualifications: 2 });
  });
});
