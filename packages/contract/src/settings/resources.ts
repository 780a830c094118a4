import { z } from 'zod';
import { LIMITS } from '../limits.js';
import {
  colour,
  count,
  fileFields,
  optionalLine,
  optionalText,
  optionalUrl,
  points,
  requiredLine,
  requiredText,
  ZOrdered,
  ZRowBase,
} from './fields.js';
import { defineSettingsResource, MB } from './resource.js';

/** Every settings resource of part 1 §2.5 and §7, with the limits of §5. */

export const locationsResource = defineSettingsResource({
  plural: 'locations',
  singular: 'location',
  input: z.object({ name: requiredLine(LIMITS.locationName) }),
  item: ZRowBase.extend({ name: z.string() }),
});

export const categoriesResource = defineSettingsResource({
  plural: 'categories',
  singular: 'category',
  input: z.object({ name: requiredLine(100) }),
  item: ZRowBase.extend({ name: z.string() }),
});

export const vocationalActivitiesResource = defineSettingsResource({
  plural: 'vocational_activities',
  singular: 'vocational_activity',
  input: z.object({ name: requiredLine(150), points }),
  item: ZRowBase.extend({ name: z.string(), points: z.number() }),
});

const ZEmploymentTypeInput = z.object({
  name: requiredLine(100),
  professional_points: count(),
  num_lj_required: count(),
  vocational_points: count(),
  num_vocational_lj_required: count(),
  profiling_tool_required: z.boolean(),
  profiling_require_supervisor_step: z.boolean(),
  vcm_enabled: z.boolean(),
});
export const employmentTypesResource = defineSettingsResource({
  plural: 'employment_types',
  singular: 'employment_type',
  input: ZEmploymentTypeInput,
  item: ZRowBase.extend({
    name: z.string(),
    label: z.string(),
    professional_points: z.number().int(),
    num_lj_required: z.number().int(),
    vocational_points: z.number().int(),
    num_vocational_lj_required: z.number().int(),
    profiling_tool_required: z.boolean(),
    profiling_require_supervisor_step: z.boolean(),
    vcm_enabled: z.boolean(),
  }),
});

/** Profiling tool response labels: seeded per institute; only the text changes. */
export const responseLabelsResource = defineSettingsResource({
  plural: 'response_labels',
  singular: 'response_label',
  input: z.object({ text: requiredLine(100), value: count(10) }),
  item: ZRowBase.extend({ text: z.string(), value: z.number().int() }),
  editable: ['text'],
  canCreate: false,
  canDelete: false,
});

export const divisionsResource = defineSettingsResource({
  plural: 'divisions',
  singular: 'division',
  input: z.object({ name: requiredLine(100) }),
  item: ZRowBase.extend({ name: z.string() }),
});

export const departmentsResource = defineSettingsResource({
  plural: 'departments',
  singular: 'department',
  parent: { plural: 'divisions', key: 'division_id' },
  input: z.object({ code: requiredLine(20), name: requiredLine(100) }),
  item: ZRowBase.extend({
    division_id: z.number().int(),
    code: z.string(),
    name: z.string(),
    label: z.string(),
  }),
});

export const domainsResource = defineSettingsResource({
  plural: 'domains',
  singular: 'domain',
  input: z.object({
    name: requiredLine(100),
    color: colour,
    summary: optionalText(LIMITS.domainDescription),
  }),
  item: ZRowBase.extend({ name: z.string(), color: z.string(), summary: z.string().nullable() })
    .extend(ZOrdered.shape)
    .extend(fileFields('svg_icon'))
    .extend(fileFields('icon')),
  isOrdered: true,
  canToggleActive: true,
  uploads: {
    svg_icon: {
      kinds: ['svg'],
      maxBytes: 200 * 1024,
      hint: 'SVG, white line art on a transparent background',
    },
    icon: { kinds: ['png', 'svg'], maxBytes: 1 * MB, hint: 'PNG or SVG' },
  },
});

export const capabilitiesResource = defineSettingsResource({
  plural: 'capabilities',
  singular: 'capability',
  parent: { plural: 'domains', key: 'domain_id' },
  input: z.object({ statement: requiredText(LIMITS.capabilityStatement) }),
  item: ZRowBase.extend({ domain_id: z.number().int(), statement: z.string() }).extend(ZOrdered.shape),
  isOrdered: true,
  canToggleActive: true,
});

export const bannersResource = defineSettingsResource({
  plural: 'banners',
  singular: 'banner',
  input: z.object({
    title: requiredLine(50),
    content: optionalText(100),
    button_label: optionalLine(20),
    button_url: optionalUrl(2000),
  }),
  item: ZRowBase.extend({
    title: z.string(),
    content: z.string().nullable(),
    button_label: z.string().nullable(),
    button_url: z.string().nullable(),
  })
    .extend(ZOrdered.shape)
    .extend(fileFields('desktop_image'))
    .extend(fileFields('mobile_image')),
  isOrdered: true,
  orderPath: '/banners.json',
  canToggleActive: true,
  uploads: {
    desktop_image: { kinds: ['jpg'], maxBytes: 2 * MB, hint: 'JPG, at most 2 MB, preferably 1440×280' },
    mobile_image: { kinds: ['jpg'], maxBytes: 2 * MB, hint: 'JPG, at most 2 MB, preferably 360×350' },
  },
});

export const videoResourcesResource = defineSettingsResource({
  plural: 'video_resources',
  singular: 'video_resource',
  input: z.object({
    category: optionalText(20),
    title: requiredLine(40),
    duration: optionalText(20),
    link_label: optionalText(20),
    link_url: optionalUrl(2000),
  }),
  item: ZRowBase.extend({
    category: z.string().nullable(),
    title: z.string(),
    duration: z.string().nullable(),
    link_label: z.string().nullable(),
    link_url: z.string().nullable(),
  })
    .extend(ZOrdered.shape)
    .extend(fileFields('thumbnail_image')),
  isOrdered: true,
  orderPath: '/video_resources.json',
  canToggleActive: true,
  uploads: {
    thumbnail_image: { kinds: ['jpg', 'png'], maxBytes: 1 * MB, hint: 'JPG or PNG, at most 1 MB, 184×100' },
  },
});

export const SETTINGS_RESOURCES = [
  locationsResource,
  categoriesResource,
  vocationalActivitiesResource,
  employmentTypesResource,
  responseLabelsResource,
  divisionsResource,
  departmentsResource,
  domainsResource,
  capabilitiesResource,
  bannersResource,
  videoResourcesResource,
] as const;
