import type { TResponseSummary } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { answeredCount, businessIdealAnswers, numberedStatements } from './business-ideal-statements';

const capability = (id: number, display_order: number, active = true) => ({
  id,
  display_order,
  active,
  statement: `Statement ${id}`,
});

describe('numberedStatements', () => {
  it('numbers the active capabilities 1..n in display order', () => {
    const capabilities = [capability(10, 2), capability(11, 1, false), capability(12, 3), capability(13, 1)];
    expect(numberedStatements(capabilities)).toEqual([
      { capabilityId: 13, number: 1, statement: 'Statement 13' },
      { capabilityId: 10, number: 2, statement: 'Statement 10' },
      { capabilityId: 12, number: 3, statement: 'Statement 12' },
    ]);
  });

  it('gives nothing for a domain without active capabilities', () => {
    expect(numberedStatements([capability(1, 1, false)])).toEqual([]);
  });
});

describe('businessIdealAnswers', () => {
  const summary: TResponseSummary = {
    data: {
      '4': {
        EducatorResponse: { capability_id: 4, type: 'EducatorResponse', value: 1 },
        BusinessIdealResponse: { capability_id: 4, type: 'BusinessIdealResponse', value: 3 },
        SupervisorResponse: null,
      },
      '5': {
        EducatorResponse: { capability_id: 5, type: 'EducatorResponse', value: 2 },
        BusinessIdealResponse: null,
        SupervisorResponse: null,
      },
    },
    meta: { business_ideal_completed_percent: 10 },
  };

  it('reads only the business ideal answers, by capability id', () => {
    expect([...businessIdealAnswers(summary)]).toEqual([[4, 3]]);
    expect(businessIdealAnswers(undefined).size).toBe(0);
  });

  it('counts the statements answered', () => {
    const statements = numberedStatements([capability(4, 1), capability(5, 2), capability(6, 3)]);
    expect(answeredCount(statements, businessIdealAnswers(summary))).toBe(1);
  });
});
