import type { TProfile } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { parseEducatorId, selectProfile, type SelectionInput } from './selected-profile';

const profile = (id: number, userId: number, changes: Partial<TProfile> = {}): TProfile => ({
  id,
  user_id: userId,
  educator_full_name: `Educator ${userId}`,
  supervisor_id: 1,
  supervisor_full_name: 'Sue Visor',
  period_start: '2025-07-01',
  period_end: '2026-06-30',
  status: 'EDUCATOR_COMPLETE',
  educator_completed: true,
  educator_completed_at: '2026-01-01T00:00:00Z',
  educator_completed_count: 12,
  requires_supervisor_step: true,
  supervisor_completed: false,
  supervisor_completed_at: null,
  supervisor_completed_percent: 0,
  completed: false,
  completed_at: null,
  ...changes,
});

const list = [profile(1, 11), profile(2, 12)];
const select = (input: Partial<SelectionInput>) =>
  selectProfile({
    profiles: list,
    educatorId: undefined,
    educatorProfile: undefined,
    submitted: null,
    ...input,
  });

describe('selectProfile', () => {
  it('auto-selects the first profile of the list at /profiling', () => {
    expect(select({})).toEqual({ kind: 'profile', profile: list[0] });
  });

  it("shows the URL's educator from their own lookup, listed or not", () => {
    const elsewhere = profile(7, 23, { supervisor_id: 4 });
    expect(select({ educatorId: 23, educatorProfile: elsewhere })).toEqual({
      kind: 'profile',
      profile: elsewhere,
    });
  });

  it('never falls back to another educator: an educator without a visible profile is not found', () => {
    expect(select({ educatorId: 9999, educatorProfile: null })).toEqual({ kind: 'not-found' });
    expect(select({ educatorId: 'invalid' })).toEqual({ kind: 'not-found' });
  });

  it("waits for the URL's educator rather than showing the list's first", () => {
    expect(select({ educatorId: 99, educatorProfile: undefined })).toEqual({ kind: 'loading' });
  });

  it("shows a listed educator's listed profile while their own lookup loads (picked from the list)", () => {
    expect(select({ educatorId: 12, educatorProfile: undefined })).toEqual({
      kind: 'profile',
      profile: list[1],
    });
  });

  it('keeps a just-submitted profile on screen after it left the list', () => {
    const submitted = profile(3, 13, { supervisor_completed: true, completed: true, status: 'COMPLETE' });
    expect(select({ educatorId: 13, educatorProfile: null, submitted })).toEqual({
      kind: 'profile',
      profile: submitted,
    });
  });

  it('prefers the submitted copy while the list still holds the old one', () => {
    const submitted = profile(1, 11, { supervisor_completed: true });
    expect(select({ submitted })).toEqual({ kind: 'profile', profile: submitted });
  });

  it('is loading, then nothing, for a list that is loading, then empty', () => {
    expect(select({ profiles: undefined })).toEqual({ kind: 'loading' });
    expect(select({ profiles: [] })).toEqual({ kind: 'none' });
  });
});

describe('parseEducatorId', () => {
  it('reads a positive whole number', () => {
    expect(parseEducatorId('12')).toBe(12);
  });

  it('is undefined without a segment', () => {
    expect(parseEducatorId(undefined)).toBeUndefined();
  });

  it.each(['', '0', 'abc', '1.5', '-3', '2147483648', '99999999999'])('names no one for %s', (param) => {
    expect(parseEducatorId(param)).toBe('invalid');
  });
});
