import { describe, expect, it } from 'vitest';
import { completedPercent, formatPercent } from './business-ideal-progress';

describe('completedPercent', () => {
  it.each([
    [40, 40],
    [0, 0],
    [100, 100],
    [33.4, 33],
    [66.5, 67],
    [120, 100],
    [-5, 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
  ])('%s gives %s', (percent, expected) => {
    expect(completedPercent(percent)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it('shows a whole percent', () => {
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent(undefined)).toBe('0%');
  });
});
