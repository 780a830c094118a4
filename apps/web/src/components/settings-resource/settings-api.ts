/**
 * The one place the settings kit names URLs and query keys (apps/web/src/app/README.md: components
 * never write either). Every function takes the contract's declaration, so a new resource needs no
 * code here. The calls are those of part 1 §7 "Settings resources".
 */
import { queryOptions } from '@tanstack/react-query';
import { LIMITS, type SettingsResource } from '@pdp/contract';
import type { ListResponse } from '../data-table/list-query';
import { apiGet, apiSend } from '../../lib/api-client';
import type { SettingsRow } from './types';

const API = '/api/v1';

/**
 * Resources whose uploads go to `POST /{plural}/{id}/{field}` (the spec names these paths for domain
 * icons). Every other resource uploads with the generic `PUT /{plural}/{id}` multipart.
 */
const UPLOADS_BY_FIELD_PATH: ReadonlySet<string> = new Set(['domains']);

/** `/api/v1/locations`, or `/api/v1/divisions/3/departments` for a nested resource. */
export function collectionPath(resource: SettingsResource, parentId?: number): string {
  if (!resource.parent) return `${API}/${resource.plural}`;
  if (parentId === undefined)
    throw new Error(`${resource.plural} needs the id of its ${resource.parent.key}`);
  return `${API}/${resource.parent.plural}/${parentId}/${resource.plural}`;
}

export function itemPath(resource: SettingsResource, parentId: number | undefined, id: number): string {
  return `${collectionPath(resource, parentId)}/${id}`;
}

/**
 * Where the bulk order goes: the declaration's `orderPath` (`/banners.json`; `:parentId` is filled
 * in), else `/{parent}/{id}/{plural}.json` for a nested list (`PUT /domains/{id}/capabilities.json`,
 * as the spec writes it), else `/{plural}` (`PUT /domains`).
 */
export function orderPath(resource: SettingsResource, parentId?: number): string {
  if (resource.orderPath) return `${API}${resource.orderPath.replace(':parentId', String(parentId))}`;
  const base = collectionPath(resource, parentId);
  return resource.parent ? `${base}.json` : base;
}

export function uploadPath(
  resource: SettingsResource,
  parentId: number | undefined,
  id: number,
  field: string,
) {
  const item = itemPath(resource, parentId, id);
  return UPLOADS_BY_FIELD_PATH.has(resource.plural)
    ? { method: 'POST' as const, path: `${item}/${field}` }
    : { method: 'PUT' as const, path: item };
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
    queryFn: ({ signal }) =>
      apiGet<ListResponse<Row>>(collectionPath(resource, parentId), {
        params: ALL_ROWS,
        signal,
        emptyResult: { data: [], meta: { total: 0, ...ALL_ROWS } },
      }),
  });

/** POST /{plural} {singular: {...}} → 201 {data}. */
export async function createSettingsItem<Row extends SettingsRow>(
  resource: SettingsResource,
  parentId: number | undefined,
  values: Record<string, unknown>,
): Promise<Row> {
  const body = { [resource.singular]: values };
  const response = await apiSend<{ data: Row }>(collectionPath(resource, parentId), { method: 'POST', body });
  return response.data;
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
  const response = await apiSend<{ data: Row }>(itemPath(resource, parentId, id), {
    method: 'PUT',
    body,
    errorDisplay,
  });
  return response.data;
}

/** DELETE /{plural}/{id} → 204; a 400 ("still used by…") goes to the Error! modal. */
export async function deleteSettingsItem(
  resource: SettingsResource,
  parentId: number | undefined,
  id: number,
) {
  await apiSend(itemPath(resource, parentId, id), { method: 'DELETE', errorDisplay: 'modal' });
}

/** PUT {orderPath} {plural: [{id, display_order}]} → {data: the renumbered list}. */
export async function reorderSettingsItems<Row extends SettingsRow>(
  resource: SettingsResource,
  parentId: number | undefined,
  orders: { id: number; display_order: number }[],
): Promise<Row[]> {
  const response = await apiSend<{ data: Row[] }>(orderPath(resource, parentId), {
    method: 'PUT',
    body: { [resource.plural]: orders },
    errorDisplay: 'modal',
  });
  return response.data;
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
  const { method, path } = uploadPath(resource, parentId, id, field);
  const body = await apiSend<{ data: Row }>(path, { method, body: form });
  return body.data;
}
