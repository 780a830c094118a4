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
import { recomputeEmploymentTypePassports } from '../points/passports-service.js';
import {
  capabilityInUse,
  categoryInUse,
  departmentInUse,
  divisionInUse,
  domainInUse,
  employmentTypeInUse,
  locationInUse,
} from './in-use-repository.js';

/** The employment type fields a passport is measured against (features/points/passports-rules.ts). */
const PASSPORT_REQUIREMENT_FIELDS = [
  'professional_points',
  'num_lj_required',
  'vocational_points',
  'num_vocational_lj_required',
  'profiling_tool_required',
];

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
    // Its requirements decide its users' passports (issue 16).
    afterUpdate: async (tx, instituteId, id, patch) => {
      if (PASSPORT_REQUIREMENT_FIELDS.some((field) => field in patch))
        await recomputeEmploymentTypePassports(tx, instituteId, id);
    },
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
