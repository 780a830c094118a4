import { describe, expect, it } from 'vitest';
import { counted } from './counted.js';

describe('counted', () => {
  it('says one or many, with the many form given or made with an s', () => {
    expect(counted(1, 'file')).toBe('1 file');
    expect(counted(0, 'file')).toBe('0 files');
    expect(counted(3, 'person is', 'people are')).toBe('3 people are');
    expect(counted(1, 'person is', 'people are')).toBe('1 person is');
  });

  it('groups thousands and keeps two places of a fraction', () => {
    expect(counted(1250, 'user')).toBe('1,250 users');
    expect(counted(2.5, 'point')).toBe('2.5 points');
    expect(counted(1 / 3, 'point')).toBe('0.33 points');
  });
});
