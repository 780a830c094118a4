/**
 * The user import's columns (part 2 §5), in the order of the template `/templates/users.csv`.
 * Headers match case-insensitively and ignoring surrounding spaces; extra columns are ignored.
 */
export const USER_IMPORT_COLUMNS = {
  unique_identifier: 'Employee Number',
  given_name: 'Given Name',
  family_name: 'Family Name',
  email: 'Email',
  department_code: 'Department Code',
  employment_type: 'Employment Type',
  supervisor_unique_identifier: 'Supervisor Employee Number',
  is_educator: 'Is Educator',
  is_supervisor: 'Is Supervisor',
  is_facilitator: 'Is Facilitator',
  is_institute_admin: 'Is Institute Admin',
  is_guest: 'Is Guest',
  custom_1: 'Custom 1',
  custom_2: 'Custom 2',
  deactivate: 'Deactivate',
} as const;
export type TUserImportColumn = keyof typeof USER_IMPORT_COLUMNS;

/** The institute's names for its two custom user fields (Institute Details), blank when unnamed. */
export interface CustomUserFieldNames {
  custom_user_field_1: string | null;
  custom_user_field_2: string | null;
}

const normalHeader = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The user import's columns in an institute: the custom fields are headed with the institute's names
 * for them, as the user form labels them, unless unnamed or named like another column (the generic
 * "Custom 1"/"Custom 2" then). The template is this header row; the import reads these headers and
 * still accepts the generic ones of older templates.
 */
export function userImportColumns(institute: CustomUserFieldNames): Record<TUserImportColumn, string> {
  const columns: Record<TUserImportColumn, string> = { ...USER_IMPORT_COLUMNS };
  const taken = new Set(Object.values(USER_IMPORT_COLUMNS).map(normalHeader));
  for (const [key, name] of [
    ['custom_1', institute.custom_user_field_1],
    ['custom_2', institute.custom_user_field_2],
  ] as const) {
    const header = name?.trim().replace(/\s+/g, ' ') ?? '';
    if (header && !taken.has(normalHeader(header))) columns[key] = header;
    taken.add(normalHeader(columns[key]));
  }
  return columns;
}

/** The user import's counts: new users, rows that changed nothing, rows that changed a user, users deactivated. */
export const USER_IMPORT_STATS = ['created', 'existing', 'updated', 'deleted'] as const;
