import { describe, expect, it } from 'vitest';
import { actorOf as actor, userRecordOf } from '../users/policies-test-support.js';
import {
  canAddProfessional,
  canAddVocational,
  canDeleteHistoryRow,
  canReadPointsHistory,
  canSeePointRequests,
  pointRequestActions,
  SUPERVISOR_ACTION_SETTING,
} from './policies.js';

const superAdmin = actor(1, 'super_admin');
const admin = actor(2, 'institute_admin');
const supervisor = actor(3, 'supervisor', 'educator');
const educator = actor(4, 'educator');
const facilitator = actor(5, 'facilitator');
const user = (fields: Parameters<typeof userRecordOf>[0] = {}) =>
  userRecordOf({ supervisor_id: 3, ...fields });
const supervised = user();
const other = user({ supervisor_id: 99 });
/** The supervisor's own record: they are their own user, supervised by someone else. */
const supervisorSelf = user({ id: 3, supervisor_id: 99 });

describe('canReadPointsHistory', () => {
  it('lets admins read anyone, a supervisor their educators, and a user themselves', () => {
    expect(canReadPointsHistory(admin, other)).toBe(true);
    expect(canReadPointsHistory(superAdmin, other)).toBe(true);
    expect(canReadPointsHistory(supervisor, supervised)).toBe(true);
    expect(canReadPointsHistory(educator, user({ id: 4 }))).toBe(true);
  });

  it('refuses a supervisor another’s educator, an educator someone else, and anyone a super admin’s', () => {
    expect(canReadPointsHistory(supervisor, other)).toBe(false);
    expect(canReadPointsHistory(educator, supervised)).toBe(false);
    expect(canReadPointsHistory(facilitator, supervised)).toBe(false);
    // A super admin's profile has no points history, not even for the super admin themselves.
    expect(canReadPointsHistory(superAdmin, user({ is_super_admin: true }))).toBe(false);
    expect(canReadPointsHistory(superAdmin, user({ id: 1, is_super_admin: true }))).toBe(false);
  });
});

describe('canAddVocational', () => {
  it('lets admins add for anyone they see, themselves included, and a supervisor for their educators', () => {
    expect(canAddVocational(admin, other)).toBe(true);
    expect(canAddVocational(admin, user({ id: 2 }))).toBe(true);
    expect(canAddVocational(supervisor, supervised)).toBe(true);
  });

  it('refuses a supervisor for themselves or another’s educator, and users without the permission', () => {
    expect(canAddVocational(supervisor, supervisorSelf)).toBe(false);
    expect(canAddVocational(supervisor, other)).toBe(false);
    expect(canAddVocational(educator, user({ id: 4 }))).toBe(false);
    expect(canAddVocational(admin, user({ is_super_admin: true }))).toBe(false);
  });
});

describe('canAddProfessional', () => {
  it('is for admins only, on users whose history they read', () => {
    expect(canAddProfessional(admin, other)).toBe(true);
    expect(canAddProfessional(superAdmin, user({ id: 1, institute_id: 2 }))).toBe(true);
    expect(canAddProfessional(supervisor, supervised)).toBe(false);
    expect(canAddProfessional(educator, user({ id: 4 }))).toBe(false);
    expect(canAddProfessional(admin, user({ is_super_admin: true }))).toBe(false);
  });
});

describe('canDeleteHistoryRow', () => {
  it('follows who may add that kind of row; a program’s row never', () => {
    expect(canDeleteHistoryRow(supervisor, supervised, 'PointsVocational')).toBe(true);
    expect(canDeleteHistoryRow(supervisor, supervised, 'PointsRea')).toBe(false);
    expect(canDeleteHistoryRow(admin, other, 'PointsRea')).toBe(true);
    expect(canDeleteHistoryRow(supervisor, supervisorSelf, 'PointsVocational')).toBe(false);
    expect(canDeleteHistoryRow(admin, other, 'PointsProgram')).toBe(false);
  });
});

describe('canSeePointRequests', () => {
  it('shows the pending panel to staff who read the user’s history, and to no one else', () => {
    expect(canSeePointRequests(admin, other)).toBe(true);
    expect(canSeePointRequests(supervisor, supervised)).toBe(true);
    expect(canSeePointRequests(supervisor, other)).toBe(false);
    // The educator reads their own history but does not action requests.
    expect(canSeePointRequests(educator, user({ id: 4 }))).toBe(false);
  });
});

describe('pointRequestActions', () => {
  const pending = { type: 'VocationalPointRequest', status: 'pending' } as const;
  const allActions = { edit: true, approve: true, incomplete: true, convert: true };
  const convertOnly = { edit: false, approve: false, incomplete: false, convert: true };
  const none = { edit: false, approve: false, incomplete: false, convert: false };
  const lettingSupervisors = [SUPERVISOR_ACTION_SETTING.VocationalPointRequest];

  it('gives admins every action on a pending request, whatever the settings', () => {
    expect(pointRequestActions(admin, other, pending, [])).toEqual(allActions);
    expect(pointRequestActions(admin, user({ id: 2 }), pending, [])).toEqual(allActions);
    expect(pointRequestActions(superAdmin, other, pending, [])).toEqual(allActions);
  });

  it('lets a supervisor decide their educator’s request only when the institute allows that kind', () => {
    expect(pointRequestActions(supervisor, supervised, pending, lettingSupervisors)).toEqual(allActions);
    expect(pointRequestActions(supervisor, supervised, pending, [])).toEqual(convertOnly);
    const rea = { type: 'ReaPointRequest', status: 'pending' } as const;
    expect(pointRequestActions(supervisor, supervised, rea, lettingSupervisors)).toEqual(convertOnly);
    expect(
      pointRequestActions(supervisor, supervised, rea, [SUPERVISOR_ACTION_SETTING.ReaPointRequest]),
    ).toEqual(allActions);
  });

  it('never lets a supervisor decide their own request (converting it stays theirs)', () => {
    expect(pointRequestActions(supervisor, supervisorSelf, pending, lettingSupervisors)).toEqual(convertOnly);
    const theirOwnSupervisor = { ...supervisor, id: 99 };
    expect(pointRequestActions(theirOwnSupervisor, supervisorSelf, pending, lettingSupervisors)).toEqual(
      allActions,
    );
  });

  it('offers nothing once the request is decided, or to whoever may not see it', () => {
    for (const status of ['approved', 'incomplete'] as const) {
      expect(pointRequestActions(admin, other, { ...pending, status }, lettingSupervisors)).toEqual(none);
    }
    expect(pointRequestActions(supervisor, other, pending, lettingSupervisors)).toEqual(none);
    expect(pointRequestActions(educator, user({ id: 4 }), pending, lettingSupervisors)).toEqual(none);
  });
});
