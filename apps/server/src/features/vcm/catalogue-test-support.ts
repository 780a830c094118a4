import { CATALOGUES, type TCatalogue, type TCatalogueImportResult } from '@pdp/contract';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, isNull } from 'drizzle-orm';
import { apiClient, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { course_units, courses, professional_qualifications, units } from '../../db/schema/index.js';
import { todayIn } from '../../lib/today.js';

/** The effective year an import takes by default: the institute's (Melbourne, the default zone) current year. */
export const THIS_YEAR = Number(todayIn('Australia/Melbourne').slice(0, 4));

export const COURSE_HEADER = Object.values(CATALOGUES.course_units.columns);
export const QUALIFICATION_HEADER = Object.values(CATALOGUES.professional_qualifications.columns);

/** A CSV: the header then the rows, cell by cell. */
export const csvOf = (header: readonly string[], ...rows: string[][]) =>
  stringify([header, ...rows], { record_delimiter: 'unix' });
export const coursesCsv = (...rows: string[][]) => csvOf(COURSE_HEADER, ...rows);
export const qualificationsCsv = (...rows: string[][]) => csvOf(QUALIFICATION_HEADER, ...rows);

/** A multipart body as the screen sends it: import[year] then import[file]. */
export async function importForm(
  file: string | Buffer | undefined,
  year: string | undefined,
  fileField = 'import[file]',
) {
  const form = new FormData();
  if (year !== undefined) form.append('import[year]', year);
  if (file !== undefined)
    form.append(
      fileField,
      new Blob([typeof file === 'string' ? file : new Uint8Array(file)]),
      'catalogue.csv',
    );
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/**
 * An institute with VCM on (admin, supervisor, super admin), another with VCM on (its own admin and
 * catalogue) and one with VCM off (an admin).
 */
export async function catalogueFixture(t: TestApp) {
  const institute = await createInstitute(t.db, { name: 'Catalogue Institute', vcm_enabled: true });
  const other = await createInstitute(t.db, { name: 'Other Catalogue Institute', vcm_enabled: true });
  const disabled = await createInstitute(t.db, { name: 'No VCM Institute', vcm_enabled: false });
  const cookies = {
    admin: await loginAs(t.app, await createUser(t.db, institute.id, { is_institute_admin: true })),
    supervisor: await loginAs(t.app, await createUser(t.db, institute.id, { is_supervisor: true })),
    superAdmin: await loginAs(t.app, await createUser(t.db, institute.id, { is_super_admin: true })),
    otherAdmin: await loginAs(t.app, await createUser(t.db, other.id, { is_institute_admin: true })),
    disabledAdmin: await loginAs(t.app, await createUser(t.db, disabled.id, { is_institute_admin: true })),
  };

  async function upload(
    catalogue: TCatalogue,
    file: string | Buffer | undefined,
    { cookie = cookies.admin as string | null, year = String(THIS_YEAR) as string | null, query = '' } = {},
  ) {
    const { payload, headers } = await importForm(file, year ?? undefined);
    return apiClient(t.app, cookie ?? undefined).post(
      `/api/v1/${catalogue}/import${query}`,
      payload,
      headers,
    );
  }
  /** Imports as the admin; anything but 200 fails the test. */
  async function importCsv(
    catalogue: TCatalogue,
    csv: string | Buffer,
    options: Parameters<typeof upload>[2] = {},
  ) {
    const response = await upload(catalogue, csv, options);
    if (response.statusCode !== 200)
      throw new Error(`import answered ${response.statusCode}: ${response.body}`);
    return (response.json() as TCatalogueImportResult).data;
  }
  const exportCsv = (catalogue: TCatalogue, year = THIS_YEAR, cookie: string | null = cookies.admin) =>
    apiClient(t.app, cookie ?? undefined).get(`/api/v1/${catalogue}.csv?year=${year}`);

  /** What the catalogues hold for an institute: all rows, and the current (not retired) ones. */
  async function stored(instituteId = institute.id) {
    const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n);
    const current = async (table: typeof courses | typeof units | typeof professional_qualifications) =>
      n(
        t.db
          .select({ n: count() })
          .from(table)
          .where(and(eq(table.institute_id, instituteId), isNull(table.retired_at))),
      );
    const all = async (
      table: typeof courses | typeof units | typeof professional_qualifications | typeof course_units,
    ) => n(t.db.select({ n: count() }).from(table).where(eq(table.institute_id, instituteId)));
    return {
      courses: await all(courses),
      currentCourses: await current(courses),
      units: await all(units),
      currentUnits: await current(units),
      links: await all(course_units),
      qualifications: await all(professional_qualifications),
      currentQualifications: await current(professional_qualifications),
    };
  }
  return { institute, other, disabled, cookies, upload, importCsv, exportCsv, stored };
}

/** A course/unit file of `courseCount` courses with `unitsPerCourse` units each (unit codes shared by none). */
export function courseUnitRows(courseCount: number, unitsPerCourse: number, prefix = 'C'): string[][] {
  const rows: string[][] = [];
  for (let c = 1; c <= courseCount; c++)
    for (let u = 1; u <= unitsPerCourse; u++)
      rows.push([
        `${prefix}${c}`,
        `Course ${prefix}${c}`,
        `${prefix}${c}U${u}`,
        `Unit ${u} of course ${prefix}${c}`,
      ]);
  return rows;
}
