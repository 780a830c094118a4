import { permissionsOf, usesConsole, type RoleFlags, type TRole } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { accountMenuOptions, activeNavKey, visibleNavItems, type NavContext } from './nav-items';

const NO_ROLES: RoleFlags = {
  is_super_admin: false,
  is_institute_admin: false,
  is_supervisor: false,
  is_facilitator: false,
  is_educator: false,
  is_guest: false,
};

const PLAIN_INSTITUTE: NavContext['institute'] = {
  id: 7,
  vcm_enabled: false,
  sso_enabled: false,
  elective_registrations_require_approval: false,
  learning_journey_registrations_require_approval: false,
  vocational_elective_registrations_require_approval: false,
  vocational_learning_journey_registrations_require_approval: false,
};

/** The context a user with these roles gets: permissions come from the contract's own table. */
function contextFor(roles: TRole[], institute: Partial<NavContext['institute']> = {}): NavContext {
  const flags = { ...NO_ROLES };
  for (const role of roles) flags[`is_${role}`] = true;
  return {
    permissions: permissionsOf(flags),
    institute: { ...PLAIN_INSTITUTE, ...institute },
    isConsoleUser: usesConsole(flags),
    isSupervisor: flags.is_supervisor,
  };
}

const labels = (context: NavContext) => visibleNavItems(context).map((item) => item.label);

describe('visibleNavItems', () => {
  it('shows admins everything the institute has switched on', () => {
    const everything = { vcm_enabled: true, learning_journey_registrations_require_approval: true };
    const all = ['Institute', 'Users', 'Reports', 'VCM', 'Profiling', 'Registrations', 'Programs'];
    expect(labels(contextFor(['super_admin'], everything))).toEqual(all);
    expect(labels(contextFor(['institute_admin'], everything))).toEqual(all);
  });

  it('gives a supervisor everything but Institute', () => {
    const everything = { vcm_enabled: true, vocational_elective_registrations_require_approval: true };
    expect(labels(contextFor(['supervisor'], everything))).toEqual([
      'Users',
      'Reports',
      'VCM',
      'Profiling',
      'Registrations',
      'Programs',
      'My Team',
    ]);
  });

  it('shows facilitators Programs only, whatever the institute has on', () => {
    const everything = { vcm_enabled: true, elective_registrations_require_approval: true };
    expect(labels(contextFor(['facilitator'], everything))).toEqual(['Programs']);
  });

  it('shows educators and guests no console areas: their pages are the educator app (issue 21)', () => {
    const everything = { vcm_enabled: true, elective_registrations_require_approval: true };
    for (const role of ['educator', 'guest'] as const) {
      expect(labels(contextFor([role], everything))).toEqual([]);
    }
    expect(labels(contextFor(['educator', 'supervisor']))).toContain('Users');
  });

  it('hides VCM unless the institute has VCM enabled', () => {
    expect(labels(contextFor(['institute_admin']))).not.toContain('VCM');
    expect(labels(contextFor(['supervisor'], { vcm_enabled: true }))).toContain('VCM');
  });

  it('shows Registrations when any one of the four approval settings is on', () => {
    expect(labels(contextFor(['supervisor']))).not.toContain('Registrations');
    for (const flag of [
      'elective_registrations_require_approval',
      'learning_journey_registrations_require_approval',
      'vocational_elective_registrations_require_approval',
      'vocational_learning_journey_registrations_require_approval',
    ] as const) {
      expect(labels(contextFor(['supervisor'], { [flag]: true }))).toContain('Registrations');
    }
  });

  it('takes the union of a user’s roles', () => {
    expect(labels(contextFor(['educator', 'supervisor']))).toEqual([
      'Users',
      'Reports',
      'Profiling',
      'Programs',
      'My Team',
    ]);
  });

  it('links Institute to the current institute’s details', () => {
    const [institute] = visibleNavItems(contextFor(['institute_admin']));
    expect(institute?.to).toBe('/institutes/7/institute_details');
  });
});

describe('activeNavKey', () => {
  const items = visibleNavItems(contextFor(['super_admin'], { vcm_enabled: true }));

  it('keeps Users highlighted on any path starting with /users', () => {
    for (const path of ['/users', '/users/12', '/users/new', '/users_import']) {
      expect(activeNavKey(items, path)).toBe('users');
    }
  });

  it('highlights the area a path belongs to, and nothing elsewhere', () => {
    expect(activeNavKey(items, '/programs/5')).toBe('programs');
    expect(activeNavKey(items, '/institutes/7/locations')).toBe('institute');
    expect(activeNavKey(items, '/vcm/3/history')).toBe('vcm');
    expect(activeNavKey(items, '/reports/user_points')).toBe('reports');
    expect(activeNavKey(items, '/import_points')).toBeUndefined();
  });
});

describe('accountMenuOptions', () => {
  it('hides Change Password when the institute signs in with SSO', () => {
    expect(accountMenuOptions(contextFor(['educator'])).canChangePassword).toBe(true);
    expect(accountMenuOptions(contextFor(['educator'], { sso_enabled: true })).canChangePassword).toBe(false);
    expect(accountMenuOptions(contextFor(['institute_admin'], { sso_enabled: true })).canChangePassword).toBe(
      false,
    );
    // SSO never signs a super admin in: their password stays theirs.
    expect(accountMenuOptions(contextFor(['super_admin'], { sso_enabled: true })).canChangePassword).toBe(
      true,
    );
  });

  it('offers My PD to console users; educators and guests are already there', () => {
    expect(accountMenuOptions(contextFor(['facilitator'])).canOpenMyPd).toBe(true);
    expect(accountMenuOptions(contextFor(['educator'])).canOpenMyPd).toBe(false);
    expect(accountMenuOptions(contextFor(['guest'])).canOpenMyPd).toBe(false);
  });

  it('lets only a super admin switch and create institutes', () => {
    expect(accountMenuOptions(contextFor(['super_admin']))).toMatchObject({
      canSwitchInstitute: true,
      canCreateInstitute: true,
    });
    expect(accountMenuOptions(contextFor(['institute_admin']))).toMatchObject({
      canSwitchInstitute: false,
      canCreateInstitute: false,
    });
  });
});
