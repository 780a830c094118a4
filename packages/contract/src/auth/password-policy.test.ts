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

  it('does not count spaces toward the length', () => {
    expect(passwordProblems(`Aa1#${' '.repeat(10)}`)).toEqual([
      'is too short (minimum is 14 characters, not counting spaces)',
    ]);
    expect(passwordProblems('Abcd efgh ijk1#z')).toEqual([]);
  });

  it('refuses the most common passwords, decorated or spelt with look-alike digits', () => {
    for (const common of [
      'Password2026!!',
      'P@ssw0rd123456#',
      'Welcome@123456',
      'Qwertyuiop123!',
      'PasswordPassword1!',
    ])
      expect(passwordProblems(common)).toEqual(['is too common: choose something less predictable']);
    expect(passwordProblems('Correct-Horse-42-Battery')).toEqual([]);
  });
});
