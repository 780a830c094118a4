import { CATALOGUES, LIMITS, type TCatalogue } from '@pdp/contract';

/** What differs between the two catalogue screens (part 2 §2 "Course/unit and qualification imports"). */
export interface CatalogueScreen {
  title: string;
  /** The import's columns, in the template's order. */
  columns: readonly string[];
  /** The file's rules, one sentence each, for the Instructions panel. */
  rules: readonly string[];
  /** The counts of a successful import, in the order to show them. */
  statLabels: Readonly<Record<string, string>>;
}

const COMMON_RULES = [
  `A UTF-8 CSV file with a header row and at most ${LIMITS.importMaxRecords.toLocaleString()} records; columns may come in any order and other columns are ignored.`,
  'Every column is mandatory on every row.',
  'A code used in several rows must carry the same title.',
  'All or nothing: if any row has a problem, nothing is imported and each problem is listed with its row number.',
];

export const CATALOGUE_SCREENS: Record<TCatalogue, CatalogueScreen> = {
  course_units: {
    title: 'Manage Course/Units',
    columns: Object.values(CATALOGUES.course_units.columns),
    rules: [
      'One row per unit of a course. A unit may be listed under several courses.',
      ...COMMON_RULES,
      "The file is the year's whole catalogue: titles are updated, each course's units become the file's, and courses or units the file no longer lists are retired (VCMs that use them keep them).",
      'Export downloads the selected year’s catalogue in this format, ready to edit and import again.',
    ],
    statLabels: {
      courses_created: 'Courses created',
      courses_updated: 'Courses updated',
      courses_retired: 'Courses retired',
      units_created: 'Units created',
      units_updated: 'Units updated',
      units_retired: 'Units retired',
      links_added: 'Units added to courses',
      links_removed: 'Units removed from courses',
    },
  },
  professional_qualifications: {
    title: 'Manage Professional Qualifications',
    columns: Object.values(CATALOGUES.professional_qualifications.columns),
    rules: [
      'One row per qualification.',
      ...COMMON_RULES,
      "The file is the year's whole list: titles are updated and qualifications the file no longer lists are retired (VCMs that use them keep them).",
      'Export downloads the selected year’s qualifications in this format, ready to edit and import again.',
    ],
    statLabels: { created: 'Created', updated: 'Updated', retired: 'Retired' },
  },
};
