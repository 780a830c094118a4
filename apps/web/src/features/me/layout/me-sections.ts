import { paths } from '../../../lib/paths';

export type MeSectionKey = 'passport' | 'profile' | 'programs' | 'points' | 'vcm' | 'notifications';

export interface MeSection {
  key: MeSectionKey;
  label: string;
  to: string;
  /** Path prefixes that keep the section highlighted, besides its own. */
  prefixes: readonly string[];
}

/**
 * The educator app's sections (issue 21), in order. VCM shows only while the institute has VCM on
 * (the server answers whether the caller's employment type takes part).
 */
export function meSections({ isVcmEnabled }: { isVcmEnabled: boolean }): MeSection[] {
  const sections: MeSection[] = [
    { key: 'passport', label: 'Passport', to: paths.me.to(), prefixes: [] },
    { key: 'profile', label: 'Profile', to: paths.meProfile.to(), prefixes: ['/me/profile'] },
    {
      key: 'programs',
      label: 'Programs',
      to: paths.mePrograms.to(),
      prefixes: ['/me/programs', '/me/registrations'],
    },
    { key: 'points', label: 'Points', to: paths.mePointRequests.to(), prefixes: ['/me/points'] },
    { key: 'vcm', label: 'VCM', to: paths.meVcms.to(), prefixes: ['/me/vcm'] },
    {
      key: 'notifications',
      label: 'Inbox',
      to: paths.meNotifications.to(),
      prefixes: ['/me/notifications'],
    },
  ];
  return sections.filter((section) => section.key !== 'vcm' || isVcmEnabled);
}

/** The section a path belongs to: the longest matching prefix, else the passport (`/me` itself). */
export function activeMeSection(sections: readonly MeSection[], pathname: string): MeSectionKey {
  const match = sections.find((section) =>
    section.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  return match?.key ?? 'passport';
}
