import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSignedInMe } from '../lib/me';
import { paths } from '../lib/paths';

/** Each list a form picks from: what it holds, and the institute settings section (and tab) for it. */
const LISTS = {
  departments: { noun: 'departments', section: 'divisions', label: 'Divisions' },
  employmentTypes: { noun: 'employment types', section: 'employment_types', label: 'Employment Types' },
  domains: { noun: 'domains', section: 'domains', label: 'Domains' },
  categories: { noun: 'program categories', section: 'categories', label: 'Program Categories' },
  locations: { noun: 'locations', section: 'locations', label: 'Locations' },
} as const;

/**
 * The helper text of a select whose list the institute has not filled in yet (a new institute has
 * no departments, domains or locations): where to add them, linked for those who may, or who does.
 * The hook's function answers undefined (no helper text) while the list loads (`list` undefined) and
 * once it has entries.
 */
export function useNoOptionsYet(): (
  list: readonly unknown[] | undefined,
  of: keyof typeof LISTS,
) => ReactNode {
  const me = useSignedInMe();
  const canAdd = me.permissions.includes('institutes.manage');
  return (list, of) => {
    if (!list || list.length > 0) return undefined;
    const { noun, section, label } = LISTS[of];
    if (!canAdd) return `No ${noun} yet: your institute admin adds them in Institute Settings.`;
    return (
      <>
        No {noun} yet: add them in{' '}
        <Link component={RouterLink} to={paths.instituteSection.to(me.institute.id, section)}>
          Institute Settings › {label}
        </Link>
        .
      </>
    );
  };
}
