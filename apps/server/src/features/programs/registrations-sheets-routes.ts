import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { contentDisposition } from '../../lib/filenames.js';
import { authOf } from '../../plugins/auth.js';
import { attendanceSheet } from './attendance-pdf.js';
import { exportRegistrations } from './registrations-export.js';
import { serve } from '../../lib/serve.js';

/** The program's registrations as registrations.csv and as the attendance.pdf sign-in sheet. */
export const registrationSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requirePermission('programs.view');
  serve(
    app,
    api.programs.registrationsCsv,
    {
      onRequest,
      schema: {
        tags: ['programs'],
        summary: "The program's registrations as CSV (admins and the program's facilitator)",
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, columns, rows } = await exportRegistrations(
        app.deps,
        authOf(request),
        request.params.id,
      );
      const stream = (async function* () {
        yield* rows;
      })();
      return sendCsv(request, reply, { filename, columns }, stream);
    },
  );
  serve(
    app,
    api.programs.attendancePdf,
    {
      onRequest,
      schema: {
        tags: ['programs'],
        summary: 'The attendance sign-in sheet: a row per registrant, a signature box per workshop',
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await attendanceSheet(app.deps, authOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', filename))
        .send(pdf);
    },
  );
};
