import {
  bannersResource,
  capabilitiesResource,
  categoriesResource,
  departmentsResource,
  divisionsResource,
  domainsResource,
  employmentTypesResource,
  locationsResource,
  responseLabelsResource,
  videoResourcesResource,
  vocationalActivitiesResource,
} from '@pdp/contract';
import {
  banners,
  capabilities,
  categories,
  departments,
  divisions,
  domains,
  employment_types,
  locations,
  response_labels,
  video_resources,
  vocational_activities,
} from '../../db/schema/index.js';
import type { SettingsBinding } from '../../lib/settings-resource/settings-service.js';
import {
  capabilityInUse,
  categoryInUse,
  departmentInUse,
  divisionInUse,
  domainInUse,
  employmentTypeInUse,
  locationInUse,
} from './in-use-repository.js';

/** Where each declared settings resource is stored, and the rules a declaration cannot say. */
export const SETTINGS_BINDINGS: SettingsBinding[] = [
  { resource: locationsResource, table: locations, sortKey: 'name', inUse: locationInUse },
  { resource: categoriesResource, table: categories, sortKey: 'name', inUse: categoryInUse },
  { resource: vocationalActivitiesResource, table: vocational_activities, sortKey: 'name' },
  {
    resource: employmentTypesResource,
    table: employment_types,
    sortKey: 'name',
    present: (row) => ({ label: row.name }),
    inUse: employmentTypeInUse,
  },
  { resource: responseLabelsResource, table: response_labels, sortKey: 'value' },
  { resource: divisionsResource, table: divisions, sortKey: 'name', inUse: divisionInUse },
  {
    resource: departmentsResource,
    table: departments,
    parentTable: divisions,
    sortKey: 'code',
    present: (row) => ({ label: `${String(row.code)} - ${String(row.name)}` }),
    inUse: departmentInUse,
  },
  { resource: domainsResource, table: domains, sortKey: 'name', inUse: domainInUse },
  {
    resource: capabilitiesResource,
    table: capabilities,
    parentTable: domains,
    sortKey: 'statement',
    inUse: capabilityInUse,
  },
  { resource: bannersResource, table: banners, sortKey: 'title' },
  { resource: videoResourcesResource, table: video_resources, sortKey: 'title' },
];
