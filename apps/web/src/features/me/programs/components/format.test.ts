import { describe, expect, it } from 'vitest';
import { placesText, pointsText } from './format';

describe('the educator program texts', () => {
  it('counts places and points', () => {
    expect(placesText(null)).toBeNull();
    expect(placesText(0)).toBe('Full');
    expect(placesText(1)).toBe('1 place left');
    expect(placesText(4)).toBe('4 places left');
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(2.5)).toBe('2.5 points');
  });
});
