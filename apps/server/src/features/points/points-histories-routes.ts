import {
  errorResponses,
  ZCreatePointsReaBody,
  ZCreatePointsVocationalBody,
  ZEvidenceFileParams,
  ZIdParams,
  ZListQuery,
  ZPointsHistoryListResponse,
  ZPointsHistoryParams,
  ZPointsHistoryResponse,
  isPreviewableEvidence,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { contentDisposition } from '../../lib/filenames.js';
import { authOf } from '../../plugins/auth.js';
import { addPointsRea, addPointsVocational } from './external-currency-service.js';
import { POINTS_HISTORY_CSV, pointsHistoryCsv, pointsHistoryPdf } from './points-history-export.js';
import { deletePointsHistory, evidenceFile, listPointsHistories } from './points-histories-service.js';

const tags = ['points'];

/** A user's points history (issue 16): the list, its exports, external currency and deleting it. */
export const pointsHistoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/users/:id/points_histories',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'A user’s points history (newest first): staff who see the user, and the user',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZPointsHistoryListResponse, ...errorResponses },
      },
    },
    async (request) => listPointsHistories(deps, authOf(request), request.params.id, request.query),
  );

  app.get(
    '/users/:id/points_histories.csv',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'The points history of the list’s filters and sort as CSV',
        params: ZIdParams,
        querystring: ZListQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV: one header row, then a row per entry'), ...errorResponses },
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

  app.get(
    '/users/:id/points_histories.pdf',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'The points history of the list’s filters and sort as a PDF',
        params: ZIdParams,
        querystring: ZListQuery,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
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

  app.get(
    '/evidence_files/:file_id',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'An evidence file of a points history row or point request (whoever may read that history): inline when a browser previews it (an image or a PDF), else a download',
        params: ZEvidenceFileParams,
        response: { 200: z.any().describe('The file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await evidenceFile(deps, authOf(request), request.params.file_id);
      return reply
        .header('content-type', file.mimeType)
        .header(
          'content-disposition',
          contentDisposition(isPreviewableEvidence(file.mimeType) ? 'inline' : 'attachment', file.filename),
        )
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  app.post(
    '/users/:id/points_vocationals',
    {
      onRequest: app.requirePermission('points.add_vocational'),
      schema: {
        tags,
        summary:
          'Add External Vocational Currency (admins; a supervisor for their educators, never themselves)',
        params: ZIdParams,
        body: ZCreatePointsVocationalBody,
        response: { 201: ZPointsHistoryResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await addPointsVocational(deps, authOf(request), request.params.id, request.body);
      return reply.status(201).send({ data: row });
    },
  );

  app.post(
    '/users/:id/points_reas',
    {
      onRequest: app.requirePermission('points.add_professional'),
      schema: {
        tags,
        summary: 'Add External Professional Currency (admins only)',
        params: ZIdParams,
        body: ZCreatePointsReaBody,
        response: { 201: ZPointsHistoryResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await addPointsRea(deps, authOf(request), request.params.id, request.body);
      return reply.status(201).send({ data: row });
    },
  );

  app.delete(
    '/users/:id/points_histories/:history_id',
    {
      onRequest: app.requirePermission('points.add_vocational'),
      schema: {
        tags,
        summary: 'Deletes a vocational or rea row (a program’s row: uncomplete its registration)',
        params: ZPointsHistoryParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deletePointsHistory(deps, authOf(request), request.params.id, request.params.history_id);
      return reply.status(204).send(null);
    },
  );
};
