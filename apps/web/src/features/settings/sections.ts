import { lazy, type ComponentType } from 'react';
import { sectionPlaceholder } from './components/section-placeholder';

/** What every section component receives. */
export interface SectionProps {
  instituteId: number;
}

/** What decides whether a section's tab shows. */
export interface SectionContext {
  /** The institute has VCM enabled (the VCM tab shows only then). */
  isVcmEnabled: boolean;
  isSuperAdmin: boolean;
}

export interface InstituteSection {
  /** The URL's `:section`. */
  key: string;
  /** The tab's label, exactly the spec's (part 1 §2.5). */
  label: string;
  component: ComponentType<SectionProps>;
  visible: (context: SectionContext) => boolean;
}

type SectionModule = { default: ComponentType<SectionProps> };

/**
 * Sections written in their own folders plug in as soon as their file exists (each default-exports a
 * component taking `{instituteId}`); until then the tab shows a placeholder. A glob, not an import,
 * so a missing file is not a build error.
 */
const PLUGGABLE = import.meta.glob<SectionModule>([
  './components/details/institute-details-section.tsx',
  './components/notification/notification-section.tsx',
  './components/vcm-settings/vcm-section.tsx',
]);

function pluggable(file: string, label: string): ComponentType<SectionProps> {
  const load = PLUGGABLE[`./components/${file}.tsx`];
  return load ? lazy(load) : sectionPlaceholder(label);
}

const always = () => true;

/** The tabs of the institute settings, in the spec's order. Each section is its own lazy chunk. */
export const SECTIONS: readonly InstituteSection[] = [
  {
    key: 'institute_details',
    label: 'Institute Details',
    component: pluggable('details/institute-details-section', 'Institute Details'),
    visible: always,
  },
  {
    key: 'locations',
    label: 'Locations',
    component: lazy(() => import('./components/lists/locations-section')),
    visible: always,
  },
  {
    key: 'divisions',
    label: 'Divisions',
    component: lazy(() => import('./components/divisions/divisions-section')),
    visible: always,
  },
  {
    key: 'categories',
    label: 'Program Categories',
    component: lazy(() => import('./components/lists/categories-section')),
    visible: always,
  },
  {
    key: 'domains',
    label: 'Domains',
    component: lazy(() => import('./components/domains/domains-section')),
    visible: always,
  },
  {
    key: 'profiling_tool_labels',
    label: 'Profiling Tool Labels',
    component: lazy(() => import('./components/lists/profiling-tool-labels-section')),
    visible: always,
  },
  {
    key: 'employment_types',
    label: 'Employment Types / Passport Requirements & Enabled Features',
    component: lazy(() => import('./components/lists/employment-types-section')),
    visible: always,
  },
  {
    key: 'vocational_activities',
    label: 'Vocational Activities',
    component: lazy(() => import('./components/lists/vocational-activities-section')),
    visible: always,
  },
  {
    key: 'banners',
    label: 'Banners',
    component: lazy(() => import('./components/lists/banners-section')),
    visible: always,
  },
  {
    key: 'video_resources',
    label: 'Video Resources',
    component: lazy(() => import('./components/lists/video-resources-section')),
    visible: always,
  },
  {
    key: 'notification',
    label: 'Notification',
    component: pluggable('notification/notification-section', 'Notification'),
    visible: always,
  },
  {
    key: 'vcm',
    label: 'VCM',
    component: pluggable('vcm-settings/vcm-section', 'VCM'),
    visible: (context) => context.isVcmEnabled,
  },
  // Beyond the spec's tabs, after them (docs/using-compliance.md "API tokens").
  {
    key: 'api_tokens',
    label: 'API Tokens',
    component: lazy(() => import('./components/api-tokens/api-tokens-section')),
    visible: always,
  },
];

/** The sections this user sees, and the one the URL asks for (undefined when it names no visible one). */
export function resolveSection(section: string, context: SectionContext) {
  const visible = SECTIONS.filter((candidate) => candidate.visible(context));
  return { visible, requested: visible.find((candidate) => candidate.key === section) };
}
