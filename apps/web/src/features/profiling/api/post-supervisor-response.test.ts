import type { TProfile, TProfileDomain, TResponseSummary } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { withOneMoreAnswered, withProfilePercent, withSupervisorAnswer } from './post-supervisor-response';

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

  it('keeps the higher percent when an earlier rating answers after a later one', () => {
    // Rated 10th and 11th of 11 at once: the 10th's answer, counted before the 11th was saved, came last.
    const after11th = withSupervisorAnswer(summary, 8, 4, 100);
    const after10th = withSupervisorAnswer(after11th, 5, 2, 90);
    expect(after10th?.meta.profile?.supervisor_completed_percent).toBe(100);
    expect(after10th?.data['5']?.SupervisorResponse?.value).toBe(2);
  });
});

describe('updating the caches from the answer, without refetching', () => {
  const domain = (id: number, answered: number): TProfileDomain => ({
    id,
    name: `Domain ${id}`,
    color: '#123456',
    summary: null,
    svg_icon_url: null,
    display_order: id,
    capabilities_count: 4,
    educator_answered_count: 4,
    supervisor_answered_count: answered,
  });

  it("counts a first answer in its domain only, never past the domain's capabilities", () => {
    const next = withOneMoreAnswered([domain(1, 1), domain(2, 4)], 1);
    expect(next?.map((d) => d.supervisor_answered_count)).toEqual([2, 4]);
    expect(withOneMoreAnswered([domain(2, 4)], 2)?.[0]?.supervisor_answered_count).toBe(4);
    expect(withOneMoreAnswered(undefined, 1)).toBeUndefined();
  });

  it('sets the percent on the rated profile in a list and in a single educator lookup', () => {
    const profile = { id: 5, supervisor_completed_percent: 10 } as TProfile;
    const other = { id: 6, supervisor_completed_percent: 40 } as TProfile;
    const list = { data: [profile, other], meta: { total: 2, page: 1, per_page: 100 } };
    expect(withProfilePercent(list, 5, 35).data.map((p) => p.supervisor_completed_percent)).toEqual([35, 40]);
    expect(withProfilePercent(profile, 5, 35).supervisor_completed_percent).toBe(35);
    expect(withProfilePercent(other, 5, 35)).toBe(other);
    expect(withProfilePercent(null, 5, 35)).toBeNull();
    expect(
      withProfilePercent({ ...profile, supervisor_completed_percent: 100 }, 5, 90)
        .supervisor_completed_percent,
    ).toBe(100);
  });
});
