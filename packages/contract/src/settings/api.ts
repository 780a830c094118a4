import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { dataResponse, listResponse, ZIdParams, ZListQuery, ZOptionsResponse } from '../common/list.js';
import { operation } from '../common/operation.js';
import { ZId } from '../common/values.js';
import { NAME_OPTION_LISTS, ZDepartmentOptionsResponse, type TNameOptionList } from './options.js';
import { orderBody, type SettingsResource } from './resource.js';
import { SETTINGS_RESOURCES } from './resources.js';
import { ZVocationalActivityOptionsResponse } from './vocational-activity-options.js';

const ZNoParams = z.object({});
const ZParentParams = z.object({ parentId: ZId });
const ZParentItemParams = ZParentParams.extend({ id: ZId });
/** The path params of a settings resource's list: a nested resource's parent (`parentId`). */
type ZCollectionParams = z.ZodType<{ parentId?: number }, { parentId?: unknown }>;
/** The path params of one row: its `id`, and a nested resource's `parentId`. */
type ZItemParams = z.ZodType<{ parentId?: number; id: number }, { parentId?: unknown; id: unknown }>;

/** The update body: any editable field, plus `active` for resources that toggle. */
function updateBody(resource: SettingsResource) {
  const editable = resource.editable
    ? resource.input.pick(Object.fromEntries(resource.editable.map((k) => [k, true])) as never)
    : resource.input;
  const fields = (editable as z.ZodObject).partial();
  const patch = resource.canToggleActive ? fields.extend({ active: z.boolean().optional() }) : fields;
  return z.object({ [resource.singular]: patch.default({}) });
}

/**
 * The operations of one settings resource (part 1 §7; lib/settings-resource/README.md on the server
 * says which a declaration gets). Every resource's are declared by this one function, so a new
 * resource needs no API declaration of its own. Nested resources take `parentId` in their path.
 * An operation the resource does not offer (a create of response labels) is absent.
 */
function settingsResourceApi(resource: SettingsResource) {
  const base = resource.parent
    ? `/api/v1/${resource.parent.plural}/:parentId/${resource.plural}`
    : `/api/v1/${resource.plural}`;
  // Typed as what either gives, so that a caller of any resource may name the parent (inferred, the
  // type would be the unnested one's alone).
  const params: ZCollectionParams = resource.parent ? ZParentParams : ZNoParams;
  const itemParams: ZItemParams = resource.parent ? ZParentItemParams : ZIdParams;
  const item = dataResponse(resource.item);
  // Bulk order is served at both `/{plural}` and `/{plural}.json`; `order` is the one the spec
  // names for the resource (`PUT /domains`, `PUT /banners.json`, `PUT /domains/{id}/capabilities.json`).
  const orderPath = resource.orderPath
    ? `/api/v1${resource.orderPath}`
    : resource.parent
      ? `${base}.json`
      : base;
  const orderAt = (path: string) =>
    operation({
      method: 'PUT',
      path,
      params,
      body: orderBody(resource.plural),
      responses: { 200: z.object({ data: z.array(resource.item) }), ...errorResponses },
    });
  return {
    list: operation({
      method: 'GET',
      path: base,
      params,
      query: ZListQuery,
      responses: { 200: listResponse(resource.item), ...errorResponses },
    }),
    get: operation({
      method: 'GET',
      path: `${base}/:id`,
      params: itemParams,
      responses: { 200: item, ...errorResponses },
    }),
    create: resource.canCreate
      ? operation({
          method: 'POST',
          path: base,
          params,
          body: z.object({ [resource.singular]: resource.input }),
          responses: { 201: item, ...errorResponses },
        })
      : undefined,
    /** A JSON update (`{active}` toggles), or a multipart upload of `<singular>[<field>]`. */
    update: operation({
      method: 'PUT',
      path: `${base}/:id`,
      params: itemParams,
      body: updateBody(resource),
      responses: { 200: item, ...errorResponses },
    }),
    /** Per file field, its own upload path (`POST /domains/{id}/svg_icon` with `domain[svg_icon]`). */
    uploads: Object.fromEntries(
      Object.keys(resource.uploads).map((field) => [
        field,
        operation({
          method: 'POST',
          path: `${base}/:id/${field}`,
          params: itemParams,
          body: 'multipart',
          responses: { 200: item, ...errorResponses },
        }),
      ]),
    ),
    remove: resource.canDelete
      ? operation({
          method: 'DELETE',
          path: `${base}/:id`,
          params: itemParams,
          responses: { 204: z.null(), ...errorResponses },
        })
      : undefined,
    order: resource.isOrdered ? orderAt(orderPath) : undefined,
    /** The same bulk order at the other spelling, for API clients that use it. */
    orderAlias: resource.isOrdered ? orderAt(orderPath === base ? `${base}.json` : base) : undefined,
  };
}

type SettingsResourceApi = ReturnType<typeof settingsResourceApi>;

const nameOptions = (list: TNameOptionList) =>
  operation({
    method: 'GET',
    path: `/api/v1/${list}/options`,
    responses: { 200: ZOptionsResponse, ...errorResponses },
  });

type TSettingsPlural = (typeof SETTINGS_RESOURCES)[number]['plural'];

export const settingsApi = {
  /**
   * Each settings resource's operations, by its plural (`resources.domains.list`); the settings kits
   * look a declaration's up by its `plural`, which may name none.
   */
  resources: Object.fromEntries(
    SETTINGS_RESOURCES.map((resource) => [resource.plural, settingsResourceApi(resource)]),
  ) as Readonly<Record<TSettingsPlural, SettingsResourceApi> & Partial<Record<string, SettingsResourceApi>>>,
  /** `{data: [{id, name}]}` of a settings list, in the institute the user acts in. */
  nameOptions: Object.fromEntries(NAME_OPTION_LISTS.map((list) => [list, nameOptions(list)])) as Readonly<
    Record<TNameOptionList, ReturnType<typeof nameOptions>>
  >,
  /** The institute's departments with their labels, narrowed by `q[division_id_eq]` (the user form). */
  departmentOptions: operation({
    method: 'GET',
    path: '/api/v1/departments/options',
    query: ZListQuery,
    responses: { 200: ZDepartmentOptionsResponse, ...errorResponses },
  }),
  vocationalActivityOptions: operation({
    method: 'GET',
    path: '/api/v1/vocational_activities/options',
    responses: { 200: ZVocationalActivityOptionsResponse, ...errorResponses },
  }),
};
