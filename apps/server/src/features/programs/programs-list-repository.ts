import { and, asc, count, desc, eq, gte, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TProgramTab } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { preparedStatement, statementName } from '../../db/prepared.js';
import { domains, programs, registrations, workshops } from '../../db/schema/index.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import type { ProgramScope } from './policies.js';

const text = (expression: ListField['expression'], sortable = true): ListField => ({
  expression,
  type: 'text',
  sortable,
});
const id = (expression: ListField['expression']): ListField => ({
  expression,
  type: 'number',
  sortable: false,
});

/** Programs with a workshop at one of these locations (the list's location filter). */
export const atLocation = (locationId: number) =>
  sql`exists (select 1 from ${workshops} w where w.institute_id = ${programs.institute_id}
    and w.program_id = ${programs.id} and w.location_id = ${locationId})`;

/** Manage Programs and programs.csv: the allow-listed filters and sorts (part 2 §2). */
export const programListResource: ListResource = {
  name: 'programs',
  fields: {
    name: text(programs.name),
    code: text(programs.code),
    name_or_code: text(sql`coalesce(${programs.name}, '') || ' ' || coalesce(${programs.code}, '')`, false),
    program_type: text(programs.program_type),
    domain_id: id(programs.domain_id),
    // Programs with a workshop at this location.
    location_id: { ...id(workshops.location_id), matches: (locationId) => atLocation(locationId as number) },
    category_id: id(programs.category_id),
    facilitator_id: id(programs.facilitator_id),
    domain_name: { ...text(domains.name), filterable: false },
    start_date: { expression: programs.start_date, type: 'date' },
    end_date: { expression: programs.end_date, type: 'date' },
    workshop_start_time: { expression: programs.starts_at, type: 'date' },
    attendee_limit: { expression: programs.attendee_limit, type: 'number' },
    registrations_open: { expression: programs.registrations_open, type: 'boolean', sortable: false },
  },
  defaultSort: [asc(programs.starts_at), asc(programs.id)],
};

/** Part 2 §9: live ascending by the first workshop's start; draft and past descending. */
export const DEFAULT_SORTS: Record<TProgramTab, SQL[]> = {
  live: [sql`${programs.starts_at} asc nulls last`, asc(programs.id)],
  draft: [sql`${programs.starts_at} desc nulls first`, desc(programs.id)],
  past: [desc(programs.starts_at), desc(programs.id)],
};

/** The tabs (part 2 §2): drafts; published not yet ended (or without dates); published and ended. */
export function tabCondition(tab: TProgramTab, now: Date | Placeholder): SQL {
  if (tab === 'draft') return eq(programs.published, false);
  if (tab === 'past') return and(eq(programs.published, true), lt(programs.ends_at, now)) as SQL;
  return and(eq(programs.published, true), or(isNull(programs.ends_at), gte(programs.ends_at, now))) as SQL;
}

const scopeCondition = (scope: ProgramScope) =>
  scope.kind === 'published' ? eq(programs.published, true) : undefined;

export interface ProgramListPage {
  tab: TProgramTab;
  /** The time that divides live from past. */
  now: Date;
  /** The compiled filters, to hold besides the tab's condition. */
  where: SQL | undefined;
  scope: ProgramScope;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

const listColumns = {
  id: programs.id,
  name: programs.name,
  program_type: programs.program_type,
  start_date: programs.start_date,
  starts_at: programs.starts_at,
  ends_at: programs.ends_at,
  attendee_limit: programs.attendee_limit,
  registrations_open: programs.registrations_open,
  published: programs.published,
  domain_name: domains.name,
  presenter_names: programs.presenter_names,
  location_names: programs.location_names,
  points: programs.workshop_points,
};

function selectPrograms(db: Executor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(programs)
    .leftJoin(
      domains,
      and(eq(domains.institute_id, programs.institute_id), eq(domains.id, programs.domain_id)),
    )
    .where(where);
}

/**
 * The most common lists of all, a whole tab in its default order (Manage Programs as it opens, and
 * each page after) for a user who sees every program: its page and count are prepared statements,
 * built and planned once per connection instead of on every request.
 */
const isWholeTab = (page: Pick<ProgramListPage, 'tab' | 'where' | 'scope' | 'orderBy'>) =>
  !page.where && page.scope.kind === 'all' && page.orderBy === DEFAULT_SORTS[page.tab];
/** The page's conditions: the institute, the tab, the filters and the user's scope. */
const conditionsOf = (instituteId: number, page: Pick<ProgramListPage, 'tab' | 'now' | 'where' | 'scope'>) =>
  and(
    eq(programs.institute_id, instituteId),
    tabCondition(page.tab, page.now),
    page.where,
    scopeCondition(page.scope),
  );
const ofTab = (tab: TProgramTab) =>
  and(eq(programs.institute_id, sql.placeholder('instituteId')), tabCondition(tab, sql.placeholder('now')));
const wholeTabStatements = (tab: TProgramTab) => ({
  page: preparedStatement((db) =>
    selectPrograms(db, ofTab(tab))
      .orderBy(...DEFAULT_SORTS[tab])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`program_list_${tab}_page`),
  ),
  count: preparedStatement((db) =>
    db.select({ n: count() }).from(programs).where(ofTab(tab)).prepare(`program_list_${tab}_count`),
  ),
});
const wholeTab = {
  live: wholeTabStatements('live'),
  draft: wholeTabStatements('draft'),
  past: wholeTabStatements('past'),
};

/** One page of a tab: the programs' own columns and the domain name (aggregatePrograms adds the rest). */
export async function listPrograms(db: Executor, instituteId: number, page: ProgramListPage) {
  if (isWholeTab(page)) {
    const { limit, offset, now } = page;
    return wholeTab[page.tab].page(db).execute({ instituteId, now, limit, offset });
  }
  return selectPrograms(db, conditionsOf(instituteId, page))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}
export type ProgramListRow = Awaited<ReturnType<typeof listPrograms>>[number];

async function countPrograms(db: Executor, instituteId: number, page: ProgramListPage) {
  const [row] = isWholeTab(page)
    ? await wholeTab[page.tab].count(db).execute({ instituteId, now: page.now })
    : await db.select({ n: count() }).from(programs).where(conditionsOf(instituteId, page));
  return row?.n ?? 0;
}

/**
 * A page and the total it is part of. A whole tab reads both from its prepared statements at once; a
 * filtered list (at most an institute's programs, a few thousand) counts its rows in the page's own
 * statement (`count(*) over ()`) instead of running its conditions twice, and counts apart only
 * when a page past the end comes back empty.
 */
export async function listProgramsPage(
  db: Executor,
  instituteId: number,
  page: ProgramListPage,
): Promise<{ rows: ProgramListRow[]; total: number }> {
  if (isWholeTab(page)) {
    const [rows, total] = await Promise.all([
      listPrograms(db, instituteId, page),
      countPrograms(db, instituteId, page),
    ]);
    return { rows, total };
  }
  // A named statement per filter combination: parsed once per connection and, after a few runs,
  // no longer planned (planning was ~1 ms of a filtered page's ~3 ms in PostgreSQL).
  const query = db
    .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
    .from(programs)
    .leftJoin(
      domains,
      and(eq(domains.institute_id, programs.institute_id), eq(domains.id, programs.domain_id)),
    )
    .where(conditionsOf(instituteId, page))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const name = statementName('programs_page', query.toSQL().sql);
  const counted = name ? await query.prepare(name).execute() : await query;
  const total = counted[0]?.total ?? (page.offset > 0 ? await countPrograms(db, instituteId, page) : 0);
  return { rows: counted, total };
}

/** The tabs' counts in one pass. */
export async function summarizePrograms(db: Executor, instituteId: number, scope: ProgramScope, now: Date) {
  const [row] = await db
    .select({
      live: sql<number>`count(*) filter (where ${tabCondition('live', now)})::int`,
      draft: sql<number>`count(*) filter (where ${tabCondition('draft', now)})::int`,
      past: sql<number>`count(*) filter (where ${tabCondition('past', now)})::int`,
    })
    .from(programs)
    .where(and(eq(programs.institute_id, instituteId), scopeCondition(scope)));
  return row ?? { live: 0, draft: 0, past: 0 };
}

const ofPrograms = (column: typeof registrations.program_id) =>
  sql`${column} = any(${sql.placeholder('programIds')}::int[])`;
/**
 * Each program's registrations that are not refused, on the partial index of exactly those
 * (migration 0013; the condition is written out so that even the generic plan can use it).
 */
const registrationCounts = preparedStatement((db) =>
  db
    .select({ program_id: registrations.program_id, n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.institute_id, sql.placeholder('instituteId')),
        ofPrograms(registrations.program_id),
        sql`${registrations.status} <> 'incomplete'`,
      ),
    )
    .groupBy(registrations.program_id)
    .prepare('program_list_registration_counts'),
);

/**
 * Each program's registrations that are not refused, for a page of programs at once (the presenters,
 * locations and points are the programs' own columns). Asked after the page, by its ids, so that an
 * offset never counts the rows it skips.
 */
export async function countRegistrations(
  db: Executor,
  instituteId: number,
  programIds: number[],
): Promise<Map<number, number>> {
  if (programIds.length === 0) return new Map();
  const counts = await registrationCounts(db).execute({ instituteId, programIds });
  return new Map(counts.map((r) => [r.program_id, r.n]));
}
