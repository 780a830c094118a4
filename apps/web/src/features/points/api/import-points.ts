import { api, POINTS_IMPORT_TEMPLATES } from '@pdp/contract';
import { urlOf } from '../../../lib/api-client';
import { uploadImportFile, type ImportUpload } from '../../../components/import-screen';

/** The templates whose header row the activity imports read (served by the server). */
export const POINTS_TEMPLATE_URL = urlOf(api.templates.file, {
  params: { file: POINTS_IMPORT_TEMPLATES.withApproval },
});
export const POINTS_NO_APPROVAL_TEMPLATE_URL = urlOf(api.templates.file, {
  params: { file: POINTS_IMPORT_TEMPLATES.noApproval },
});

/**
 * POST /api/v1/point_requests/import (multipart `file`; `?dry_run=1` to preview): pending point
 * requests; 200 with row-numbered errors, or the counts and the plan row by row.
 */
export const importPoints: ImportUpload = (file, options) =>
  uploadImportFile(urlOf(api.points.importRequests), file, options);

/**
 * POST /api/v1/points_histories/import_no_approval: straight into the points history, with the
 * evidence files (cached uploads from POST /upload) attached to every imported row.
 */
export const importPointsNoApproval =
  (evidenceIds: readonly string[]): ImportUpload =>
  (file, options) =>
    uploadImportFile(
      urlOf(api.points.importNoApproval),
      file,
      options,
      evidenceIds.map((id) => ['evidences_attributes[][file_id]', id] as const),
    );
