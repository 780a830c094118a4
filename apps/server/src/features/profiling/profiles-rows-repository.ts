import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  selectionKeys,
  selectPlainRows,
  spliceSubquery,
  type PlainQuery,
  type SelectionKeys,
} from '../../db/plain-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import { employment_types, profiles, users } from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import { countCounting } from './answer-counts-repository.js';
import { userFullName } from '../../db/schema/users.js';

const supervisors = alias(users, 'supervisors');

/** What a profile row shows beside the profile: its educator, supervisor and employment type. */
const nameColumns = {
  educator_full_name: userFullName(users),
  educator_email: users.email,
  educator_unique_identifier: users.unique_identifier,
  department_id: users.department_id,
  employment_type_id: users.employment_type_id,
  supervisor_id: users.supervisor_id,
  supervisor_full_name: userFullName(supervisors),
  supervisor_email: supervisors.email,
  supervisor_active: supervisors.active,
  supervisor_is_supervisor: supervisors.is_supervisor,
  requires_supervisor_step: sql<boolean>`coalesce(${employment_types.profiling_require_supervisor_step}, true)`,
};

// The joins and the condition both reads share: profiles by id (`ids`, of the institute
// `instituteId`), each with its educator, the educator's supervisor and employment type.
const educatorOf = sameTenantRow(users, profiles.user_id, profiles.institute_id);
const supervisorOf = sameTenantRow(supervisors, users.supervisor_id, users.institute_id);
const employmentTypeOf = sameTenantRow(employment_types, users.employment_type_id, users.institute_id);
const byIds = and(
  eq(profiles.institute_id, sql.placeholder('instituteId')),
  sql`${profiles.id} = any(${sql.placeholder('ids')}::int[])`,
);

/** One profile (or a few) with the names it shows, as Drizzle maps them. */
export const profileRows = preparedStatement((db) =>
  db
    .select({ profile: profiles, ...nameColumns })
    .from(profiles)
    .innerJoin(users, educatorOf)
    .leftJoin(supervisors, supervisorOf)
    .leftJoin(employment_types, employmentTypeOf)
    .where(byIds)
    .prepare('profile_rows_by_ids'),
);
type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileRows>['execute']>>[number];

// A page's rows, read as plain values (selectPlainRows): Drizzle's per-cell mapping of 100 rows of
// 23 columns was a fifth of the list's Node time. Only what a list row presents (presentProfile): the
// creation and change times, the e-mails and the employee number cost PostgreSQL's output and Node's
// parsing (a Date per timestamp) on every row, and only the export and the profile page read them.
// The two `date` columns come as text (what Drizzle's string mode gives); timestamps arrive as Dates.
const PRESENTED = [
  'id',
  'user_id',
  'educator_completed',
  'educator_completed_at',
  'supervisor_completed',
  'supervisor_completed_at',
  'completed',
  'completed_at',
] as const satisfies readonly (keyof ProfileRow['profile'])[];
const PAGE_NAME_KEYS = [
  'educator_full_name',
  'supervisor_id',
  'supervisor_full_name',
  'requires_supervisor_step',
] as const satisfies readonly (keyof typeof nameColumns)[];
type PageProfile = Pick<ProfileRow['profile'], (typeof PRESENTED)[number] | 'period_start' | 'period_end'>;
/** A row of a page: what presentProfile reads. */
export type ProfilePageRow = Pick<ProfileRow, (typeof PAGE_NAME_KEYS)[number]> & {
  profile: PageProfile;
  educator_completed_count: number;
  supervisor_answered_count: number;
};
// A page's columns, the profile's nested under `profile`: selectPlainRows builds each row in that
// shape directly (rowBuilder), as presentProfile reads it.
const pageColumns = {
  profile: {
    ...(Object.fromEntries(PRESENTED.map((key) => [key, profiles[key]])) as {
      [K in (typeof PRESENTED)[number]]: (typeof profiles)[K];
    }),
    period_start: sql<string>`${profiles.period_start}::text`,
    period_end: sql<string>`${profiles.period_end}::text`,
  },
  ...(Object.fromEntries(PAGE_NAME_KEYS.map((key) => [key, nameColumns[key]])) as Pick<
    typeof nameColumns,
    (typeof PAGE_NAME_KEYS)[number]
  >),
  // Kept on the profile by the answers' triggers (migration 0030), not counted per page.
  educator_completed_count: profiles.educator_answered_count,
  supervisor_answered_count: profiles.supervisor_answered_count,
};
type PageRow = ProfilePageRow & { active_capabilities: number };
const PAGE_KEYS = [...selectionKeys(pageColumns), 'active_capabilities'] as SelectionKeys<PageRow>;

// Where a page's ids query goes in the page statement, which is compiled once (spliceSubquery).
const PAGE_IDS = '/* page ids */';

const pageTemplate = preparedStatement((db) => {
  const instituteId = sql.placeholder('instituteId');
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: sql<number>`p.id`.as('id'), n: sql<number>`p.n`.as('n') })
        .from(sql`unnest(array(${sql.raw(PAGE_IDS)})) with ordinality as p(id, n)`),
    );
  // A CTE's and a subquery's own aliased fields render unqualified: named here in full.
  const [pageId, pageOrder] = [sql<number>`"page"."id"`, sql<number>`"page"."n"`];
  return db
    .with(page)
    .select({
      ...pageColumns,
      // The same on every row (run once): the percents' denominator.
      active_capabilities: sql<number>`(${countCounting(db, instituteId)})::int`,
    })
    .from(page)
    .innerJoin(profiles, and(eq(profiles.institute_id, instituteId), eq(profiles.id, pageId)))
    .innerJoin(users, educatorOf)
    .leftJoin(supervisors, supervisorOf)
    .leftJoin(employment_types, employmentTypeOf)
    .orderBy(pageOrder)
    .toSQL();
});

/**
 * A page of profiles with the names they show and their answer counts, in the order of `pageIds`
 * (a query of the page's profile ids, in the list's order), and how many capabilities count (0 for
 * an empty page, which shows no percent): one statement, so a page costs one round trip after its
 * ids are chosen instead of two (ids, then rows and counts).
 */
export async function profilePageRows(db: Database, instituteId: number, pageIds: PlainQuery) {
  const query = spliceSubquery(pageTemplate(db), PAGE_IDS, { instituteId }, pageIds);
  const rows = await selectPlainRows(db, query, PAGE_KEYS, { prepared: true });
  return { rows, activeCapabilities: rows[0]?.active_capabilities ?? 0 };
}
