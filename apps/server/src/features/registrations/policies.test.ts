import { roleFlagsOf, type TRole } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../users/policies.js';
import { canDecideRegistration, visibleRegistrations } from './policies.js';

const actor = (id: number, ...roles: TRole[]): Actor => ({ id, institute_id: 1, ...roleFlagsOf(...roles) });
const superAdmin = actor(1, 'super_admin');
const admin = actor(2, 'institute_admin');
const supervisor = actor(3, 'supervisor');
const facilitator = actor(4, 'facilitator');
const educator = actor(5, 'educator');
const supervisingAdmin = actor(6, 'supervisor', 'institute_admin');

describe('visibleRegistrations', () => {
  it('answers the institute for admins, their own educators for a supervisor, and nothing for the rest', () => {
    expect(visibleRegistrations(superAdmin)).toEqual({ kind: 'institute' });
    expect(visibleRegistrations(admin)).toEqual({ kind: 'institute' });
    expect(visibleRegistrations(supervisingAdmin)).toEqual({ kind: 'institute' });
    // Their educators only: unlike Manage Users, the queue never holds the supervisor's own registrations.
    expect(visibleRegistrations(supervisor)).toEqual({ kind: 'supervised', supervisorId: 3 });
    expect(visibleRegistrations(facilitator)).toEqual({ kind: 'none' });
    expect(visibleRegistrations(educator)).toEqual({ kind: 'none' });
  });
});

describe('canDecideRegistration', () => {
  it('lets admins decide any, a supervisor only their own educators’, and nobody else', () => {
    const mine = { user_id: 50, user_supervisor_id: 3 };
    const theirs = { user_id: 51, user_supervisor_id: 99 };
    const unsupervised = { user_id: 52, user_supervisor_id: null };
    for (const record of [mine, theirs, unsupervised]) {
      expect(canDecideRegistration(admin, record)).toBe(true);
      expect(canDecideRegistration(superAdmin, record)).toBe(true);
      expect(canDecideRegistration(facilitator, record)).toBe(false);
      expect(canDecideRegistration(educator, record)).toBe(false);
    }
    expect(canDecideRegistration(supervisor, mine)).toBe(true);
    expect(canDecideRegistration(supervisor, theirs)).toBe(false);
    expect(canDecideRegistration(supervisor, unsupervised)).toBe(false);
  });

  it('never lets a supervisor decide their own registration', () => {
    expect(canDecideRegistration(supervisor, { user_id: 3, user_supervisor_id: 99 })).toBe(false);
    expect(canDecideRegistration(supervisor, { user_id: 3, user_supervisor_id: null })).toBe(false);
    expect(canDecideRegistration(admin, { user_id: 3, user_supervisor_id: 99 })).toBe(true);
  });
});
