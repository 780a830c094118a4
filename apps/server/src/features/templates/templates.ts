import {
  CATALOGUES,
  POINTS_IMPORT_COLUMNS,
  registrationImportHeaders,
  userImportColumns,
  type CustomUserFieldNames,
} from '@pdp/contract';

/** What a template may read of the institute the signed-in user acts in. */
export type TemplateInstitute = CustomUserFieldNames;

/**
 * The downloadable import templates, served at `/templates/{file}` (part 2 §9): a header row the
 * import accepts as it is, in the signed-in user's institute (the users template heads the custom
 * fields with the institute's names for them). Each import adds its file here from the columns its
 * contract declares (points.csv, points_no_approval.csv, registrations.csv, vcm_course_units.csv,
 * vcm_professional_qualifications.csv come with their issues).
 */
export const IMPORT_TEMPLATES: Record<string, (institute: TemplateInstitute) => readonly string[]> = {
  'users.csv': (institute) => Object.values(userImportColumns(institute)),
  // Workshop 1…3, for any program: the import ignores blank Workshop columns beyond the program's
  // count. A program's own template (programs/{id}/registrations/template.csv) names its workshops.
  'registrations.csv': () => registrationImportHeaders(),
  // The two activity imports read the same columns (docs/using-points.md "Activity imports").
  'points.csv': () => Object.values(POINTS_IMPORT_COLUMNS),
  'points_no_approval.csv': () => Object.values(POINTS_IMPORT_COLUMNS),
  // The VCM catalogues (docs/using-vcm.md "Catalogues"); their exports have the same header.
  [CATALOGUES.course_units.template]: () => Object.values(CATALOGUES.course_units.columns),
  [CATALOGUES.professional_qualifications.template]: () =>
    Object.values(CATALOGUES.professional_qualifications.columns),
};
