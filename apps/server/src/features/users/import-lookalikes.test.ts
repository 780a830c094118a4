import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createDivisionWithDepartments } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';
import { csvOf, educatorRecord, importFixture } from './import-test-support.js';

// Department codes (and employment type names) that differ only by letter case: the import takes the
// one written exactly, and refuses a cell that matches several only by case, instead of picking one.
let t: TestApp;
let f: Awaited<ReturnType<typeof importFixture>>;
let lookalikeId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await importFixture(t);
  lookalikeId = (await createDivisionWithDepartments(t.db, f.institute.id, 'Evening', ['eng']))
    .departments[0]!.id;
});
afterAll(() => t.close());

const departmentOf = async (identifier: string) =>
  (
    await t.db
      .select({ department_id: users.department_id })
      .from(users)
      .where(and(eq(users.institute_id, f.institute.id), eq(users.unique_identifier, identifier)))
  )[0]?.department_id;

describe('POST /api/v1/users/import: look-alike department codes', () => {
  it('puts ENG in ENG and eng in eng, as written', async () => {
    const result = await f.importCsv(
      csvOf([
        educatorRecord(801, { department_code: 'ENG' }),
        educatorRecord(802, { department_code: ' eng ' }),
      ]),
    );
    expect(result.errors).toEqual([]);
    expect(await departmentOf('E801')).toBe(f.departments.find((d) => d.code === 'ENG')!.id);
    expect(await departmentOf('E802')).toBe(lookalikeId);
  });

  it('refuses Eng, which matches both only by case, and writes nothing', async () => {
    const result = await f.importCsv(csvOf([educatorRecord(803, { department_code: 'Eng' })]));
    expect(result.errors).toEqual([
      'Row 2: Department Code Eng matches 2 departments that differ only by letter case (ENG, eng): write it exactly as one of them',
    ]);
    expect(await departmentOf('E803')).toBeUndefined();
  });

  it('still takes a code that differs from one department only by case (plb is PLB)', async () => {
    const result = await f.importCsv(csvOf([educatorRecord(804, { department_code: 'plb' })]));
    expect(result.errors).toEqual([]);
    expect(await departmentOf('E804')).toBe(f.departments.find((d) => d.code === 'PLB')!.id);
  });
});
