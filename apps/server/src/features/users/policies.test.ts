import { roleFlagsOf, type TRole } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import {
  canDeactivateUser,
  canEditUser,
  canViewUser,
  isAdmin,
  supervisedUsers,
  userAbilities,
  visibleUsers,
  type Actor,
  type UserRecord,
} from './policies.js';

const HOME = 1;
const actor = (id: number, ...roles: TRole[]): Actor => ({
  id,
  institute_id: HOME,
  ...roleFlagsOf(...roles),
});
const superAdmin = actor(1, 'super_admin');
const admin = actor(2, 'institute_admin');
const supervisor = actor(3, 'supervisor');
const educator = actor(4, 'educator');
const user = (fields: Partial<UserRecord> = {}): UserRecord => ({
  id: 50,
  institute_id: HOME,
  is_super_admin: false,
  supervisor_id: null,
  ...fields,
});

describe('isAdmin', () => {
  it('answers institute admins and super admins only', () => {
    expect(isAdmin(superAdmin)).toBe(true);
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(supervisor)).toBe(false);
    expect(isAdmin(educator)).toBe(false);
  });
});

describe('visibleUsers', () => {
  it('answers every user for admins, and a supervisor their own educators and themselves', () => {
    expect(visibleUsers(superAdmin)).toEqual({ kind: 'institute' });
    expect(visibleUsers(admin)).toEqual({ kind: 'institute' });
    expect(visibleUsers(supervisor)).toEqual({ kind: 'supervisedAndSelf', supervisorId: 3 });
  });
});

describe('supervisedUsers', () => {
  it('answers every user for admins, and a supervisor their own educators without themselves', () => {
    expect(supervisedUsers(superAdmin)).toEqual({ kind: 'institute' });
    expect(supervisedUsers(admin)).toEqual({ kind: 'institute' });
    expect(supervisedUsers(supervisor)).toEqual({ kind: 'supervised', supervisorId: 3 });
  });
});

describe('canViewUser', () => {
  it('lets admins read anyone, a supervisor their educators, and everyone themselves', () => {
    expect(canViewUser(admin, user())).toBe(true);
    expect(canViewUser(supervisor, user({ supervisor_id: 3 }))).toBe(true);
    expect(canViewUser(supervisor, user({ supervisor_id: 99 }))).toBe(false);
    expect(canViewUser(educator, user())).toBe(false);
    expect(canViewUser(educator, user({ id: 4 }))).toBe(true);
    expect(canViewUser(supervisor, user({ id: 3 }))).toBe(true);
  });

  it('an educator who is named as a supervisor still reads no one else (no users.view)', () => {
    expect(canViewUser(educator, user({ supervisor_id: 4 }))).toBe(false);
  });

  it('the same id in another institute is not the actor', () => {
    expect(canViewUser(educator, user({ id: 4, institute_id: 2 }))).toBe(false);
  });
});

describe('canEditUser', () => {
  it('lets admins edit users, and only a super admin change a super admin', () => {
    expect(canEditUser(admin, user())).toBe(true);
    expect(canEditUser(admin, user({ is_super_admin: true }))).toBe(false);
    expect(canEditUser(superAdmin, user({ is_super_admin: true }))).toBe(true);
    expect(canEditUser(supervisor, user({ supervisor_id: 3 }))).toBe(false);
  });
});

describe('canDeactivateUser', () => {
  it('refuses the actor’s own account, even to a super admin', () => {
    expect(canDeactivateUser(admin, user())).toBe(true);
    expect(canDeactivateUser(admin, user({ id: 2 }))).toBe(false);
    expect(canDeactivateUser(superAdmin, user({ id: 1, is_super_admin: true }))).toBe(false);
    expect(canDeactivateUser(superAdmin, user({ id: 2 }))).toBe(true);
    // A super admin acting in another institute: user 2 there is someone else.
    expect(canDeactivateUser(superAdmin, user({ id: 1, institute_id: 2 }))).toBe(true);
  });

  it('refuses whoever may not edit the user', () => {
    expect(canDeactivateUser(admin, user({ is_super_admin: true }))).toBe(false);
    expect(canDeactivateUser(supervisor, user({ supervisor_id: 3 }))).toBe(false);
  });
});

describe('userAbilities', () => {
  it('is what the profile may offer', () => {
    expect(userAbilities(admin, user())).toEqual({ update: true, deactivate: true });
    expect(userAbilities(admin, user({ id: 2 }))).toEqual({ update: true, deactivate: false });
    expect(userAbilities(supervisor, user({ supervisor_id: 3 }))).toEqual({
      update: false,
      deactivate: false,
    });
  });
});
