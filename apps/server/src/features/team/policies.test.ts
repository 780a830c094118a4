import { describe, expect, it } from 'vitest';
import { actorOf } from '../users/policies-test-support.js';
import { canUseApprovalLink } from './policies.js';

describe('canUseApprovalLink', () => {
  const link = { approver_id: 7, institute_id: 1 };

  it('lets its approver use it, signed in to the link’s institute', () => {
    expect(canUseApprovalLink({ user: actorOf(7, 'supervisor'), instituteId: 1 }, link)).toBe(true);
  });

  it('refuses anyone else: another user, the approver acting elsewhere, a visitor from another institute with the same id', () => {
    expect(canUseApprovalLink({ user: actorOf(8, 'supervisor'), instituteId: 1 }, link)).toBe(false);
    expect(canUseApprovalLink({ user: actorOf(7, 'supervisor'), instituteId: 2 }, link)).toBe(false);
    const visitor = { ...actorOf(7, 'super_admin'), institute_id: 2 };
    expect(canUseApprovalLink({ user: visitor, instituteId: 1 }, link)).toBe(false);
  });
});
