import { useEffect } from 'react';
import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// Institute settings (part 1 §2.5), one tab per section. The settings issues replace this placeholder.

/** Sections in tab order, with their tab labels. */
const SECTION_LABELS: Record<string, string> = {
  institute_details: 'Institute Details',
  locations: 'Locations',
  divisions: 'Divisions',
  categories: 'Program Categories',
  domains: 'Domains',
  profiling_tool_labels: 'Profiling Tool Labels',
  employment_types: 'Employment Types / Passport Requirements & Enabled Features',
  vocational_activities: 'Vocational Activities',
  banners: 'Banners',
  video_resources: 'Video Resources',
  notification: 'Notification',
  vcm: 'VCM',
};

export function InstituteSectionPage() {
  const { section = '' } = useParams();
  const label = SECTION_LABELS[section];
  // The spec: an unknown section logs a warning.
  useEffect(() => {
    if (!label) console.warn(`Unknown institute settings section "${section}"`);
  }, [label, section]);
  return <AreaPlaceholder title="Institute Settings" detail={label ? `Section: ${label}` : undefined} />;
}
