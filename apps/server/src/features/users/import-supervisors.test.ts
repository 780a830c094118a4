import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';
import { csvOf, educatorRecord, importFixture } from './import-test-support.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof importFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await importFixture(t);
});
afterAll(() => t.close());

const userBy = async (instituteId: number, identifier: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(and(eq(users.institute_id, instituteId), eq(users.unique_identifier, identifier)))
  )[0];

describe('POST users/import: supervisors as earlier rows leave them', () => {
  it('refuses a new educator whose supervisor the SAME file deactivates (an earlier row)', async () => {
    const s2 = await createUser(t.db, f.institute.id, {
      is_supervisor: true,
      unique_identifier: 'S2',
      given_name: 'Sam',
      family_name: 'Two',
      email: 's2@import.test',
    });
    const csv = csvOf([
      {
        unique_identifier: 'S2',
        given_name: 'Sam',
        family_name: 'Two',
        email: 's2@import.test',
        deactivate: 'Y',
      },
      educatorRecord(200, { supervisor_unique_identifier: 'S2' }),
    ]);
    const response = await f.upload(csv);
    expect.soft(response.statusCode).toBe(200);
    const body = response.json() as { data: { errors: string[] } };
    expect.soft(body.data.errors.length).toBeGreaterThan(0);
    const created = await userBy(f.institute.id, 'E200');
    const s2After = await userBy(f.institute.id, 'S2');
    // If it was imported: the educator's supervisor is inactive, which the user form refuses.
    expect(created === undefined || s2After?.active === true).toBe(true);
    void s2;
  });

  it('refuses a new educator naming a supervisor created INACTIVE (Deactivate Y) on an earlier row', async () => {
    const csv = csvOf([
      {
        unique_identifier: 'S300',
        given_name: 'New',
        family_name: 'Sup',
        email: 's300@import.test',
        department_code: 'ENG',
        employment_type: 'Full time',
        is_educator: 'N',
        is_supervisor: 'Y',
        deactivate: 'Y',
      },
      educatorRecord(300, { supervisor_unique_identifier: 'S300' }),
    ]);
    const body = (await f.upload(csv)).json() as { data: { errors: string[] } };
    expect.soft(body.data.errors.length).toBeGreaterThan(0);
    const created = await userBy(f.institute.id, 'E300');
    const sup = await userBy(f.institute.id, 'S300');
    expect(created === undefined || sup?.active === true).toBe(true);
  });

  it('accepts a supervisor named by the new email an earlier row of the same file gives them', async () => {
    await createUser(t.db, f.institute.id, {
      is_supervisor: true,
      unique_identifier: 'S4',
      given_name: 'Sue',
      family_name: 'Four',
      email: 's4-old@import.test',
    });
    const csv = csvOf([
      { unique_identifier: 'S4', given_name: 'Sue', family_name: 'Four', email: 's4-new@import.test' },
      educatorRecord(400, { supervisor_unique_identifier: 's4-new@import.test' }),
    ]);
    const body = (await f.upload(csv)).json() as { data: { errors: string[] } };
    expect(body.data.errors).toEqual([]);
  });
});

describe('POST users/import: the same file twice at once', () => {
  it('creates each user once, never a 500, and the loser reports a clear issue', async () => {
    const csv = csvOf([educatorRecord(700), educatorRecord(701), educatorRecord(702)]);
    const [a, b] = await Promise.all([f.upload(csv), f.upload(csv)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db.select().from(users).where(eq(users.institute_id, f.institute.id));
    expect(rows.filter((u) => ['E700', 'E701', 'E702'].includes(u.unique_identifier ?? ''))).toHaveLength(3);
  });

  it('re-importing the same file changes nothing the second time', async () => {
    const csv = csvOf([educatorRecord(800)]);
    await f.importCsv(csv);
    const again = await f.importCsv(csv);
    expect(again.stats).toEqual({ created: 0, existing: 1, updated: 0, deleted: 0 });
  });
});
