import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { departments, employment_types } from '../../db/schema/index.js';

/** The institute's departments (with codes) and employment types: small lists other domains look up in memory. */
export async function organisationLists(db: Executor, instituteId: number) {
  const [departmentRows, employmentTypeRows] = await Promise.all([
    db
      .select({ id: departments.id, code: departments.code, name: departments.name })
      .from(departments)
      .where(eq(departments.institute_id, instituteId)),
    db
      .select({ id: employment_types.id, name: employment_types.name })
      .from(employment_types)
      .where(eq(employment_types.institute_id, instituteId)),
  ]);
  return { departments: departmentRows, employmentTypes: employmentTypeRows };
}
