import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.js';

describe('password policy (part 1 §5)', () => {
  it('accepts 14+ characters with upper, lower, digit and a listed symbol', () => {
    expect(passwordProblems('Abcdefghijk1#z')).toEqual([]);
    for (const symbol of '#?!@$%^&*-') expect(passwordProblems(`Abcdefghijk1${symbol}z`)).toEqual([]);
  });

  it('names every unmet rule', () => {
    expect(passwordProblems('Ab1#')).toEqual(['is too short (minimum is 14 characters)']);
    expect(passwordProblems('abcdefghijk1#z')).toEqual(['must include at least one uppercase letter']);
    expect(passwordProblems('ABCDEFGHIJK1#Z')).toEqual(['must include at least one lowercase letter']);
    expect(passwordProblems('Abcdefghijkl#z')).toEqual(['must include at least one digit']);
    expect(passwordProblems('Abcdefghijk12z')).toEqual(['must include at least one symbol from #?!@$%^&*-']);
    expect(passwordProblems('Abcdefghijk1+z')).toEqual(['must include at least one symbol from #?!@$%^&*-']);
  });
});
