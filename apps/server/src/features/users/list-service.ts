import {
  userImportColumns,
  type TListQuery,
  type TUserAutocompleteItem,
  type TUserListItem,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { CsvColumns } from '../../lib/csv.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { findInstitute } from '../institutes/service.js';
import * as repo from './list-repository.js';
import { visibleUsers } from './policies.js';
import { presentUser } from './present.js';

export const AUTOCOMPLETE_LIMIT = 50;
export const EXPORT_BATCH_SIZE = 1000;

/**
 * The export's columns: the custom fields under the institute's names for them, as the user form
 * and the import template head them ("Custom 1"/"Custom 2" when unnamed).
 */
export async function userExportColumns(
  deps: AppDeps,
  auth: ResolvedSession,
): Promise<CsvColumns<TUserListItem>> {
  const institute = await findInstitute(deps.db, auth.instituteId);
  const headers = userImportColumns({
    custom_user_field_1: institute?.custom_user_field_1 ?? null,
    custom_user_field_2: institute?.custom_user_field_2 ?? null,
  });
  return [
    ['Employee Number', (u) => u.unique_identifier],
    ['Given Name', (u) => u.given_name],
    ['Family Name', (u) => u.family_name],
    ['Email', (u) => u.email],
    ['Roles', (u) => u.role_text],
    ['Division', (u) => u.division_name],
    ['Department', (u) => u.department_name],
    ['Employment Type', (u) => u.employment_type_name],
    ['Supervisor', (u) => u.supervisor_full_name],
    [headers.custom_1, (u) => u.custom_1],
    [headers.custom_2, (u) => u.custom_2],
    ['Active', (u) => (u.active ? 'Y' : 'N')],
  ];
}

function present(row: repo.UserListRow): TUserListItem {
  const item = presentUser(row, row.institute_name) as TUserListItem;
  item.division_name = row.division_name;
  item.department_name = row.department_name;
  item.employment_type_name = row.employment_type_name;
  item.supervisor_full_name = row.supervisor_full_name;
  return item;
}

/**
 * The page and the total. A search through the search keys' index finds few rows, and its page's query
 * counts them in the same pass (the window count also stops the planner from walking the sort order
 * and testing every row); the whole list's page reads its total from the users' counts. Otherwise the
 * page walks the sort index and stops at the page, and the total is a count beside it, without the
 * joins unless a filter reads a joined table.
 */
export async function listUsers(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const compiled = compileListQuery(repo.userListResource, query, { instituteId: auth.instituteId });
  const page = { ...compiled, scope: visibleUsers(auth.user) };
  const count = () => repo.countUsers(deps.db, auth.instituteId, page);
  if (!repo.pageCarriesTotal(page)) {
    const [{ rows }, total] = await Promise.all([repo.listUsers(deps.db, auth.instituteId, page), count()]);
    return { data: rows.map(present), meta: listMeta(compiled, total) };
  }
  const { rows, total } = await repo.listUsers(deps.db, auth.instituteId, page, { withTotal: true });
  return { data: rows.map(present), meta: listMeta(compiled, total ?? (await count())) };
}

export async function autocompleteUsers(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TListQuery,
): Promise<TUserAutocompleteItem[]> {
  const compiled = compileListQuery(repo.userAutocompleteResource, query, { instituteId: auth.instituteId });
  // Educators are suggested unless the query names roles.
  const namesRole = Object.entries(query.q ?? {}).some(
    ([key, value]) => key.startsWith('is_') && String(value).trim() !== '',
  );
  const rows = await repo.autocompleteUsers(deps.db, auth.instituteId, {
    ...compiled,
    scope: visibleUsers(auth.user),
    isEducatorsOnly: !namesRole,
    limit: AUTOCOMPLETE_LIMIT,
    offset: 0,
  });
  return rows.map((row) => ({ ...row, full_name: `${row.given_name} ${row.family_name}`.trim() }));
}

/**
 * The export: the list's filters and sort, read in batches so a large institute never sits in
 * memory at once. Compiling first means a bad filter answers 400 before any byte is streamed.
 */
export function exportUsers(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const compiled = compileListQuery(repo.userListResource, query, { instituteId: auth.instituteId });
  const scope = visibleUsers(auth.user);
  return async function* rows(): AsyncGenerator<TUserListItem> {
    for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
      const { rows: batch } = await repo.listUsers(deps.db, auth.instituteId, {
        where: compiled.where,
        scope,
        orderBy: compiled.orderBy,
        joins: compiled.joins,
        limit: EXPORT_BATCH_SIZE,
        offset,
      });
      for (const row of batch) yield present(row);
      if (batch.length < EXPORT_BATCH_SIZE) return;
    }
  };
}
