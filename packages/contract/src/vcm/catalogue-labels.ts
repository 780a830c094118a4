/**
 * The VCM catalogues' files, columns, years and import counts, without zod (the console's screens
 * read them; the schemas are in catalogue.ts).
 */
export const CATALOGUES = {
  course_units: {
    columns: {
      course_code: 'Course Code',
      course_title: 'Course Title',
      unit_code: 'Unit Code',
      unit_title: 'Unit Title',
    },
    template: 'vcm_course_units.csv',
  },
  professional_qualifications: {
    columns: {
      qualification_code: 'Qualification Code',
      qualification_title: 'Qualification Title',
    },
    template: 'vcm_professional_qualifications.csv',
  },
} as const;
export type TCatalogue = keyof typeof CATALOGUES;
export type TCourseUnitColumn = keyof (typeof CATALOGUES)['course_units']['columns'];
export type TQualificationColumn = keyof (typeof CATALOGUES)['professional_qualifications']['columns'];

/**
 * The effective years an import may target (part 2 §9): the current calendar year (the default) and
 * the next one. The server reads "current" in the institute's time zone.
 */
export function catalogueYearChoices(currentYear: number): [current: number, next: number] {
  return [currentYear, currentYear + 1];
}

/** The years a catalogue can exist for (the database's check); exports accept any of them. */
export const CATALOGUE_YEAR_MIN = 2000;
export const CATALOGUE_YEAR_MAX = 2200;

/** What an import did (zeros when it was refused). A retired row is one the file no longer lists. */
export const CATALOGUE_STATS = {
  course_units: [
    'courses_created',
    'courses_updated',
    'courses_retired',
    'units_created',
    'units_updated',
    'units_retired',
    'links_added',
    'links_removed',
  ],
  professional_qualifications: ['created', 'updated', 'retired'],
} as const satisfies Record<TCatalogue, readonly string[]>;
