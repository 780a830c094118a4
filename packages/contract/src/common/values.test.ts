import { describe, expect, it } from 'vitest';
import { ZListQuery } from './list.js';
import { INT_MAX } from '../limits.js';
import { NUL_MESSAGE, text, wholeNumber, ZId } from './values.js';

describe('the values every input is built from', () => {
  it('ZId takes ids up to PostgreSQL’s integer maximum, as numbers or text', () => {
    expect(ZId.parse('2147483647')).toBe(INT_MAX);
    for (const bad of ['2147483648', 2 ** 31, '1e10', '0', '-1', '1.5']) {
      expect(ZId.safeParse(bad).error?.issues[0]?.message).toBe('is invalid');
    }
    expect(ZId.safeParse('abc').error?.issues[0]?.message).toBe('is not a number');
  });

  it('wholeNumber keeps to its bounds, within the integer range by default', () => {
    expect(wholeNumber().safeParse(-INT_MAX).success).toBe(true);
    expect(wholeNumber().safeParse(INT_MAX + 1).success).toBe(false);
    expect(wholeNumber({ min: 1 }).safeParse(0).success).toBe(false);
  });

  it('text refuses the NUL character and keeps chaining like a string', () => {
    expect(text().safeParse('a\u0000b').error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(text().trim().max(3).parse('  abc ')).toBe('abc');
  });

  it('a list query refuses NUL in a filter and pages beyond the integer range', () => {
    expect(ZListQuery.safeParse({ q: { name_cont: 'a\u0000b' } }).success).toBe(false);
    expect(ZListQuery.safeParse({ q: { id_in: ['1', '\u0000'] } }).success).toBe(false);
    expect(ZListQuery.safeParse({ page: '2147483648' }).success).toBe(false);
  });
});
