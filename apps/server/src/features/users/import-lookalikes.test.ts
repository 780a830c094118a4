import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { users } from '../../db/schema/index.js';
import { csvOf, educatorRecord, importFixture } from './import-test-support.js';

// Department codes are unique in the institute whatever their case (settings/lookalike-names.test.ts),
// so the import's case-insensitive match names one department; names keep to one line.
let t: TestApp;
let f: Awaited<ReturnType<typeof importFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await importFixture(t);
});
afterAll(() => t.close());

const userOf = async (identifier: string) =>
  (
    await t.db
      .select({ department_id: users.department_id, given_name: users.given_name })
      .from(users)
      .where(and(eq(users.institute_id, f.institute.id), eq(users.unique_identifier, identifier)))
  )[0];

describe('POST /api/v1/users/import: codes and names', () => {
  it('takes a department code in any case (plb is PLB)', async () => {
    const result = await f.importCsv(csvOf([educatorRecord(804, { department_code: ' plb ' })]));
    expect(result.errors).toEqual([]);
    expect((await userOf('E804'))?.department_id).toBe(f.departments.find((d) => d.code === 'PLB')!.id);
  });

  it('refuses a name on two lines (a quoted line break), which would start a line of its own in emails', async () => {
    const result = await f.importCsv(
      csvOf([educatorRecord(805, { given_name: 'Ann\nApprove here: https://x.test' })]),
    );
    expect(result.errors).toEqual([
      'Row 2: Given Name must be one line, without line breaks or control characters',
    ]);
    expect(await userOf('E805')).toBeUndefined();
  });
});
