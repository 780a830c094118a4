import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_UPLOAD, readUpload } from '../../lib/read-upload.js';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { importUsers } from './import-service.js';

/**
 * Import Users: a multipart `file`; answers 200 with the issues (nothing changed) or the counts and
 * the plan row by row. `?dry_run=1` previews: the same answer, and nothing is written.
 */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    api.users.import,
    {
      onRequest: app.requirePermission('users.manage'),
      config: { upload: IMPORT_UPLOAD },
      schema: {
        tags: ['users'],
        summary: 'Import users from CSV (template /templates/users.csv); all or nothing',
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      const dryRun = request.query.dry_run;
      return { data: await importUsers(app.deps, authOf(request), file.data, { dryRun }) };
    },
  );
};
