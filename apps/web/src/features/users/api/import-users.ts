import { uploadImportFile, type ImportResult } from '../../../components/import-screen';

/** The template whose header row the user import reads (served by the server). */
export const USERS_TEMPLATE_URL = '/templates/users.csv';

/** POST /api/v1/users/import (multipart `file`): 200 with row-numbered errors, or the counts. */
export function importUsers(file: File): Promise<ImportResult> {
  return uploadImportFile('/api/v1/users/import', file);
}
