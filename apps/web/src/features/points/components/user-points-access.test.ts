import { describe, expect, it } from 'vitest';
import { canSeePendingActivities, hasPointsHistory } from './user-points-access';

const roles = (flags: Partial<Record<string, boolean>>) => ({
  is_super_admin: false,
  is_institute_admin: false,
  is_supervisor: false,
  is_facilitator: false,
  is_educator: false,
  is_guest: false,
  ...flags,
});

describe('canSeePendingActivities', () => {
  const educator = { is_super_admin: false };
  it('shows the panel to super admins, institute admins and supervisors (part 2 §6)', () => {
    expect(canSeePendingActivities(roles({ is_super_admin: true }), educator)).toBe(true);
    expect(canSeePendingActivities(roles({ is_institute_admin: true }), educator)).toBe(true);
    expect(canSeePendingActivities(roles({ is_supervisor: true, is_educator: true }), educator)).toBe(true);
  });

  it('hides it from everyone else, and on a super admin’s profile', () => {
    expect(canSeePendingActivities(roles({ is_facilitator: true }), educator)).toBe(false);
    expect(canSeePendingActivities(roles({ is_educator: true }), educator)).toBe(false);
    expect(canSeePendingActivities(roles({ is_super_admin: true }), { is_super_admin: true })).toBe(false);
  });
});

describe('hasPointsHistory', () => {
  it('is on every profile but a super admin’s (part 2 §6)', () => {
    expect(hasPointsHistory({ is_super_admin: false })).toBe(true);
    expect(hasPointsHistory({ is_super_admin: true })).toBe(false);
  });
});
