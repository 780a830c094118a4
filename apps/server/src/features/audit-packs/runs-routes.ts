import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/filenames.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { auditPackDownload, getAuditPackRun, listAuditPackRuns, startAuditPackRun } from './runs-service.js';

const tags = ['audit-packs'];

/** A department's, unit code's or institute's audit packs (issue 40 §3): made by a job, kept 7 days. */
export const runRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = app.requirePermission('audit_packs.manage');

  serve(
    app,
    api.auditPacks.list,
    {
      onRequest,
      schema: { tags, summary: 'The institute’s audit packs made by the job, newest first (admins)' },
    },
    async (request) => ({ data: await listAuditPackRuns(deps, authOf(request)) }),
  );

  serve(
    app,
    api.auditPacks.create,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Starts a department’s, unit code’s or whole institute’s audit packs, one per educator in one ' +
          'ZIP, as a job (admins); 422 with the estimated size when it would exceed the limit',
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await startAuditPackRun(deps, authOf(request), request.body) }),
  );

  serve(
    app,
    api.auditPacks.get,
    { onRequest, schema: { tags, summary: 'An audit pack’s progress (admins)' } },
    async (request) => ({ data: await getAuditPackRun(deps, authOf(request), request.params.id) }),
  );

  serve(
    app,
    api.auditPacks.download,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A ready audit pack’s ZIP, for 7 days (admins)',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const file = await auditPackDownload(deps, authOf(request), request.params.id);
      return sendStoredFile(reply, deps.storage, {
        key: file.key,
        contentType: 'application/zip',
        contentDisposition: contentDisposition('attachment', file.filename),
      });
    },
  );
};
