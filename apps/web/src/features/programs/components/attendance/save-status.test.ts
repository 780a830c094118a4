import { describe, expect, it } from 'vitest';
import { isUpcoming } from './save-status';

describe('a workshop that has not started', () => {
  it('is upcoming until its start time', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(isUpcoming({ start_time: '2026-05-02T09:00:00Z' }, now)).toBe(true);
    expect(isUpcoming({ start_time: '2026-04-30T09:00:00Z' }, now)).toBe(false);
  });
});
