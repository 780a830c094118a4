import { describe, expect, it } from 'vitest';
import { monthLabel, monthsBetween, wrapLabel } from './chart-data';

describe('chart months', () => {
  it('labels a month as its axis shows it', () => {
    expect(monthLabel('2026-03')).toBe('Mar 26');
    expect(monthLabel('2026-12')).toBe('Dec 26');
    expect(monthLabel('oops')).toBe('oops');
  });

  it('lists every month of a period, across a year end, both ends included', () => {
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-07-01', '2026-07-31')).toEqual(['2026-07']);
    expect(monthsBetween('2026-07-01', '2026-06-30')).toEqual([]);
    expect(monthsBetween('', '2026-06-30')).toEqual([]);
  });
});

describe('wrapLabel', () => {
  it('keeps a short name on one line', () => {
    expect(wrapLabel('Community Services', 20)).toBe('Community Services');
  });

  it('wraps a long name at word breaks onto two lines and cuts the rest', () => {
    expect(wrapLabel('Assessment Design Masterclass', 20)).toBe('Assessment Design\nMasterclass');
    expect(wrapLabel('Inclusive Practice in the Vocational Classroom', 20)).toBe(
      'Inclusive Practice\nin the Vocational C…',
    );
    expect(wrapLabel('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
