import { api } from '@pdp/contract';
import { urlOf } from '../../../lib/api-client';
import { uploadImportFile, type ImportUpload } from '../../../components/import-screen';

/** The template whose header row the user import reads (served by the server). */
export const USERS_TEMPLATE_URL = urlOf(api.templates.file, { params: { file: 'users.csv' } });

/**
 * POST /api/v1/users/import (multipart `file`; `?dry_run=1` to preview): 200 with row-numbered
 * errors, or the counts and the plan row by row.
 */
export const importUsers: ImportUpload = (file, options) =>
  uploadImportFile(urlOf(api.users.import), file, options);
