import type { TProfile } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { parseEducatorId, selectProfile } from './selected-profile';

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

describe('selectProfile', () => {
  it('auto-selects the first profile', () => {
    expect(selectProfile(list, undefined, null)?.id).toBe(1);
  });

  it("selects the URL's educator", () => {
    expect(selectProfile(list, 12, null)?.id).toBe(2);
  });

  it('falls back to the first profile for an educator not in the list', () => {
    expect(selectProfile(list, 99, null)?.id).toBe(1);
  });

  it('keeps a just-submitted profile on screen after it left the list', () => {
    const submitted = profile(3, 13, { supervisor_completed: true, completed: true, status: 'COMPLETE' });
    expect(selectProfile(list, 13, submitted)).toBe(submitted);
  });

  it('prefers the submitted copy while the list still holds the old one', () => {
    const submitted = profile(2, 12, { supervisor_completed: true });
    expect(selectProfile(list, 12, submitted)).toBe(submitted);
  });

  it('is nothing for an empty list', () => {
    expect(selectProfile([], undefined, null)).toBeUndefined();
  });
});

describe('parseEducatorId', () => {
  it('reads a positive whole number', () => {
    expect(parseEducatorId('12')).toBe(12);
  });

  it.each([undefined, '', '0', 'abc', '1.5', '-3'])('ignores %s', (param) => {
    expect(parseEducatorId(param)).toBeUndefined();
  });
});
