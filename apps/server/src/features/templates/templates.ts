import { USER_IMPORT_COLUMNS } from '@pdp/contract';

/**
 * The downloadable import templates, served at `/templates/{file}` (part 2 §9): a header row the
 * import accepts as it is. Each import adds its file here from the columns its contract declares
 * (points.csv, points_no_approval.csv, registrations.csv, vcm_course_units.csv,
 * vcm_professional_qualifications.csv come with their issues).
 */
export const IMPORT_TEMPLATES: Record<string, readonly string[]> = {
  'users.csv': Object.values(USER_IMPORT_COLUMNS),
};
