import { describe, expect, it } from 'vitest';
import { isRegistrationApprovalOn, type RegistrationApprovalFlags } from './registration-approval';

const ALL_OFF: RegistrationApprovalFlags = {
  elective_registrations_require_approval: false,
  learning_journey_registrations_require_approval: false,
  vocational_elective_registrations_require_approval: false,
  vocational_learning_journey_registrations_require_approval: false,
};

describe('isRegistrationApprovalOn (part 1 §6, §3)', () => {
  it('is off when all four settings are off', () => {
    expect(isRegistrationApprovalOn(ALL_OFF)).toBe(false);
  });

  it.each(Object.keys(ALL_OFF))('is on when %s alone is on', (flag) => {
    expect(isRegistrationApprovalOn({ ...ALL_OFF, [flag]: true })).toBe(true);
  });

  it('does not count the fifth switch, registrations_require_approval_enabled', () => {
    const institute = { ...ALL_OFF, registrations_require_approval_enabled: true };
    expect(isRegistrationApprovalOn(institute)).toBe(false);
  });
});
