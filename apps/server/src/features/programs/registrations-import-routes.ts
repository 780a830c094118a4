import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { presentedResponse } from '../../lib/presented-response.js';
import { IMPORT_UPLOAD, readUpload } from '../../lib/read-upload.js';
import { authOf } from '../../plugins/auth.js';
import { importRegistrations } from './registrations-import-service.js';
import { registrationImportTemplate } from './registrations-import-template.js';
import { serve } from '../../lib/serve.js';

/**
 * Import Registrations: a multipart `file` (the program's template, or the generic
 * /templates/registrations.csv); answers 200 with the issues (nothing changed) or the counts and the
 * plan row by row. `?dry_run=1` previews. Admins and the program's facilitator only, as is the template.
 */
export const registrationImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requirePermission('programs.view');
  serve(
    app,
    api.programs.importRegistrations,
    {
      onRequest,
      config: { upload: IMPORT_UPLOAD },
      schema: {
        tags: ['programs'],
        summary: 'Import registrations from CSV (template registrations/template.csv); all or nothing',
      },
      // The plan's rows are built field by field (registrationChange): up to 2000 of them, whose zod
      // encode took ~20 ms of a 2000-row import (docs/performance.md, "Registrations and attendance").
      serializerCompiler: presentedResponse,
    },
    async (request) => {
      const { file } = await readUpload(request);
      const { dry_run: dryRun } = request.query;
      return {
        data: await importRegistrations(app.deps, authOf(request), request.params.id, file.data, { dryRun }),
      };
    },
  );
  serve(
    app,
    api.programs.registrationsTemplate,
    {
      onRequest,
      schema: {
        tags: ['programs'],
        summary:
          "The program's import template: a header row with a column per workshop, named and dated, in start order",
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, columns } = await registrationImportTemplate(
        app.deps,
        authOf(request),
        request.params.id,
      );
      return sendCsv(request, reply, { filename, columns });
    },
  );
};
