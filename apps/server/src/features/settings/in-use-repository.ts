import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { departments, users } from '../../db/schema/index.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Deleting a department that users belong to would orphan them: say who uses it instead. */
export async function departmentInUse(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.department_id, id)));
  const n = Number(row?.n ?? 0);
  return n
    ? `This department is used by ${plural(n, 'user')}. Move them to another department first.`
    : undefined;
}

/** Deleting a division deletes its departments: refuse while any of them has users. */
export async function divisionInUse(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(
      departments,
      and(eq(departments.institute_id, users.institute_id), eq(departments.id, users.department_id)),
    )
    .where(and(eq(users.institute_id, instituteId), eq(departments.division_id, id)));
  const n = Number(row?.n ?? 0);
  return n
    ? `This division's departments are used by ${plural(n, 'user')}. Move them to another department first.`
    : undefined;
}

export async function employmentTypeInUse(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.employment_type_id, id)));
  const n = Number(row?.n ?? 0);
  return n
    ? `This employment type is used by ${plural(n, 'user')}. Change their employment type first.`
    : undefined;
}
