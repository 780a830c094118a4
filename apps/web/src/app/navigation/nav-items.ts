import type { TInstituteSummary, TPermission } from '@pdp/contract';
import { paths } from '../../lib/paths';
import { isRegistrationApprovalOn, type RegistrationApprovalFlags } from '../../lib/registration-approval';

export type NavKey =
  'institute' | 'users' | 'reports' | 'vcm' | 'profiling' | 'registrations' | 'programs' | 'team';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
  /** The path prefix that keeps the item highlighted. */
  activePrefix: string;
}

export interface NavContext {
  /** The signed-in user's permissions, as `/api/v1/me` lists them (the contract's table). */
  permissions: readonly TPermission[];
  institute: Pick<TInstituteSummary, 'id' | 'vcm_enabled' | 'sso_enabled'> & RegistrationApprovalFlags;
  /**
   * False for educators and guests, whose pages are the educator app at /me with its own section
   * navigation (issue 21): the console's areas are not theirs. Default true.
   */
  isConsoleUser?: boolean;
  /**
   * The user supervises educators: My Team is theirs. Admins may open a supervisor's team too, from
   * the address, without the item crowding the spec's navigation. Default false.
   */
  isSupervisor?: boolean;
}

/**
 * The top navigation of part 1 §6, in the spec's order. Who sees an item comes from the contract's
 * permission table; VCM and Registrations also depend on the institute's settings. The server
 * refuses the same areas, so hiding them is a convenience, not the guard.
 */
export function visibleNavItems({
  permissions,
  institute,
  isConsoleUser = true,
  isSupervisor = false,
}: NavContext): NavItem[] {
  if (!isConsoleUser) return [];
  const has = (permission: TPermission) => permissions.includes(permission);
  const candidates: (NavItem & { isVisible: boolean })[] = [
    {
      key: 'institute',
      label: 'Institute',
      to: paths.instituteSection.to(institute.id),
      activePrefix: '/institutes',
      isVisible: has('institutes.manage'),
    },
    {
      key: 'users',
      label: 'Users',
      to: paths.users.to(),
      // The spec: Users stays highlighted on any path starting with /users (so /users_import too).
      activePrefix: '/users',
      isVisible: has('users.view'),
    },
    {
      key: 'reports',
      label: 'Reports',
      to: paths.report.to(),
      activePrefix: '/reports',
      isVisible: has('reports.view'),
    },
    {
      key: 'vcm',
      label: 'VCM',
      to: paths.vcms.to(),
      activePrefix: '/vcm',
      isVisible: has('vcm.view') && institute.vcm_enabled,
    },
    {
      key: 'profiling',
      label: 'Profiling',
      to: paths.profiling.to(),
      activePrefix: '/profiling',
      isVisible: has('profiling.view'),
    },
    {
      key: 'registrations',
      label: 'Registrations',
      to: paths.registrations.to(),
      activePrefix: '/registrations',
      isVisible: has('registrations.view') && isRegistrationApprovalOn(institute),
    },
    {
      key: 'programs',
      label: 'Programs',
      to: paths.programs.to(),
      activePrefix: '/programs',
      isVisible: has('programs.view'),
    },
    {
      key: 'team',
      label: 'My Team',
      to: paths.team.to(),
      activePrefix: '/team',
      isVisible: has('team.view') && isSupervisor,
    },
  ];
  return candidates.filter((item) => item.isVisible).map(({ isVisible: _isVisible, ...item }) => item);
}

/** The item to highlight for a path, if any. */
export function activeNavKey(items: readonly NavItem[], pathname: string): NavKey | undefined {
  return items.find((item) => pathname.startsWith(item.activePrefix))?.key;
}

/**
 * What the account menu offers. Account itself is for everyone; Change Password hides under SSO,
 * except from super admins (who alone hold `institutes.assign_sso`): SSO never signs them in, so
 * their password is always theirs.
 */
export function accountMenuOptions({ permissions, institute, isConsoleUser = true }: NavContext) {
  return {
    isAccountVisible: permissions.includes('account.manage'),
    /** Console users reach their own educator app from the account menu (issue 21). */
    canOpenMyPd: isConsoleUser,
    canChangePassword:
      permissions.includes('account.manage') &&
      (!institute.sso_enabled || permissions.includes('institutes.assign_sso')),
    canSwitchInstitute: permissions.includes('institutes.switch'),
    canCreateInstitute: permissions.includes('institutes.create'),
  };
}
