import { CATALOGUE_STATS, CATALOGUES, type TCatalogue } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SCREENS } from './catalogue-screens';
import { summaryLine } from './catalogue-summary';

describe('the catalogue screens (part 2 §2 "Course/unit and qualification imports")', () => {
  it('name every count the server sends, in its order, and list the import’s columns', () => {
    for (const catalogue of Object.keys(CATALOGUES) as TCatalogue[]) {
      expect(Object.keys(CATALOGUE_SCREENS[catalogue].statLabels)).toEqual([...CATALOGUE_STATS[catalogue]]);
      expect(CATALOGUE_SCREENS[catalogue].columns).toEqual(Object.values(CATALOGUES[catalogue].columns));
    }
    expect(CATALOGUE_SCREENS.course_units.title).toBe('Manage Course/Units');
    expect(CATALOGUE_SCREENS.professional_qualifications.title).toBe('Manage Professional Qualifications');
  });

  it('prefixes errors with "Error: " and leaves other messages as they are', () => {
    expect(summaryLine({ message: "Row 2: Unit Code can't be blank", error: true, header: false })).toBe(
      "Error: Row 2: Unit Code can't be blank",
    );
    expect(summaryLine({ message: 'Nothing was imported.', error: false, header: true })).toBe(
      'Nothing was imported.',
    );
  });
});
