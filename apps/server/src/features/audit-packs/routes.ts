import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/filenames.js';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { userPackPdf, userPackZip } from './pack-service.js';

const tags = ['audit-packs'];

/** One educator's audit pack (issue 40 §3), made at once: the PDF, or the ZIP streamed as it is made. */
export const userPackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.auditPacks.userPdf,
    {
      onRequest: app.requirePermission('audit_packs.make'),
      schema: {
        tags,
        summary:
          'One educator’s audit pack as a PDF: cover, passport per period, VCM matrix, points ledger, ' +
          'programs and profiling (whoever may see every part: admins; a supervisor for their educators)',
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await userPackPdf(deps, authOf(request), request.params.id, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', filename))
        .send(pdf);
    },
  );

  serve(
    app,
    api.auditPacks.userZip,
    {
      onRequest: app.requirePermission('audit_packs.make'),
      schema: {
        tags,
        summary:
          'One educator’s audit pack as a ZIP: the PDF, every file it names and a manifest (CSV and ' +
          'JSON) with each file’s SHA-256; a file the store lacks is listed as missing',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { filename, stream } = await userPackZip(deps, authOf(request), request.params.id, request.query);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', filename))
        .send(stream);
    },
  );
};
