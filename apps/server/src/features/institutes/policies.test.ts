import { roleFlagsOf } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { canEditInstituteField, canReadInstitute } from './policies.js';

const superAdmin = roleFlagsOf('super_admin');
const admin = roleFlagsOf('institute_admin');
const supervisor = roleFlagsOf('supervisor');

describe('institutes policies', () => {
  it('keeps the from-email address and the VCM switch for super admins', () => {
    for (const field of ['from_email_address', 'vcm_enabled'] as const) {
      expect(canEditInstituteField(superAdmin, field)).toBe(true);
      expect(canEditInstituteField(admin, field)).toBe(false);
    }
    expect(canEditInstituteField(admin, 'name')).toBe(true);
    expect(canEditInstituteField(supervisor, 'name')).toBe(false);
  });

  it('lets a super admin read any institute, anyone else the one they act in', () => {
    expect(canReadInstitute(superAdmin, { instituteId: 1 }, 2)).toBe(true);
    expect(canReadInstitute(admin, { instituteId: 1 }, 1)).toBe(true);
    expect(canReadInstitute(admin, { instituteId: 1 }, 2)).toBe(false);
  });
});
