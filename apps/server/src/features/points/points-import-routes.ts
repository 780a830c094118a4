import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_UPLOAD, readUpload } from '../../lib/read-upload.js';
import { authOf } from '../../plugins/auth.js';
import { importPointRequests } from './point-requests-import-service.js';
import { importPointsNoApproval } from './points-import-service.js';
import { evidenceIdsOf, POINTS_IMPORT_UPLOAD } from './points-import-upload.js';
import { serve } from '../../lib/serve.js';

const tags = ['points'];

/**
 * The activity imports (part 2 §5, §7; docs/using-points.md "Activity imports"): a multipart `file`
 * (templates /templates/points.csv and /templates/points_no_approval.csv); answer 200 with the issues
 * (nothing changed) or the counts and the plan row by row. `?dry_run=1` previews. Admins only.
 */
export const pointsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    api.points.importNoApproval,
    {
      onRequest: app.requirePermission('users.manage'),
      config: { upload: POINTS_IMPORT_UPLOAD },
      schema: {
        tags,
        summary:
          'Import activities straight into the points history (template /templates/points_no_approval.csv), ' +
          'optionally with evidence files (multipart evidences_attributes[][file_id]) attached to every row; all or nothing',
      },
    },
    async (request) => {
      const { file, texts } = await readUpload(request);
      const evidenceIds = evidenceIdsOf(texts);
      const dryRun = request.query.dry_run;
      return {
        data: await importPointsNoApproval(app.deps, authOf(request), file.data, { dryRun, evidenceIds }),
      };
    },
  );

  serve(
    app,
    api.points.importRequests,
    {
      onRequest: app.requirePermission('users.manage'),
      config: { upload: IMPORT_UPLOAD },
      schema: {
        tags,
        summary:
          'Import activities as pending point requests (template /templates/points.csv); all or nothing',
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      const dryRun = request.query.dry_run;
      return { data: await importPointRequests(app.deps, authOf(request), file.data, { dryRun }) };
    },
  );
};
