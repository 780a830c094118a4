import { POINTS_IMPORT_COLUMNS, type TImportResult } from '@pdp/contract';
import { stringify } from 'csv-stringify/sync';
import { count, eq } from 'drizzle-orm';
import { apiClient, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import {
  email_outbox,
  employment_types,
  point_requests,
  points_histories,
  points_history_evidences,
} from '../../db/schema/index.js';

export const HEADER = Object.values(POINTS_IMPORT_COLUMNS);
type Column = (typeof HEADER)[number];
export type Row = Partial<Record<Column, string>>;

/** A CSV with the template's header row; missing cells are blank. */
export const csvOf = (...rows: Row[]) =>
  stringify([HEADER, ...rows.map((row) => HEADER.map((column) => row[column] ?? ''))], {
    record_delimiter: 'unix',
  });

/** A valid row for employee `E1` (External Professional Currency, 2.5 points). */
export const activity = (overrides: Row = {}): Row => ({
  'Employee Number': 'E1',
  'Points Type': 'External Professional Currency',
  'Activity Name': 'Industry conference',
  'Activity Date': '2026-03-14',
  Points: '2.5',
  ...overrides,
});

/**
 * An institute (units on, attachments on) with an admin, a supervisor, educators E1…E3 (with an
 * employment type that needs 3 professional points), an inactive educator X1, a super admin SA1, and
 * another institute with its own educator O1.
 */
export async function pointsImportFixture(t: TestApp) {
  const institute = await createInstitute(t.db, {
    name: 'Points Import Institute',
    vocational_currency_uses_units: true,
    points_file_attachment_enabled: true,
  });
  const other = await createInstitute(t.db, { name: 'Other Points Institute' });
  const [type] = await t.db
    .insert(employment_types)
    .values({ institute_id: institute.id, name: 'Teacher', professional_points: 3, vocational_points: 0 })
    .returning();
  const admin = await createUser(t.db, institute.id, { is_institute_admin: true, unique_identifier: 'A1' });
  const supervisor = await createUser(t.db, institute.id, {
    is_supervisor: true,
    unique_identifier: 'S1',
    email: 's1@points-import.test',
  });
  const educators = [];
  for (const n of [1, 2, 3]) {
    educators.push(
      await createUser(t.db, institute.id, {
        is_educator: true,
        unique_identifier: `E${n}`,
        email: `e${n}@points-import.test`,
        given_name: `Edu${n}`,
        family_name: 'Importer',
        supervisor_id: supervisor.id,
        employment_type_id: type!.id,
      }),
    );
  }
  const inactive = await createUser(t.db, institute.id, {
    is_educator: true,
    active: false,
    unique_identifier: 'X1',
  });
  await createUser(t.db, institute.id, { is_super_admin: true, unique_identifier: 'SA1' });
  await createUser(t.db, other.id, { is_educator: true, unique_identifier: 'O1', email: 'o1@other.test' });
  const cookies = {
    admin: await loginAs(t.app, admin),
    supervisor: await loginAs(t.app, supervisor),
    educator: await loginAs(t.app, educators[0]!),
  };

  async function upload(
    path: '/points_histories/import_no_approval' | '/point_requests/import',
    csv: string | Buffer,
    { cookie = cookies.admin as string | null, query = '' } = {},
  ) {
    const { payload, headers } = await multipartFile('file', csv, 'points.csv');
    return apiClient(t.app, cookie ?? undefined).post(`/api/v1${path}${query}`, payload, headers);
  }
  /** Imports as the admin (or previews, `dryRun`); anything but 200 fails the test. */
  async function importCsv(
    path: '/points_histories/import_no_approval' | '/point_requests/import',
    csv: string,
    { dryRun = false } = {},
  ) {
    const response = await upload(path, csv, { query: dryRun ? '?dry_run=1' : '' });
    if (response.statusCode !== 200)
      throw new Error(`import answered ${response.statusCode}: ${response.body}`);
    return (response.json() as TImportResult).data;
  }
  /** What the imports write in this institute. */
  async function stored() {
    const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n);
    return {
      histories: await n(
        t.db
          .select({ n: count() })
          .from(points_histories)
          .where(eq(points_histories.institute_id, institute.id)),
      ),
      requests: await n(
        t.db.select({ n: count() }).from(point_requests).where(eq(point_requests.institute_id, institute.id)),
      ),
      evidences: await n(
        t.db
          .select({ n: count() })
          .from(points_history_evidences)
          .where(eq(points_history_evidences.institute_id, institute.id)),
      ),
      emails: await n(t.db.select({ n: count() }).from(email_outbox)),
    };
  }
  /** A JSON post (no file) as the admin. */
  const postJson = (path: string) => apiClient(t.app, cookies.admin).post(`/api/v1${path}`, {});
  return { institute, other, admin, educators, inactive, cookies, upload, importCsv, stored, postJson };
}
