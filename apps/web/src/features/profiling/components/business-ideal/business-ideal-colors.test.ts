import { describe, expect, it } from 'vitest';
import { inkOn, needsDarkInk } from './business-ideal-colors';

describe('inkOn', () => {
  it.each(['#1f4e79', '#2e7d32', '#6a1b9a', '#b45309'])('is white on the dark %s', (colour) => {
    expect(inkOn(colour)).toBe('#ffffff');
  });

  it.each(['#fde68a', '#43a047', '#ffffff'])('is dark ink on the light %s', (colour) => {
    expect(inkOn(colour)).toBe('#101828');
  });
});

describe('needsDarkInk', () => {
  it('is true only where white text would be too faint', () => {
    expect(needsDarkInk('#fde68a')).toBe(true);
    expect(needsDarkInk('#1f4e79')).toBe(false);
    expect(needsDarkInk('not a colour')).toBe(false);
  });
});
