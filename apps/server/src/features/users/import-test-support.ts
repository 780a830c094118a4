import { USER_IMPORT_COLUMNS, type TImportResult, type TUserImportColumn } from '@pdp/contract';
import { stringify } from 'csv-stringify/sync';
import { count, eq } from 'drizzle-orm';
import { apiClient, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { users } from '../../db/schema/index.js';

export type ImportRecord = Partial<Record<TUserImportColumn, string>>;
export const HEADER = Object.values(USER_IMPORT_COLUMNS);
const KEYS = Object.keys(USER_IMPORT_COLUMNS) as TUserImportColumn[];

/** A CSV with the template's header and one line per record. */
export function csvOf(records: ImportRecord[], header = HEADER) {
  return stringify([header, ...records.map((r) => KEYS.map((key) => r[key] ?? ''))], {
    record_delimiter: 'unix',
  }).trimEnd();
}

/** A new educator row that passes every rule in the fixture institute. */
export function educatorRecord(n: number | string, overrides: ImportRecord = {}): ImportRecord {
  return {
    unique_identifier: `E${n}`,
    given_name: `Given${n}`,
    family_name: `Family${n}`,
    email: `educator${n}@import.test`,
    department_code: 'ENG',
    employment_type: 'Full time',
    supervisor_unique_identifier: 'S1',
    is_educator: 'Y',
    is_supervisor: 'N',
    ...overrides,
  };
}

/** An institute with a department ENG, an employment type, an admin, supervisor S1 and an educator E1. */
export async function importFixture(t: TestApp) {
  const institute = await createInstitute(t.db, { name: 'Import Institute' });
  const other = await createInstitute(t.db, { name: 'Other Institute' });
  const { departments } = await createDivisionWithDepartments(t.db, institute.id, 'Trades', ['ENG', 'PLB']);
  const fullTime = await createEmploymentType(t.db, institute.id, 'Full time');
  const admin = await createUser(t.db, institute.id, { is_institute_admin: true, unique_identifier: 'A1' });
  const supervisor = await createUser(t.db, institute.id, { is_supervisor: true, unique_identifier: 'S1' });
  const educator = await createUser(t.db, institute.id, {
    is_educator: true,
    unique_identifier: 'E1',
    given_name: 'Eve',
    family_name: 'Existing',
    email: 'eve@import.test',
    supervisor_id: supervisor.id,
    department_id: departments[0]!.id,
    employment_type_id: fullTime.id,
  });
  const adminCookie = await loginAs(t.app, admin);
  async function upload(
    csv: string | Buffer,
    cookie: string | undefined = adminCookie,
    field = 'file',
    query = '',
  ) {
    const { payload, headers } = await multipartFile(field, csv, 'users.csv');
    return apiClient(t.app, cookie).post(`/api/v1/users/import${query}`, payload, headers);
  }
  /** Imports the file (or previews it, `dryRun`) as the admin; anything but 200 fails the test. */
  async function importCsv(csv: string | Buffer, { dryRun = false } = {}) {
    const response = await upload(csv, adminCookie, 'file', dryRun ? '?dry_run=1' : '');
    if (response.statusCode !== 200)
      throw new Error(`import answered ${response.statusCode}: ${response.body}`);
    return (response.json() as TImportResult).data;
  }
  const userCount = async () =>
    Number((await t.db.select({ n: count() }).from(users).where(eq(users.institute_id, institute.id)))[0]!.n);
  return {
    institute,
    other,
    departments,
    fullTime,
    admin,
    supervisor,
    educator,
    adminCookie,
    upload,
    importCsv,
    userCount,
  };
}
