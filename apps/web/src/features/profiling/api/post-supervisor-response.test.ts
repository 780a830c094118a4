import type { TResponseSummary } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { withSupervisorAnswer } from './post-supervisor-response';

const summary: TResponseSummary = {
  data: {
    '5': {
      EducatorResponse: { capability_id: 5, type: 'EducatorResponse', value: 3 },
      BusinessIdealResponse: null,
      SupervisorResponse: null,
    },
  },
  meta: { profile: { supervisor_completed_percent: 10 } },
};

describe('withSupervisorAnswer', () => {
  it("sets the supervisor's answer and keeps the others", () => {
    const next = withSupervisorAnswer(summary, 5, 2);
    expect(next?.data['5']).toEqual({
      EducatorResponse: { capability_id: 5, type: 'EducatorResponse', value: 3 },
      BusinessIdealResponse: null,
      SupervisorResponse: { capability_id: 5, type: 'SupervisorResponse', value: 2 },
    });
    expect(next?.meta).toBe(summary.meta);
    expect(summary.data['5']?.SupervisorResponse).toBeNull();
  });

  it('adds an entry for a capability the summary did not list, and takes the new percent', () => {
    const next = withSupervisorAnswer(summary, 8, 4, 25);
    expect(next?.data['8']?.SupervisorResponse?.value).toBe(4);
    expect(next?.meta.profile?.supervisor_completed_percent).toBe(25);
  });

  it('leaves an unloaded summary alone', () => {
    expect(withSupervisorAnswer(undefined, 5, 2)).toBeUndefined();
  });
});
