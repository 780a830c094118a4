/**
 * The two activity imports (part 2 §5 "CSV imports (general)", "No-approval activity import"):
 * POST point_requests/import (template points.csv: pending point requests) and POST
 * points_histories/import_no_approval (template points_no_approval.csv: straight into the points
 * history). Both read the same columns, in this order; headers match case-insensitively and
 * ignoring surrounding spaces; extra columns are ignored. docs/using-points.md "Activity imports".
 */
export const POINTS_IMPORT_COLUMNS = {
  employee_number: 'Employee Number',
  email: 'Email',
  points_type: 'Points Type',
  activity_name: 'Activity Name',
  activity_date: 'Activity Date',
  activity_duration: 'Duration',
  activity_interval: 'Interval',
  points: 'Points',
  notes: 'Notes',
  inform_teaching_practice: 'Inform Teaching Practice',
  related_to_units: 'Related To Units',
  student_benefit: 'Student Benefit',
  learning_journey_equivalent: 'Learning Journey Equivalent',
  unit_codes: 'Unit Codes',
} as const;
export type TPointsImportColumn = keyof typeof POINTS_IMPORT_COLUMNS;

/** The columns a file must have (a user may be named by either Employee Number or Email). */
export const POINTS_IMPORT_REQUIRED = ['points_type', 'activity_name', 'activity_date', 'points'] as const;

/** The Points Type cell's values (part 2 §5) and the entry type each makes. */
export const POINTS_IMPORT_TYPES = {
  'Vocational Currency': 'vocational',
  'External Professional Currency': 'professional',
} as const;
export type TPointsImportType = (typeof POINTS_IMPORT_TYPES)[keyof typeof POINTS_IMPORT_TYPES];

/** The imports' counts: rows imported, of each type, and how many users they are for. */
export const POINTS_IMPORT_STATS = ['created', 'vocational', 'professional', 'users'] as const;

/** The template files (GET /templates/{file}). */
export const POINTS_IMPORT_TEMPLATES = {
  withApproval: 'points.csv',
  noApproval: 'points_no_approval.csv',
} as const;
