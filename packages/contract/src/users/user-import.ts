import { z } from 'zod';

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

/** The result of every people import (users, points, registrations): issues, or counts. */
export const ZImportResult = z.object({
  data: z.object({
    errors: z.array(z.string()),
    stats: z.record(z.string(), z.number().int()),
  }),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/** The user import's counts: new users, rows that changed nothing, rows that changed a user, users deactivated. */
export const USER_IMPORT_STATS = ['created', 'existing', 'updated', 'deleted'] as const;
