import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { selectPlainRows } from '../../db/plain-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  PRESENTED_USER_COLUMNS,
  departments,
  divisions,
  employment_types,
  institutes,
  user_counts,
  users,
} from '../../db/schema/index.js';
import { userFullName, userFullNameSearch, userSearch, userSearchText } from '../../db/schema/users.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import { userScopeCondition, type UserScope } from '../../db/user-scope.js';

const supervisors = alias(users, 'supervisors');
const FORMER_SUPERVISORS = 'former_supervisors';
const formerSupervisors = alias(users, FORMER_SUPERVISORS);

/**
 * The supervisor's name, from the supervisors' own index (`users_supervisor_names_index`: those with
 * the role, their names in the index): a page's supervisors are one index-only scan of the
 * institute's few hundred supervisors, where a key lookup per row read 4 pages each once ten
 * institutes shared the users' index (docs/performance.md, "Many institutes"). A supervisor who has
 * since lost the role is looked up by key, only for the rows that name one.
 */
function supervisorFullName() {
  const former = sql<string>`(select ${fullName(formerSupervisors)} from ${users} ${sql.identifier(FORMER_SUPERVISORS)}
    where ${sameTenantRow(formerSupervisors, users.supervisor_id, users.institute_id)})`;
  return sql<string | null>`case when ${users.supervisor_id} is null then null
    else coalesce(${fullName(supervisors)}, ${former}) end`;
}
const fullName = (table: { given_name: SQLWrapper; family_name: SQLWrapper }) =>
  userFullName(table) as SQL<string | null>;
/** The one text every name or number search goes through, and its indexed keys (schema/users.ts). */
const searchText = userSearchText(users);
const searched = (field: ListField): ListField => ({ ...field, ...userSearch(users) });

const text = (expression: ListField['expression'], sortable = true): ListField => ({
  expression,
  type: 'text',
  sortable,
});
const flag = (expression: ListField['expression']): ListField => ({
  expression,
  type: 'boolean',
  sortable: false,
});
const id = (expression: ListField['expression']): ListField => ({
  expression,
  type: 'number',
  sortable: false,
});

/** Manage Users and its CSV export: the allow-listed filters and sorts. */
export const userListResource: ListResource = {
  name: 'users',
  fields: {
    given_name: searched(text(users.given_name)),
    family_name: searched(text(users.family_name)),
    full_name: { ...searched(text(fullName(users))), lowered: userFullNameSearch(users) },
    email: text(users.email),
    unique_identifier: searched(text(users.unique_identifier)),
    // The spec's q[given_name_or_family_name_or_unique_identifier_cont] as the indexed text itself, as
    // in the autocomplete: a fragment spanning given and family name ("Ann Sm") matches too.
    given_name_or_family_name_or_unique_identifier: {
      ...searched(text(searchText, false)),
      lowered: searchText,
    },
    department_name: { ...text(departments.name), filterable: false, join: 'departments' },
    employment_type_name: { ...text(employment_types.name), filterable: false, join: 'employment_types' },
    active: flag(users.active),
    is_guest: flag(users.is_guest),
    is_educator: flag(users.is_educator),
    is_facilitator: flag(users.is_facilitator),
    is_institute_admin: flag(users.is_institute_admin),
    is_supervisor: flag(users.is_supervisor),
    division_id: { ...id(departments.division_id), join: 'departments' },
    department_id: id(users.department_id),
    employment_type_id: id(users.employment_type_id),
    supervisor_id: id(users.supervisor_id),
    custom_1: text(users.custom_1, false),
    custom_2: text(users.custom_2, false),
  },
  defaultSort: [asc(users.family_name), asc(users.given_name)],
};

/** The autocomplete: role flags joined by `_or_`, active, the text search and two sorts. */
export const userAutocompleteResource: ListResource = {
  name: 'users',
  fields: {
    given_name: searched(text(users.given_name)),
    family_name: searched(text(users.family_name)),
    unique_identifier: searched(text(users.unique_identifier, false)),
    given_name_or_family_name_or_unique_identifier: {
      ...searched(text(searchText, false)),
      lowered: searchText,
    },
    active: flag(users.active),
    is_guest: flag(users.is_guest),
    is_educator: flag(users.is_educator),
    is_facilitator: flag(users.is_facilitator),
    is_institute_admin: flag(users.is_institute_admin),
    is_supervisor: flag(users.is_supervisor),
    is_super_admin: flag(users.is_super_admin),
  },
  defaultSort: [asc(users.family_name), asc(users.given_name)],
};

export interface UserListPage {
  /** The compiled list query's filters. */
  where: SQL | undefined;
  /** Whom the signed-in user may see (users policies `visibleUsers`). */
  scope: UserScope;
  /** Only educators (the autocomplete's default when the query names no role). */
  isEducatorsOnly?: boolean;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The joins the filters and sorts need (CompiledList.joins); none by default. */
  joins?: string[];
  isIndexedSearch?: boolean;
}

/**
 * What a list row and the profile show of a user: the presented columns only (the whole row added
 * four timestamps, the password hash and two search texts that nothing reads), flat beside the names
 * they join, so a page can be read as plain values. None is a date or timestamp (selectPlainRows).
 */
const listColumns = {
  ...(Object.fromEntries(PRESENTED_USER_COLUMNS.map((name) => [name, users[name]])) as {
    [K in (typeof PRESENTED_USER_COLUMNS)[number]]: (typeof users)[K];
  }),
  institute_name: institutes.name,
  division_id: divisions.id,
  division_name: divisions.name,
  department_name: departments.name,
  employment_type_name: employment_types.name,
  supervisor_full_name: supervisorFullName(),
};
const LIST_KEYS = Object.keys(listColumns) as (keyof typeof listColumns)[];

function listSelect(db: Executor) {
  return db
    .select(listColumns)
    .from(users)
    .innerJoin(institutes, eq(institutes.id, users.institute_id))
    .leftJoin(departments, departmentOf)
    .leftJoin(
      divisions,
      and(eq(divisions.institute_id, departments.institute_id), eq(divisions.id, departments.division_id)),
    )
    .leftJoin(employment_types, employmentTypeOf)
    .leftJoin(
      supervisors,
      and(
        sameTenantRow(supervisors, users.supervisor_id, users.institute_id),
        // Written as the index's own predicate, not `= $n`: a prepared statement's generic plan can
        // use a partial index only when its condition is in the statement's text.
        sql`${supervisors.is_supervisor}`,
      ),
    );
}
const departmentOf = and(
  eq(departments.institute_id, users.institute_id),
  eq(departments.id, users.department_id),
);
const employmentTypeOf = and(
  eq(employment_types.institute_id, users.institute_id),
  eq(employment_types.id, users.employment_type_id),
);

/** Some users' list rows, joined with the names they show: the same statement every time. */
const listRowsQuery = preparedStatement((db) =>
  listSelect(db).where(
    and(
      eq(users.institute_id, sql.placeholder('instituteId')),
      sql`${users.id} = any(${sql.placeholder('ids')}::int[])`,
    ),
  ),
);
const oneRowStatement = preparedStatement((db) =>
  listSelect(db)
    .where(and(eq(users.institute_id, sql.placeholder('instituteId')), eq(users.id, sql.placeholder('id'))))
    .prepare('user_list_row'),
);
export type UserListRow = Awaited<ReturnType<ReturnType<typeof oneRowStatement>['execute']>>[number];

/**
 * The list rows of these users, in the order of `ids` (unknown ids are left out): plain values from
 * one named statement (Drizzle's per-cell mapping of a 100-row page cost more Node time than the rest
 * of the request's reading).
 */
export async function findUserListRows(db: Database, instituteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectPlainRows<UserListRow>(db, listRowsQuery(db), LIST_KEYS, {
    prepared: true,
    values: { instituteId, ids },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One user with the names the profile shows (`GET /users/{id}`). */
export async function findUserListRow(db: Executor, instituteId: number, id: number) {
  return (await oneRowStatement(db).execute({ instituteId, id }))[0];
}

/** The institute's users the page's filters and scope allow. */
const scoped = (instituteId: number, page: Pick<UserListPage, 'where' | 'scope' | 'isEducatorsOnly'>) =>
  and(
    eq(users.institute_id, instituteId),
    page.where,
    userScopeCondition(page.scope),
    page.isEducatorsOnly ? eq(users.is_educator, true) : undefined,
  );

/**
 * `users`, with the joins a filter or sort needs (and only those). Both are to-one joins whose columns
 * are not selected, so the rows and their type stay those of `users`.
 */
function fromUsers<T extends Parameters<Executor['select']>[0]>(db: Executor, columns: T, joins: string[]) {
  let query = db.select(columns).from(users).$dynamic();
  if (joins.includes('departments'))
    query = query.leftJoin(departments, departmentOf) as unknown as typeof query;
  if (joins.includes('employment_types'))
    query = query.leftJoin(employment_types, employmentTypeOf) as unknown as typeof query;
  return query;
}

/**
 * One page of the list, paged on ids first and joined after (a deferred join): the page walks the
 * sort index alone, and only its rows are joined. `withTotal` counts the filtered rows in the same
 * pass (a window count), undefined when the page is empty. The id breaks ties so pages never overlap.
 */
export async function listUsers(
  db: Database,
  instituteId: number,
  page: UserListPage,
  options: { withTotal?: boolean } = {},
) {
  const total = options.withTotal ? sql<number>`(count(*) over ())::int` : sql<null>`null`;
  const ids = isWholeList(page)
    ? await wholeListPage(db).execute({ instituteId, limit: page.limit, offset: page.offset })
    : await fromUsers(db, { id: users.id, total }, page.joins ?? [])
        .where(scoped(instituteId, page))
        .orderBy(...page.orderBy, asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
  const rows = await findUserListRows(
    db,
    instituteId,
    ids.map((row) => row.id),
  );
  return { rows, total: ids[0]?.total ?? undefined };
}

/** How many users match; joins only what the filter needs (none for most). */
export async function countUsers(
  db: Executor,
  instituteId: number,
  page: Pick<UserListPage, 'where' | 'scope' | 'joins' | 'isEducatorsOnly'>,
) {
  const [row] = isWholeList(page)
    ? await wholeListCount(db).execute({ instituteId })
    : await fromUsers(db, { n: count() }, page.joins ?? []).where(scoped(instituteId, page));
  return Number(row?.n ?? 0);
}

/** Whether `listUsers` answers the page's total beside its rows (undefined then only for an empty page). */
export const pageCarriesTotal = (page: Parameters<typeof isWholeList>[0] & { isIndexedSearch?: boolean }) =>
  page.isIndexedSearch === true || isWholeList(page);

/**
 * The most common list of all, every user of the institute in the default order (Manage Users as it
 * opens, and each page after): its page and count are prepared statements, built and planned once
 * per connection instead of on every request.
 */
const isWholeList = (page: Partial<Pick<UserListPage, 'where' | 'scope' | 'isEducatorsOnly' | 'orderBy'>>) =>
  !page.where &&
  page.scope?.kind === 'institute' &&
  !page.isEducatorsOnly &&
  (!page.orderBy || page.orderBy === userListResource.defaultSort);
// Its page carries the total (an InitPlan, run once): Manage Users' usual page needs no count beside it.
const wholeListPage = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      total: sql<number>`(${db
        .select({ n: sql`coalesce(sum(${user_counts.delta}), 0)::int` })
        .from(user_counts)
        .where(eq(user_counts.institute_id, sql.placeholder('instituteId')))})`,
    })
    .from(users)
    .where(eq(users.institute_id, sql.placeholder('instituteId')))
    .orderBy(...userListResource.defaultSort, asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('user_list_whole_page_with_total'),
);
// The whole list's total, summed from the rows the users' triggers keep (schema/users.ts): counting
// 20,000 index entries took 1 ms of PostgreSQL's time on every page (docs/performance.md).
const wholeListCount = preparedStatement((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${user_counts.delta}), 0)::int` })
    .from(user_counts)
    .where(eq(user_counts.institute_id, sql.placeholder('instituteId')))
    .prepare('user_list_whole_count'),
);

/** Folds the rows of `user_counts` of each institute that has several into one (the users job); the sums stay what they were. */
export async function compactUserCounts(db: Executor) {
  await db.execute(sql`
    with folded as (
      delete from ${user_counts}
      where institute_id in (select institute_id from ${user_counts} group by institute_id having count(*) > 1)
      returning institute_id, delta)
    insert into ${user_counts} (institute_id, delta)
    select institute_id, sum(delta) from folded group by institute_id`);
}

/**
 * The autocomplete's first 50. With an indexed search the matches are found first (the search keys' index)
 * and then sorted: walking the name order instead and testing each row read thousands of rows for a
 * fragment whose matches sort late. The subquery is named `users` so the compiled sort applies to it.
 */
export function autocompleteUsers(db: Executor, instituteId: number, page: UserListPage) {
  const columns = {
    id: users.id,
    given_name: users.given_name,
    family_name: users.family_name,
    unique_identifier: users.unique_identifier,
  };
  const matching = db.select(columns).from(users).where(scoped(instituteId, page));
  const order = [...page.orderBy, asc(users.id)];
  if (!page.isIndexedSearch) return matching.orderBy(...order).limit(page.limit);
  // OFFSET 0 keeps PostgreSQL from merging the subquery into the sorted, limited query. Drizzle leaves
  // a numeric offset of 0 out, so it is written as SQL.
  const matches = matching.offset(sql`0` as unknown as number).as('users');
  return db
    .select()
    .from(matches)
    .orderBy(...order)
    .limit(page.limit);
}
