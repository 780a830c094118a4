import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache.js';

describe('boundedCache', () => {
  it('holds at most its capacity, dropping the entry used least recently', () => {
    const cache = boundedCache<number>(3, 60_000);
    for (let i = 1; i <= 3; i++) cache.set(`institute ${i}`, i);
    expect(cache.get('institute 1')).toBe(1); // used: institute 2 is now the least recent
    for (let i = 4; i <= 1000; i++) cache.set(`institute ${i}`, i);
    expect(cache.size).toBe(3);
    expect(cache.get('institute 2')).toBeUndefined();
    expect(cache.get('institute 998')).toBe(998);
    expect(cache.get('institute 1000')).toBe(1000);
  });

  it('keeps the entry just used when a new one arrives at capacity', () => {
    const cache = boundedCache<string>(2, 60_000);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('forgets an entry once its time is up, and frees its place', () => {
    let clock = 0;
    const cache = boundedCache<string>(10, 1000, () => clock);
    cache.set('a', 'A');
    clock = 999;
    expect(cache.get('a')).toBe('A');
    clock = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replacing a key keeps one entry with the new value and a new time', () => {
    let clock = 0;
    const cache = boundedCache<string>(10, 1000, () => clock);
    cache.set('a', 'old');
    clock = 900;
    cache.set('a', 'new');
    clock = 1500;
    expect(cache.get('a')).toBe('new');
    expect(cache.size).toBe(1);
  });
});
