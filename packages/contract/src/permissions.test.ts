import { describe, expect, it } from 'vitest';
import { can, permissionsOf, rolesOf, type RoleFlags } from './permissions.js';

const none: RoleFlags = {
  is_super_admin: false,
  is_institute_admin: false,
  is_supervisor: false,
  is_facilitator: false,
  is_educator: false,
  is_guest: false,
};

describe('permissions (part 1 §6, part 2 §6)', () => {
  it('gives only the super admin the switch, create, VCM and from-email rights', () => {
    const superAdmin = { ...none, is_super_admin: true };
    const admin = { ...none, is_institute_admin: true };
    for (const permission of [
      'institutes.switch',
      'institutes.create',
      'institutes.enable_vcm',
      'institutes.edit_from_email',
      'institutes.assign_sso',
    ] as const) {
      expect(can(superAdmin, permission)).toBe(true);
      expect(can(admin, permission)).toBe(false);
    }
    expect(can(admin, 'institutes.manage')).toBe(true);
  });

  it('lets supervisors see users, reports and profiling but not manage users or admin reports', () => {
    const supervisor = { ...none, is_supervisor: true };
    expect(can(supervisor, 'users.view')).toBe(true);
    expect(can(supervisor, 'reports.view')).toBe(true);
    expect(can(supervisor, 'profiling.view')).toBe(true);
    expect(can(supervisor, 'users.manage')).toBe(false);
    expect(can(supervisor, 'reports.view_admin')).toBe(false);
    expect(can(supervisor, 'profiling.business_ideal')).toBe(false);
  });

  it('leaves educators and facilitators with programs and their account only', () => {
    for (const user of [
      { ...none, is_educator: true },
      { ...none, is_facilitator: true },
      { ...none, is_guest: true },
    ]) {
      expect(permissionsOf(user).sort()).toEqual(['account.manage', 'institutes.read', 'programs.view']);
    }
  });

  it('combines the rights of several roles and lists them in role order', () => {
    const both = { ...none, is_supervisor: true, is_educator: true };
    expect(rolesOf(both)).toEqual(['supervisor', 'educator']);
    expect(can(both, 'users.view')).toBe(true);
    expect(permissionsOf(none)).toEqual([]);
  });
});
