import { and, count, eq, type SQL } from 'drizzle-orm';
import { counted } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import {
  business_ideal_responses,
  capabilities,
  departments,
  educator_responses,
  point_requests,
  points_histories,
  programs,
  supervisor_responses,
  users,
  workshops,
} from '../../db/schema/index.js';

/** Deleting a department that users belong to would orphan them: say who uses it instead. */
export async function departmentInUse(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.department_id, id)));
  const n = Number(row?.n ?? 0);
  return n
    ? `This department is used by ${counted(n, 'user')}. Move them to another department first.`
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
    ? `This division's departments are used by ${counted(n, 'user')}. Move them to another department first.`
    : undefined;
}

export async function employmentTypeInUse(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.employment_type_id, id)));
  const n = Number(row?.n ?? 0);
  return n
    ? `This employment type is used by ${counted(n, 'user')}. Change their employment type first.`
    : undefined;
}

/** Answers given to capabilities (by educators, supervisors or as a business ideal), counted together. */
async function answersTo(db: Executor, instituteId: number, capability: SQL) {
  const counts = await Promise.all(
    [educator_responses, supervisor_responses, business_ideal_responses].map((table) =>
      db
        .select({ n: count() })
        .from(table)
        .innerJoin(
          capabilities,
          and(eq(capabilities.institute_id, table.institute_id), eq(capabilities.id, table.capability_id)),
        )
        .where(and(eq(table.institute_id, instituteId), capability))
        .then((rows) => Number(rows[0]?.n ?? 0)),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Answers keep their capability: deleting it would rewrite profiles, so deactivate it instead. */
export async function capabilityInUse(db: Executor, instituteId: number, id: number) {
  const n = await answersTo(db, instituteId, eq(capabilities.id, id));
  return n
    ? `This capability statement has ${counted(n, 'answer')} in profiles or business ideals. Deactivate it instead.`
    : undefined;
}

async function programsWith(
  db: Executor,
  instituteId: number,
  column: typeof programs.domain_id | typeof programs.category_id,
  id: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(programs)
    .where(and(eq(programs.institute_id, instituteId), eq(column, id)));
  return Number(row?.n ?? 0);
}

/** "a", "a and b", "a, b and c". */
const listed = new Intl.ListFormat('en-AU', { type: 'conjunction' });

/** Rows of a points table (the ledger or the requests) that name the domain. */
async function pointsWith(
  db: Executor,
  instituteId: number,
  table: typeof points_histories | typeof point_requests,
  id: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.institute_id, instituteId), eq(table.domain_id, id)));
  return Number(row?.n ?? 0);
}

/**
 * A domain stays while anything names it: its capabilities' answers, programs, and the points an
 * educator recorded or requested in it (their history and requests show it). Deactivate it instead.
 */
export async function domainInUse(db: Executor, instituteId: number, id: number) {
  const n = await answersTo(db, instituteId, eq(capabilities.domain_id, id));
  if (n) {
    return `This domain's capability statements have ${counted(n, 'answer')} in profiles or business ideals. Deactivate the domain instead.`;
  }
  const [inPrograms, inHistories, inRequests] = await Promise.all([
    programsWith(db, instituteId, programs.domain_id, id),
    pointsWith(db, instituteId, points_histories, id),
    pointsWith(db, instituteId, point_requests, id),
  ]);
  const uses = [
    inPrograms && counted(inPrograms, 'program'),
    inHistories && counted(inHistories, 'points history entry', 'points history entries'),
    inRequests && counted(inRequests, 'point request'),
  ].filter((use) => typeof use === 'string');
  return uses.length
    ? `This domain is used by ${listed.format(uses)}. Deactivate the domain instead.`
    : undefined;
}

/** Programs keep their category: move them to another category first. */
export async function categoryInUse(db: Executor, instituteId: number, id: number) {
  const n = await programsWith(db, instituteId, programs.category_id, id);
  return n ? `This category is used by ${counted(n, 'program')}. Change their category first.` : undefined;
}

/** Workshops keep their location, past ones included: they are a record of where it took place. */
export async function locationInUse(db: Executor, instituteId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(workshops)
    .where(and(eq(workshops.institute_id, instituteId), eq(workshops.location_id, id)));
  const n = Number(row?.n ?? 0);
  return n ? `This location is used by ${counted(n, 'workshop')}. Change their location first.` : undefined;
}
