import { REPORT_NAMES, roleFlagsOf, type TRole } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../users/policies.js';
import { reportScope } from './policies.js';

const actor = (id: number, ...roles: TRole[]): Actor => ({ id, institute_id: 1, ...roleFlagsOf(...roles) });
const superAdmin = actor(1, 'super_admin');
const admin = actor(2, 'institute_admin');
const supervisor = actor(3, 'supervisor');
const supervisingAdmin = actor(6, 'supervisor', 'institute_admin');

describe('reportScope', () => {
  it('answers the whole institute for admins on every report', () => {
    for (const report of REPORT_NAMES) {
      expect(reportScope(superAdmin, report)).toEqual({ kind: 'institute' });
      expect(reportScope(admin, report)).toEqual({ kind: 'institute' });
      expect(reportScope(supervisingAdmin, report)).toEqual({ kind: 'institute' });
    }
  });

  it('answers a supervisor the users they supervise, without themselves, on the reports they may read', () => {
    for (const report of ['passports', 'user_points', 'points_history', 'point_request'] as const) {
      expect(reportScope(supervisor, report)).toEqual({ kind: 'supervised', supervisorId: 3 });
    }
  });

  it('answers nobody on the admin-only reports, and to whoever may not read reports', () => {
    expect(reportScope(supervisor, 'profiling')).toEqual({ kind: 'none' });
    expect(reportScope(supervisor, 'notification')).toEqual({ kind: 'none' });
    for (const role of ['facilitator', 'educator', 'guest'] as const) {
      expect(reportScope(actor(9, role), 'passports')).toEqual({ kind: 'none' });
    }
  });
});
