import { roleFlagsOf } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../users/policies.js';
import { canViewProfile, visibleProfiles } from './policies.js';

const admin: Actor = { id: 2, institute_id: 1, ...roleFlagsOf('institute_admin') };
const supervisor: Actor = { id: 3, institute_id: 1, ...roleFlagsOf('supervisor', 'educator') };

describe('profiling policies', () => {
  it('admins see every profile; a supervisor their educators', () => {
    expect(visibleProfiles(admin)).toEqual({ kind: 'institute' });
    expect(visibleProfiles(supervisor)).toEqual({ kind: 'supervised', supervisorId: 3 });
  });

  it('a profile is judged by its educator’s supervisor', () => {
    expect(canViewProfile(admin, { id: 50, supervisor_id: null })).toBe(true);
    expect(canViewProfile(supervisor, { id: 50, supervisor_id: 3 })).toBe(true);
    expect(canViewProfile(supervisor, { id: 50, supervisor_id: 7 })).toBe(false);
    // A supervisor who is also an educator does not see their own profile here (their supervisor does).
    expect(canViewProfile(supervisor, { id: 3, supervisor_id: null })).toBe(false);
    expect(canViewProfile(supervisor, { id: 3, supervisor_id: 9 })).toBe(false);
  });
});
