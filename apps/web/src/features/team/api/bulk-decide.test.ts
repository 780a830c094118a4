import { describe, expect, it } from 'vitest';
import { describeOutcomes } from './bulk-decide';

describe('describeOutcomes', () => {
  it('counts each outcome in words, leaving out the ones that did not happen', () => {
    expect(
      describeOutcomes([
        { id: 1, outcome: 'decided', message: null },
        { id: 2, outcome: 'decided', message: null },
        { id: 3, outcome: 'refused', message: 'Registration not found' },
      ]),
    ).toBe('2 decided, 1 refused');
    expect(describeOutcomes([{ id: 4, outcome: 'already_decided', message: 'no longer pending' }])).toBe(
      '1 already decided by someone else',
    );
  });
});
