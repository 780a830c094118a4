import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { courses, professional_qualifications } from '../../db/schema/index.js';
import { catalogueFixture, courseUnitRows, coursesCsv, qualificationsCsv } from './catalogue-test-support.js';

// A year's file is the whole catalogue: two files imported at once leave one of them, never a mix of
// the two (each import's retiring statement could miss the other's uncommitted new codes).
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await catalogueFixture(t);
});
afterAll(() => t.close());

const codes = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

async function currentCodes(table: typeof courses | typeof professional_qualifications) {
  const rows = await t.db
    .select({ code: table.code })
    .from(table)
    .where(and(eq(table.institute_id, f.institute.id), isNull(table.retired_at)));
  return rows.map((r) => r.code).sort();
}

describe('two catalogue imports of one year at once', () => {
  it('professional qualifications: the year ends as one file or the other, ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const [a, b] = [codes(`A${round}Q`, 150), codes(`B${round}Q`, 150)];
      const file = (list: string[]) => qualificationsCsv(...list.map((code) => [code, `Title ${code}`]));
      await Promise.all([
        f.importCsv('professional_qualifications', file(a)),
        f.importCsv('professional_qualifications', file(b)),
      ]);
      expect([[...a].sort(), [...b].sort()]).toContainEqual(await currentCodes(professional_qualifications));
    }
  });

  it('courses and units: the year ends as one file or the other, ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const [a, b] = [courseUnitRows(60, 2, `A${round}C`), courseUnitRows(60, 2, `B${round}C`)];
      const courseCodes = (rows: string[][]) => [...new Set(rows.map((r) => r[0]!))].sort();
      await Promise.all([
        f.importCsv('course_units', coursesCsv(...a)),
        f.importCsv('course_units', coursesCsv(...b)),
      ]);
      expect([courseCodes(a), courseCodes(b)]).toContainEqual(await currentCodes(courses));
    }
  });
});
