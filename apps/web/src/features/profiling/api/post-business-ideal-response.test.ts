import type { TResponseSummary } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { withBusinessIdealAnswer } from './post-business-ideal-response';

const summary: TResponseSummary = {
  data: {
    '1': { EducatorResponse: null, BusinessIdealResponse: null, SupervisorResponse: null },
  },
  meta: { business_ideal_completed_percent: 20 },
};

describe('withBusinessIdealAnswer', () => {
  it('sets the answer of an entry and the percent', () => {
    const next = withBusinessIdealAnswer(
      summary,
      { capability_id: 1, type: 'BusinessIdealResponse', value: 3 },
      30,
    );
    expect(next.data['1']?.BusinessIdealResponse?.value).toBe(3);
    expect(next.meta.business_ideal_completed_percent).toBe(30);
    expect(summary.data['1']?.BusinessIdealResponse).toBeNull();
  });

  it('keeps the higher percent when an earlier answer comes back after a later one', () => {
    const later = withBusinessIdealAnswer(
      summary,
      { capability_id: 1, type: 'BusinessIdealResponse', value: 3 },
      100,
    );
    const earlier = withBusinessIdealAnswer(
      later,
      { capability_id: 2, type: 'BusinessIdealResponse', value: 2 },
      90,
    );
    expect(earlier.meta.business_ideal_completed_percent).toBe(100);
    expect(earlier.data['2']?.BusinessIdealResponse?.value).toBe(2);
  });

  it('adds an entry the summary did not have and keeps the percent when none is given', () => {
    const next = withBusinessIdealAnswer(summary, {
      capability_id: 2,
      type: 'BusinessIdealResponse',
      value: 1,
    });
    expect(next.data['2']).toEqual({
      EducatorResponse: null,
      BusinessIdealResponse: { capability_id: 2, type: 'BusinessIdealResponse', value: 1 },
      SupervisorResponse: null,
    });
    expect(next.meta.business_ideal_completed_percent).toBe(20);
  });
});
