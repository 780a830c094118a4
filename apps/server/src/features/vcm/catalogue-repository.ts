import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { course_units, courses, professional_qualifications, units } from '../../db/schema/index.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';
import type { CodeTitle } from './catalogue-rules.js';

/** The tables that hold a (year, code, title) catalogue. */
export type CatalogueTable = 'courses' | 'units' | 'professional_qualifications';

/**
 * Queues the transaction behind any other import of the same catalogue and year: the file is the
 * year's whole catalogue, and two at once would each miss the other's uncommitted new codes when
 * retiring, leaving a mix of both.
 */
export async function lockCatalogueYear(tx: Executor, catalogue: string, instituteId: number, year: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${catalogue}:${instituteId}`}), ${year})`,
  );
}

/**
 * Inserts the codes the year lacks and updates the titles that changed (bringing a retired code
 * back), one statement for the lot; rows that stay as they were are not touched, so they leave no
 * audit event. Answers how many were created and updated, and every code's id.
 */
export async function upsertEntries(
  tx: Executor,
  table: CatalogueTable,
  instituteId: number,
  year: number,
  entries: CodeTitle[],
): Promise<{ created: number; updated: number; idByCode: Map<string, number> }> {
  const target = sql.identifier(table);
  const codes = entries.map((e) => e.code);
  const changed = rowsOf<{ inserted: boolean }>(
    await tx.execute(
      sql`insert into ${target} (institute_id, year, code, title)
      select ${instituteId}, ${year}, e.code, e.title
      from unnest(${sqlArray(codes, 'text')}, ${sqlArray(
        entries.map((e) => e.title),
        'text',
      )}) as e(code, title)
      on conflict (institute_id, year, code) do update
        set title = excluded.title, retired_at = null, updated_at = now()
        where ${target}.title is distinct from excluded.title or ${target}.retired_at is not null
      returning (xmax = 0) as inserted`,
    ),
  );
  const ids = rowsOf<{ id: number; code: string }>(
    await tx.execute(
      sql`select id, code from ${target}
      where institute_id = ${instituteId} and year = ${year} and code = any(${sqlArray(codes, 'text')})`,
    ),
  );
  const created = changed.filter((row) => row.inserted).length;
  return { created, updated: changed.length - created, idByCode: new Map(ids.map((r) => [r.code, r.id])) };
}

/** Marks retired the year's codes the file no longer lists (kept: VCMs point at them). Answers how many. */
export async function retireMissing(
  tx: Executor,
  table: CatalogueTable,
  instituteId: number,
  year: number,
  keptCodes: string[],
): Promise<number> {
  const target = sql.identifier(table);
  const retired = rowsOf<{ id: number }>(
    await tx.execute(
      sql`update ${target} set retired_at = now(), updated_at = now()
      where institute_id = ${instituteId} and year = ${year} and retired_at is null
        and code <> all(${sqlArray(keptCodes, 'text')})
      returning id`,
    ),
  );
  return retired.length;
}

/**
 * Makes the units of `courseIds` exactly `links`: removes the links the file dropped and adds the new
 * ones, leaving the links that stay (and their created_at) as they are.
 */
export async function replaceCourseLinks(
  tx: Executor,
  instituteId: number,
  courseIds: number[],
  links: { course_id: number; unit_id: number }[],
): Promise<{ added: number; removed: number }> {
  const courseParam = sqlArray(
    links.map((l) => l.course_id),
    'int',
  );
  const unitParam = sqlArray(
    links.map((l) => l.unit_id),
    'int',
  );
  const removed = rowsOf<{ id: number }>(
    await tx.execute(
      sql`delete from course_units
      where institute_id = ${instituteId} and course_id = any(${sqlArray(courseIds, 'int')})
        and (course_id, unit_id) not in (select * from unnest(${courseParam}, ${unitParam}))
      returning id`,
    ),
  );
  const added = rowsOf<{ id: number }>(
    await tx.execute(
      sql`insert into course_units (institute_id, course_id, unit_id)
      select ${instituteId}, l.course_id, l.unit_id
      from unnest(${courseParam}, ${unitParam}) as l(course_id, unit_id)
      on conflict (institute_id, course_id, unit_id) do nothing
      returning id`,
    ),
  );
  return { added: added.length, removed: removed.length };
}

/** The year's course/unit file: a row per unit of each current course, by course code then unit code. */
export function listCourseUnitRows(db: Executor, instituteId: number, year: number) {
  return db
    .select({
      course_code: courses.code,
      course_title: courses.title,
      unit_code: units.code,
      unit_title: units.title,
    })
    .from(course_units)
    .innerJoin(
      courses,
      and(eq(courses.institute_id, course_units.institute_id), eq(courses.id, course_units.course_id)),
    )
    .innerJoin(
      units,
      and(eq(units.institute_id, course_units.institute_id), eq(units.id, course_units.unit_id)),
    )
    .where(
      and(
        eq(course_units.institute_id, instituteId),
        eq(courses.year, year),
        isNull(courses.retired_at),
        isNull(units.retired_at),
      ),
    )
    .orderBy(asc(courses.code), asc(units.code));
}

/** The year's current professional qualifications, by code. */
export function listQualificationRows(db: Executor, instituteId: number, year: number) {
  const q = professional_qualifications;
  return db
    .select({ qualification_code: q.code, qualification_title: q.title })
    .from(q)
    .where(and(eq(q.institute_id, instituteId), eq(q.year, year), isNull(q.retired_at)))
    .orderBy(asc(q.code));
}
