import { describe, expect, it } from 'vitest';
import { formatCharacterCount } from './character-count';

describe('formatCharacterCount', () => {
  it('shows used/limit', () => {
    expect(formatCharacterCount('Hello world!', 150)).toBe('12/150');
  });

  it('counts an empty or missing value as 0', () => {
    expect(formatCharacterCount('', 50)).toBe('0/50');
    expect(formatCharacterCount(undefined, 50)).toBe('0/50');
    expect(formatCharacterCount(null, 50)).toBe('0/50');
  });

  it('counts a number by its digits', () => {
    expect(formatCharacterCount(1234, 10)).toBe('4/10');
  });

  it('shows a value past the limit as it is (a server value may be longer)', () => {
    expect(formatCharacterCount('abcdef', 5)).toBe('6/5');
  });
});
