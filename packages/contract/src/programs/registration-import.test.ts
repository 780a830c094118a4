import { describe, expect, it } from 'vitest';
import { namedWorkshopHeader, registrationImportHeaders, workshopNumberOf } from './registration-import.js';

describe('the registration import’s workshop headers', () => {
  it('reads the workshop number of plain and named headers, and nothing else', () => {
    const named = namedWorkshopHeader(2, { name: ' Kick-off\n day ', date: '12 Mar 2027' });
    expect(named).toBe('Workshop 2 – Kick-off day (12 Mar 2027)');
    expect(namedWorkshopHeader(3, { name: null, date: '1 Apr 2027' })).toBe('Workshop 3 (1 Apr 2027)');
    for (const [header, n] of [
      [named, 2],
      ['Workshop 3 (1 Apr 2027)', 3],
      [' workshop  10 ', 10],
      ['WORKSHOP 12 - Wrap-up', 12],
      ['Workshop 4: Lab', 4],
      ['Workshop 100', 100],
      ['Workshop 101', undefined],
      ['Workshop 0', undefined],
      ['Workshops 1', undefined],
      ['Workshop 1a', undefined],
      ['Workshop', undefined],
      ['Pre-Workshop 1', undefined],
    ] as const) {
      expect(workshopNumberOf(header), header).toBe(n);
    }
  });

  it('heads a template with the given workshop headers or that many numbered ones', () => {
    expect(registrationImportHeaders()).toEqual([
      'Employee Number',
      'Workshop 1',
      'Workshop 2',
      'Workshop 3',
      'Hurdle',
      'Learning Journey',
      'Completed',
    ]);
    expect(registrationImportHeaders(['Workshop 1 – A (1 Apr 2027)'])).toEqual([
      'Employee Number',
      'Workshop 1 – A (1 Apr 2027)',
      'Hurdle',
      'Learning Journey',
      'Completed',
    ]);
  });
});
