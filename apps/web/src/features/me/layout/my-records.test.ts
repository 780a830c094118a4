import { describe, expect, it } from 'vitest';
import { myRecordsOf } from './my-records';

const user = { is_educator: false, is_super_admin: false, active: true };
const of = (flags: Partial<typeof user>, vcmEnabled = true) =>
  myRecordsOf({
    user: { ...user, ...flags } as never,
    institute: { vcm_enabled: vcmEnabled } as never,
  });

describe('myRecordsOf', () => {
  it('gives an educator a profile, point requests and perhaps a VCM', () => {
    expect(of({ is_educator: true })).toEqual({ hasProfile: true, hasPointRequests: true, vcm: 'maybe' });
  });

  it('gives a super admin no profile, no point requests and no VCM', () => {
    expect(of({ is_super_admin: true })).toEqual({
      hasProfile: false,
      hasPointRequests: false,
      vcm: 'not-educator',
    });
  });

  it('says VCM is not used where the institute has it off, and is for active educators only', () => {
    expect(of({ is_educator: true }, false).vcm).toBe('not-used');
    expect(of({ is_educator: true, active: false }).vcm).toBe('not-educator');
    expect(of({ is_super_admin: true }, false).vcm).toBe('not-educator');
  });
});
