import type { TListQuery, TNameOptionList } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { compileListQuery } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as repo from './options-repository.js';

/** The `{id, name}` options of one settings list, of the institute the user acts in. */
export function listNameOptions(deps: AppDeps, auth: ResolvedSession, plural: TNameOptionList) {
  return repo.nameOptions(deps.db, plural, auth.instituteId);
}

/** The institute's departments with their labels, narrowed by the query's filters (the user form's division). */
export function listDepartmentOptions(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const { where } = compileListQuery(repo.departmentOptionsList, query);
  return repo.departmentOptions(deps.db, auth.instituteId, where);
}

/** The institute's vocational activities with their default points. */
export function listVocationalActivityOptions(deps: AppDeps, auth: ResolvedSession) {
  return repo.vocationalActivityOptions(deps.db, auth.instituteId);
}
