import { and, asc, count, eq, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { departments, divisions, employment_types, institutes, users } from '../../db/schema/index.js';
import { userFullName, userSearchText } from '../../db/schema/users.js';
import type { ListField, ListResource } from '../../lib/list-query.js';

const supervisors = alias(users, 'supervisors');
const fullName = (table: { given_name: SQLWrapper; family_name: SQLWrapper }) =>
  userFullName(table) as SQL<string | null>;

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
    given_name: text(users.given_name),
    family_name: text(users.family_name),
    full_name: text(fullName(users)),
    email: text(users.email),
    unique_identifier: text(users.unique_identifier),
    department_name: { ...text(departments.name), filterable: false },
    employment_type_name: { ...text(employment_types.name), filterable: false },
    active: flag(users.active),
    is_guest: flag(users.is_guest),
    is_educator: flag(users.is_educator),
    is_facilitator: flag(users.is_facilitator),
    is_institute_admin: flag(users.is_institute_admin),
    is_supervisor: flag(users.is_supervisor),
    division_id: id(departments.division_id),
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
    given_name: text(users.given_name),
    family_name: text(users.family_name),
    unique_identifier: text(users.unique_identifier, false),
    // The spec's q[given_name_or_family_name_or_unique_identifier_cont] as one trigram-indexed text:
    // a fragment spanning given and family name ("Ann Sm") matches too.
    given_name_or_family_name_or_unique_identifier: { ...text(userSearchText(users), false) },
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

export const educatorFlag = eq(users.is_educator, true);

/** Only the supervisor's own educators and the supervisor. */
export function supervisedBy(supervisorId: number): SQL {
  return or(eq(users.supervisor_id, supervisorId), eq(users.id, supervisorId)) as SQL;
}

export interface UserListPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

function listSelect(db: Executor) {
  return db
    .select({
      user: users,
      institute_name: institutes.name,
      division_id: divisions.id,
      division_name: divisions.name,
      department_name: departments.name,
      employment_type_name: employment_types.name,
      supervisor_full_name: fullName(supervisors),
    })
    .from(users)
    .innerJoin(institutes, eq(institutes.id, users.institute_id))
    .leftJoin(
      departments,
      and(eq(departments.institute_id, users.institute_id), eq(departments.id, users.department_id)),
    )
    .leftJoin(
      divisions,
      and(eq(divisions.institute_id, departments.institute_id), eq(divisions.id, departments.division_id)),
    )
    .leftJoin(
      employment_types,
      and(
        eq(employment_types.institute_id, users.institute_id),
        eq(employment_types.id, users.employment_type_id),
      ),
    )
    .leftJoin(
      supervisors,
      and(eq(supervisors.institute_id, users.institute_id), eq(supervisors.id, users.supervisor_id)),
    );
}
export type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];

const scoped = (instituteId: number, where: SQL | undefined) =>
  and(eq(users.institute_id, instituteId), where);

/** One page; the id breaks ties so pages (and export batches) never overlap. */
export function listUsers(db: Executor, instituteId: number, page: UserListPage) {
  return listSelect(db)
    .where(scoped(instituteId, page.where))
    .orderBy(...page.orderBy, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One user with the names the profile shows (`GET /users/{id}`). */
export function findUserListRow(db: Executor, instituteId: number, id: number) {
  return listSelect(db)
    .where(and(eq(users.institute_id, instituteId), eq(users.id, id)))
    .then((rows) => rows[0]);
}

export async function countUsers(db: Executor, instituteId: number, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(
      departments,
      and(eq(departments.institute_id, users.institute_id), eq(departments.id, users.department_id)),
    )
    .where(scoped(instituteId, where));
  return Number(row?.n ?? 0);
}

export function autocompleteUsers(db: Executor, instituteId: number, page: UserListPage) {
  return db
    .select({
      id: users.id,
      given_name: users.given_name,
      family_name: users.family_name,
      unique_identifier: users.unique_identifier,
    })
    .from(users)
    .where(scoped(instituteId, page.where))
    .orderBy(...page.orderBy, asc(users.id))
    .limit(page.limit);
}
