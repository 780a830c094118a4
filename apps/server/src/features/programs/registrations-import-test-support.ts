import type { TImportResult } from '@pdp/contract';
import { stringify } from 'csv-stringify/sync';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { email_outbox, points_histories, registrations } from '../../db/schema/index.js';
import { createProgram } from './test-support.js';

/** A CSV from a header row and records. */
export const csvOf = (header: string[], ...records: string[][]) =>
  stringify([header, ...records], { record_delimiter: 'unix' });

/**
 * An institute with an admin, a facilitator, educators E1…E6 (family names Zed…Able), an inactive
 * educator X1 and a supervisor S1 (neither may be registered), and another institute.
 */
export async function registrationImportFixture(t: TestApp) {
  const institute = await createInstitute(t.db, { name: 'Registrations Institute' });
  const other = await createInstitute(t.db, { name: 'Other Registrations Institute' });
  const admin = await createUser(t.db, institute.id, { is_institute_admin: true, unique_identifier: 'A1' });
  const facilitator = await createUser(t.db, institute.id, { is_facilitator: true, unique_identifier: 'F1' });
  const otherFacilitator = await createUser(t.db, institute.id, { is_facilitator: true });
  const families = ['Zed', 'Young', 'Xu', 'Brown', 'Able', 'Cole'];
  const educators = [];
  for (const [i, family] of families.entries()) {
    educators.push(
      await createUser(t.db, institute.id, {
        is_educator: true,
        unique_identifier: `E${i + 1}`,
        given_name: `Edu${i + 1}`,
        family_name: family,
        email: `e${i + 1}@registrations.test`,
      }),
    );
  }
  await createUser(t.db, institute.id, { is_educator: true, active: false, unique_identifier: 'X1' });
  await createUser(t.db, institute.id, { is_supervisor: true, unique_identifier: 'S1' });
  const cookies = {
    admin: await loginAs(t.app, admin),
    facilitator: await loginAs(t.app, facilitator),
    otherFacilitator: await loginAs(t.app, otherFacilitator),
    educator: await loginAs(t.app, educators[0]!),
  };

  /** A live program of this institute run by the facilitator: three 3-point workshops by default. */
  const program = (overrides: Parameters<typeof createProgram>[2] = {}, workshops = [{}, {}, {}]) =>
    createProgram(t.db, institute.id, { facilitator_id: facilitator.id, ...overrides }, workshops);

  async function upload(
    programId: number,
    csv: string | Buffer,
    { cookie = cookies.admin, query = '' } = {},
  ) {
    const { payload, headers } = await multipartFile('file', csv, 'registrations.csv');
    return apiClient(t.app, cookie).post(
      `/api/v1/programs/${programId}/registrations/import${query}`,
      payload,
      headers,
    );
  }
  /** Imports as the admin (or previews, `dryRun`); anything but 200 fails the test. */
  async function importCsv(programId: number, csv: string, { dryRun = false } = {}) {
    const response = await upload(programId, csv, { query: dryRun ? '?dry_run=1' : '' });
    if (response.statusCode !== 200)
      throw new Error(`import answered ${response.statusCode}: ${response.body}`);
    return (response.json() as TImportResult).data;
  }
  /** What an import writes, in the program and in the outbox. */
  async function stored(programId: number) {
    const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n);
    return {
      registrations: await n(
        t.db.select({ n: count() }).from(registrations).where(eq(registrations.program_id, programId)),
      ),
      // Per registration, on the unique index: a join is planned badly right after a bulk import.
      present: await n(
        t.db
          .execute(
            sql`select coalesce(sum((select count(*) from attendances a
            where a.institute_id = r.institute_id and a.registration_id = r.id and a.present)), 0)::int as n
          from registrations r where r.program_id = ${programId}`,
          )
          .then((r) => (r as unknown as { rows: { n: number }[] }).rows),
      ),
      points: await n(
        t.db.select({ n: count() }).from(points_histories).where(eq(points_histories.program_id, programId)),
      ),
      emails: await n(t.db.select({ n: count() }).from(email_outbox)),
    };
  }
  return { institute, other, admin, facilitator, educators, cookies, program, upload, importCsv, stored };
}

export type RegistrationImportFixture = Awaited<ReturnType<typeof registrationImportFixture>>;

/** A test app with the fixture, made before the file's tests and closed after them (read inside tests). */
export function useRegistrationImportFixture() {
  const ctx = {} as { t: TestApp; f: RegistrationImportFixture };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.f = await registrationImportFixture(ctx.t);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
