import { permissionsOf } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { isVcmDotOn, isVcmShown } from './vcm-nav-badge';

const NO_ROLES = {
  is_super_admin: false,
  is_institute_admin: false,
  is_supervisor: false,
  is_facilitator: false,
  is_educator: false,
  is_guest: false,
};
const viewer = (roles: Partial<typeof NO_ROLES>, vcmEnabled = true) => ({
  permissions: permissionsOf({ ...NO_ROLES, ...roles }),
  institute: { vcm_enabled: vcmEnabled },
});

describe('the VCM red dot', () => {
  it('is asked for by those who see VCM, only while the institute has it on', () => {
    expect(isVcmShown(viewer({ is_supervisor: true }))).toBe(true);
    expect(isVcmShown(viewer({ is_institute_admin: true }))).toBe(true);
    expect(isVcmShown(viewer({ is_facilitator: true }))).toBe(false);
    expect(isVcmShown(viewer({ is_supervisor: true }, false))).toBe(false);
  });

  it('shows while a VCM waits in review', () => {
    expect(isVcmDotOn(viewer({ is_supervisor: true }), 2)).toBe(true);
    expect(isVcmDotOn(viewer({ is_supervisor: true }), 0)).toBe(false);
    expect(isVcmDotOn(viewer({ is_supervisor: true }), undefined)).toBe(false);
    expect(isVcmDotOn(viewer({ is_supervisor: true }, false), 3)).toBe(false);
  });
});
