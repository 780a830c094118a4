import { errorResponses, ZImportResult } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readImportFile } from '../../lib/read-upload.js';
import { authOf } from '../../plugins/auth.js';
import { importUsers } from './import-service.js';

/** Import Users: a multipart `file`; answers 200 with the issues (nothing changed) or the counts. */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/import',
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags: ['users'],
        summary: 'Import users from CSV (template /templates/users.csv); all or nothing',
        consumes: ['multipart/form-data'],
        response: { 200: ZImportResult, ...errorResponses },
      },
    },
    async (request) => {
      const file = await readImportFile(request);
      return { data: await importUsers(app.deps, authOf(request), file.data) };
    },
  );
};
