import { describe, expect, it } from 'vitest';
import { actorOf as actor } from '../users/policies-test-support.js';
import {
  canCheckMissingUnits,
  canCreateVcmFor,
  canForceVcmStatus,
  canOwnVcm,
  canReviewVcm,
  canSeeVcm,
  isEligibleApprover,
  isVcmOwner,
  vcmAbilities,
  visibleVcms,
  type VcmRecord,
} from './policies.js';

const superAdmin = actor(1, 'super_admin');
const admin = actor(2, 'institute_admin');
const approver = actor(3, 'supervisor');
const ownerSupervisor = actor(4, 'supervisor');
const otherSupervisor = actor(5, 'supervisor');
const owner = actor(6, 'educator');
const vcm: VcmRecord = { owner_user_id: 6, approver_user_id: 3, owner_supervisor_id: 4 };

describe('visibleVcms and canSeeVcm', () => {
  it('shows admins every VCM, a supervisor those they approve or whose owner they supervise', () => {
    expect(visibleVcms(admin)).toEqual({ kind: 'all' });
    expect(visibleVcms(superAdmin)).toEqual({ kind: 'all' });
    expect(visibleVcms(approver)).toEqual({ kind: 'reviewer', userIds: [3] });
    for (const reader of [superAdmin, admin, approver, ownerSupervisor])
      expect(canSeeVcm(reader, vcm)).toBe(true);
  });

  it('lets a delegate acting for the approver see and review the VCM, and no one else', () => {
    const delegate = { ...otherSupervisor, acting_for: [3] };
    expect(visibleVcms(delegate)).toEqual({ kind: 'reviewer', userIds: [5, 3] });
    expect(canSeeVcm(delegate, vcm)).toBe(true);
    expect(canReviewVcm(delegate, vcm)).toBe(true);
    expect(canReviewVcm({ ...otherSupervisor, acting_for: [4] }, vcm)).toBe(false);
    expect(canSeeVcm(otherSupervisor, vcm)).toBe(false);
  });

  it('hides it from another supervisor, and from the owner in the console (no vcm.view)', () => {
    expect(canSeeVcm(otherSupervisor, vcm)).toBe(false);
    expect(canSeeVcm(owner, vcm)).toBe(false);
    // Named approver, but an educator without vcm.view.
    expect(canSeeVcm(actor(3, 'educator'), vcm)).toBe(false);
  });
});

describe('canReviewVcm', () => {
  it('lets the approver and admins review', () => {
    expect(canReviewVcm(approver, vcm)).toBe(true);
    expect(canReviewVcm(admin, vcm)).toBe(true);
    expect(canReviewVcm(superAdmin, vcm)).toBe(true);
  });

  it('refuses the owner’s supervisor who is not the approver, other supervisors, and the owner even as an admin', () => {
    expect(canReviewVcm(ownerSupervisor, vcm)).toBe(false);
    expect(canReviewVcm(otherSupervisor, vcm)).toBe(false);
    const adminOwner = actor(6, 'institute_admin', 'educator');
    expect(canReviewVcm(adminOwner, vcm)).toBe(false);
    expect(canReviewVcm(actor(3, 'supervisor'), { ...vcm, owner_user_id: 3 })).toBe(false);
  });
});

describe('the admins’ actions', () => {
  it('lets admins force a status, check missing units and create a VCM for an educator; no one else', () => {
    for (const a of [superAdmin, admin]) {
      expect(canForceVcmStatus(a)).toBe(true);
      expect(canCheckMissingUnits(a)).toBe(true);
      expect(canCreateVcmFor(a)).toBe(true);
    }
    for (const a of [approver, owner]) {
      expect(canForceVcmStatus(a)).toBe(false);
      expect(canCheckMissingUnits(a)).toBe(false);
      expect(canCreateVcmFor(a)).toBe(false);
    }
  });
});

describe('isEligibleApprover', () => {
  const candidate = { id: 3, institute_id: 1, active: true, is_supervisor: true, is_institute_admin: false };
  it('accepts an active supervisor or institute admin of the institute', () => {
    expect(isEligibleApprover(candidate, 1, vcm)).toBe(true);
    expect(isEligibleApprover({ ...candidate, is_supervisor: false, is_institute_admin: true }, 1, vcm)).toBe(
      true,
    );
  });

  it('refuses the owner, an inactive user, another institute’s, and a user without either role', () => {
    expect(isEligibleApprover({ ...candidate, id: 6 }, 1, vcm)).toBe(false);
    expect(isEligibleApprover({ ...candidate, active: false }, 1, vcm)).toBe(false);
    expect(isEligibleApprover(candidate, 2, vcm)).toBe(false);
    expect(isEligibleApprover({ ...candidate, is_supervisor: false }, 1, vcm)).toBe(false);
  });
});

describe('canOwnVcm and isVcmOwner', () => {
  it('lets an active educator of a VCM-enabled employment type own a VCM', () => {
    expect(canOwnVcm({ is_educator: true, active: true }, true)).toBe(true);
    expect(canOwnVcm({ is_educator: true, active: true }, false)).toBe(false);
    expect(canOwnVcm({ is_educator: true, active: false }, true)).toBe(false);
    expect(canOwnVcm({ is_educator: false, active: true }, true)).toBe(false);
  });

  it('lets the educator act on their own VCM only', () => {
    expect(isVcmOwner(owner, vcm)).toBe(true);
    expect(isVcmOwner(approver, vcm)).toBe(false);
  });
});

describe('vcmAbilities', () => {
  it('answers the read’s `can` from the rules', () => {
    expect(vcmAbilities(approver, vcm)).toEqual({
      review: true,
      delegate: true,
      force_status: false,
      missing_units_check: false,
    });
    expect(vcmAbilities(admin, vcm)).toEqual({
      review: true,
      delegate: true,
      force_status: true,
      missing_units_check: true,
    });
    expect(vcmAbilities(ownerSupervisor, vcm)).toEqual({
      review: false,
      delegate: false,
      force_status: false,
      missing_units_check: false,
    });
  });
});
