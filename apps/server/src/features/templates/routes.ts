import { api } from '@pdp/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv.js';
import { serve } from '../../lib/serve.js';
import { AppError } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { getCurrentInstitute } from '../institutes/service.js';
import { IMPORT_TEMPLATES } from './templates.js';

export const templateRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    api.templates.file,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['imports'],
        summary: 'An import template: the header row the import expects in the signed-in user’s institute',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const template = Object.hasOwn(IMPORT_TEMPLATES, file) ? IMPORT_TEMPLATES[file] : undefined;
      if (!template) throw AppError.notFound('Template');
      const headers = template(await getCurrentInstitute(app.deps.db, authOf(request)));
      const columns = headers.map((header): [string, () => null] => [header, () => null]);
      return sendCsv(request, reply, { filename: file, columns });
    },
  );
};
