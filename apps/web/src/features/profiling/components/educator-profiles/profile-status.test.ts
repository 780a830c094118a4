import { describe, expect, it } from 'vitest';
import { canRateProfile, completedOn, profileBadge, responseCountText } from './profile-status';

const base = {
  completed: false,
  educator_completed: false,
  supervisor_completed: false,
  supervisor_completed_percent: 0,
};

describe('profileBadge (part 1 §4)', () => {
  it('is grey "In Progress with Educator" while the educator has not completed', () => {
    expect(profileBadge(base)).toEqual({ label: 'In Progress with Educator', tone: 'grey' });
  });

  it('is amber "Waiting for Supervisor" once the educator completed and the supervisor has not started', () => {
    expect(profileBadge({ ...base, educator_completed: true })).toEqual({
      label: 'Waiting for Supervisor',
      tone: 'amber',
    });
  });

  it('is blue "In Progress for Supervisor" once the supervisor has rated something', () => {
    expect(profileBadge({ ...base, educator_completed: true, supervisor_completed_percent: 1 })).toEqual({
      label: 'In Progress for Supervisor',
      tone: 'blue',
    });
    expect(profileBadge({ ...base, educator_completed: true, supervisor_completed_percent: 100 })?.tone).toBe(
      'blue',
    );
  });

  it('is gone once the profile is completed', () => {
    expect(
      profileBadge({ ...base, educator_completed: true, supervisor_completed_percent: 100, completed: true }),
    ).toBeNull();
    // A profile without a supervisor step completes with the educator.
    expect(profileBadge({ ...base, educator_completed: true, completed: true })).toBeNull();
  });
});

describe('completedOn (part 1 §4)', () => {
  const dates = { educator_completed_at: '2026-03-05T10:00:00', completed_at: '2026-04-20T09:00:00' };

  it("shows the educator's date while the status concerns the educator", () => {
    expect(completedOn({ ...dates, status: 'EDUCATOR_COMPLETE', completed_at: null })).toEqual({
      label: 'Educator completed',
      date: '5/3/26',
    });
  });

  it('shows the overall completion date once COMPLETE', () => {
    expect(completedOn({ ...dates, status: 'COMPLETE' })).toEqual({ label: 'Completed', date: '20/4/26' });
  });

  it('is null when there is no date yet', () => {
    expect(completedOn({ status: 'INCOMPLETE', educator_completed_at: null, completed_at: null })).toBeNull();
  });
});

describe('responseCountText', () => {
  it('counts in the singular and plural', () => {
    expect(responseCountText(0)).toBe('0 responses');
    expect(responseCountText(1)).toBe('1 response');
    expect(responseCountText(42)).toBe('42 responses');
  });
});

describe('canRateProfile', () => {
  it('lets the supervisor rate only after the educator and before anyone completes it', () => {
    expect(canRateProfile(base)).toBe(false);
    expect(canRateProfile({ ...base, educator_completed: true })).toBe(true);
    expect(canRateProfile({ ...base, educator_completed: true, supervisor_completed: true })).toBe(false);
    expect(canRateProfile({ ...base, educator_completed: true, completed: true })).toBe(false);
  });
});
