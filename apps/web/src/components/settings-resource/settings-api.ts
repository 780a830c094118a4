/**
 * The one place the settings kit calls the API and names query keys (apps/web/src/app/README.md:
 * components never write either). Every function takes the contract's declaration and calls the
 * operations the contract declares for it, so a new resource needs no code here. The calls are those
 * of part 1 §7 "Settings resources"; a nested resource's calls name its parent (`parentId`).
 */
import { queryOptions } from '@tanstack/react-query';
import { api, LIMITS, type SettingsResource } from '@pdp/contract';
import type { ListResponse } from '../data-table/list-query';
import { apiSend, call, urlOf } from '../../lib/api-client';
import type { SettingsRow } from './types';

/**
 * Resources whose uploads go to `POST /{plural}/{id}/{field}` (the spec names these paths for domain
 * icons). Every other resource uploads with the generic `PUT /{plural}/{id}` multipart.
 */
const UPLOADS_BY_FIELD_PATH: ReadonlySet<string> = new Set(['domains']);

type ResourceApi = NonNullable<(typeof api.settings.resources)[string]>;

/** The operations the contract declares for the resource (packages/contract/src/settings/api.ts). */
function operationsOf(resource: SettingsResource): ResourceApi {
  const operations = api.settings.resources[resource.plural];
  if (!operations) throw new Error(`${resource.plural} is not a settings resource of the contract`);
  return operations;
}

/** A declared operation the resource must offer (the screen only offers what the declaration says). */
function offered<O>(operation: O | undefined, resource: SettingsResource, what: string): O {
  if (!operation) throw new Error(`${resource.plural} cannot ${what}`);
  return operation;
}

/** Query keys: `['settings', plural]` for a whole resource, `[…, parentId]` for one parent's list. */
export const settingsKeys = {
  all: (resource: SettingsResource) => ['settings', resource.plural] as const,
  list: (resource: SettingsResource, parentId?: number) =>
    ['settings', resource.plural, parentId ?? null, 'list'] as const,
};

/** Settings lists are short and ordered as a whole, so the kit reads every row at once. */
const ALL_ROWS = { page: 1, per_page: LIMITS.pageSizeMax };

export const settingsListQueryOptions = <Row extends SettingsRow>(
  resource: SettingsResource,
  parentId?: number,
) =>
  queryOptions({
    queryKey: settingsKeys.list(resource, parentId),
    queryFn: async ({ signal }) =>
      (await call(
        operationsOf(resource).list,
        { params: { parentId }, query: ALL_ROWS },
        { signal, emptyResult: { data: [], meta: { total: 0, ...ALL_ROWS } } },
      )) as ListResponse<Row>,
  });

/** POST /{plural} {singular: {...}} → 201 {data}. */
export async function createSettingsItem<Row extends SettingsRow>(
  resource: SettingsResource,
  parentId: number | undefined,
  values: Record<string, unknown>,
): Promise<Row> {
  const create = offered(operationsOf(resource).create, resource, 'create');
  const body = { [resource.singular]: values };
  const response = await call(create, { params: { parentId }, body });
  return response.data as Row;
}

/** PUT /{plural}/{id} {singular: {...}} → 200 {data}; also the toggle, with `{active}`. */
export async function updateSettingsItem<Row extends SettingsRow>(
  resource: SettingsResource,
  parentId: number | undefined,
  id: number,
  values: Record<string, unknown>,
  errorDisplay?: 'modal',
): Promise<Row> {
  const body = { [resource.singular]: values };
  const response = await call(
    operationsOf(resource).update,
    { params: { parentId, id }, body },
    { errorDisplay },
  );
  return response.data as Row;
}

/** DELETE /{plural}/{id} → 204; a 400 ("still used by…") goes to the Error! modal. */
export async function deleteSettingsItem(
  resource: SettingsResource,
  parentId: number | undefined,
  id: number,
) {
  const remove = offered(operationsOf(resource).remove, resource, 'delete');
  await call(remove, { params: { parentId, id } }, { errorDisplay: 'modal' });
}

/** PUT the spec's order path (`/domains`, `/banners.json`) {plural: [{id, display_order}]} → {data: the renumbered list}. */
export async function reorderSettingsItems<Row extends SettingsRow>(
  resource: SettingsResource,
  parentId: number | undefined,
  orders: { id: number; display_order: number }[],
): Promise<Row[]> {
  const order = offered(operationsOf(resource).order, resource, 'be ordered');
  const response = await call(
    order,
    { params: { parentId }, body: { [resource.plural]: orders } },
    { errorDisplay: 'modal' },
  );
  return response.data as Row[];
}

/** Uploads one file as multipart `singular[field]` → {data with field_url, field_filename}; a 422 names the field. */
export async function uploadSettingsFile<Row extends SettingsRow>(
  resource: SettingsResource,
  parentId: number | undefined,
  id: number,
  field: string,
  file: File,
): Promise<Row> {
  const form = new FormData();
  form.append(`${resource.singular}[${field}]`, file, file.name);
  const operations = operationsOf(resource);
  const upload = UPLOADS_BY_FIELD_PATH.has(resource.plural)
    ? offered(operations.uploads[field], resource, `upload ${field}`)
    : operations.update;
  // The update's declared body is JSON; the server also takes it as multipart (lib/read-upload.ts).
  const url = urlOf(upload, { params: { parentId, id } });
  const body = await apiSend<{ data: Row }>(url, { method: upload.method, body: form });
  return body.data;
}
