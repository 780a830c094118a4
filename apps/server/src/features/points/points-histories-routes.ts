import { api, isPreviewableEvidence } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { contentDisposition } from '../../lib/filenames.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import { authOf } from '../../plugins/auth.js';
import { addPointsRea, addPointsVocational } from './external-currency-service.js';
import { POINTS_HISTORY_CSV, pointsHistoryCsv, pointsHistoryPdf } from './points-histories-export.js';
import { deletePointsHistory, evidenceFile, listPointsHistories } from './points-histories-service.js';
import { serve } from '../../lib/serve.js';
import { userPassport } from './my-passport-service.js';

const tags = ['points'];

/** A user's points history (issue 16): the list, its exports, external currency and deleting it. */
export const pointsHistoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.points.histories,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'A user’s points history (newest first): staff who see the user, and the user',
      },
    },
    async (request) => listPointsHistories(deps, authOf(request), request.params.id, request.query),
  );

  serve(
    app,
    api.points.userPassport,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'A user’s passport as at a day (default today): the figures of the history dated by then, ' +
          'under the requirements in force then; for whoever may read their points history',
      },
    },
    async (request) => ({
      data: await userPassport(deps, authOf(request), request.params.id, request.query.as_at),
    }),
  );

  serve(
    app,
    api.points.historiesCsv,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'The points history of the list’s filters and sort as CSV',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, rows } = await pointsHistoryCsv(
        deps,
        authOf(request),
        request.params.id,
        request.query,
      );
      return sendCsv(
        request,
        reply,
        { filename, columns: POINTS_HISTORY_CSV },
        (async function* () {
          yield* rows;
        })(),
      );
    },
  );

  serve(
    app,
    api.points.historiesPdf,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'The points history of the list’s filters and sort as a PDF',
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await pointsHistoryPdf(
        deps,
        authOf(request),
        request.params.id,
        request.query,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', filename))
        .send(pdf);
    },
  );

  serve(
    app,
    api.points.evidenceFile,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'An evidence file of a points history row or point request (whoever may read that history): inline when a browser previews it (an image or a PDF), else a download',
      },
    },
    async (request, reply) => {
      const file = await evidenceFile(deps, authOf(request), request.params.file_id);
      return sendStoredFile(reply, deps.storage, {
        key: file.key,
        contentType: file.mimeType,
        contentDisposition: contentDisposition(
          isPreviewableEvidence(file.mimeType) ? 'inline' : 'attachment',
          file.filename,
        ),
      });
    },
  );

  serve(
    app,
    api.points.addVocational,
    {
      onRequest: app.requirePermission('points.add_vocational'),
      schema: {
        tags,
        summary:
          'Add External Vocational Currency (admins; a supervisor for their educators, never themselves)',
      },
    },
    async (request, reply) => {
      const row = await addPointsVocational(deps, authOf(request), request.params.id, request.body);
      return reply.status(201).send({ data: row });
    },
  );

  serve(
    app,
    api.points.addRea,
    {
      onRequest: app.requirePermission('points.add_professional'),
      schema: {
        tags,
        summary: 'Add External Professional Currency (admins only)',
      },
    },
    async (request, reply) => {
      const row = await addPointsRea(deps, authOf(request), request.params.id, request.body);
      return reply.status(201).send({ data: row });
    },
  );

  serve(
    app,
    api.points.deleteHistory,
    {
      onRequest: app.requirePermission('points.add_vocational'),
      schema: {
        tags,
        summary: 'Deletes a vocational or rea row (a program’s row: uncomplete its registration)',
      },
    },
    async (request, reply) => {
      await deletePointsHistory(deps, authOf(request), request.params.id, request.params.history_id);
      return reply.status(204).send(null);
    },
  );
};
