import { api, LIMITS, PROGRAM_MESSAGES } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { contentDisposition } from '../../lib/filenames.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import { declareFile, readUpload, type UploadDeclaration } from '../../lib/read-upload.js';
import { authOf } from '../../plugins/auth.js';
import {
  exportPrograms,
  listPrograms,
  programExportColumns,
  summarizePrograms,
} from './programs-list-service.js';
import { checkProgramPdfUpload, programPdf, uploadProgramPdf } from './programs-pdf-service.js';
import {
  createProgram,
  deleteProgram,
  duplicateProgram,
  showProgram,
  updateProgram,
} from './programs-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['programs'];

/** `program[pdf]` (part 2 §5): a PDF by its content, at most LIMITS.programPdfBytes, messages on `pdf`. */
const PROGRAM_PDF_UPLOAD: UploadDeclaration = {
  files: [
    declareFile('program[pdf]', LIMITS.programPdfBytes, {
      field: 'pdf',
      tooLarge: PROGRAM_MESSAGES.pdfTooLarge,
      types: { accepted: ['pdf'], message: PROGRAM_MESSAGES.pdfNotPdf },
    }),
  ],
  missing: { field: 'pdf', message: 'must be sent as the multipart field program[pdf]' },
};
const LIST_DESCRIPTION =
  '`tab` = live (default: published, not yet ended), draft (unpublished) or past (published and ended). ' +
  'Filters: q[name_cont], q[code_cont], q[name_or_code_cont], q[program_type_eq|_in], q[domain_id_eq], ' +
  'q[category_id_eq], q[facilitator_id_eq], q[location_id_eq] (a workshop there), q[start_date_gteq|_lteq]. ' +
  'Sorts q[s]: start_date, workshop_start_time, name, code, program_type, domain_name, end_date, ' +
  'attendee_limit; default live ascending by workshop_start_time, draft and past descending.';

/** Part 2 §7 "Programs and registrations": the programs list, CSV, CRUD, duplicate and the PDF. */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const view = app.requirePermission('programs.view');

  serve(
    app,
    api.programs.summary,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The Live, Draft and Past counts',
      },
    },
    async (request) => summarizePrograms(deps, authOf(request)),
  );

  serve(
    app,
    api.programs.list,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Manage Programs: one tab of the programs list',
        description: LIST_DESCRIPTION,
      },
    },
    async (request) => listPrograms(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.programs.exportCsv,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The programs of the list’s tab, filters and sort as CSV (streamed)',
        description: LIST_DESCRIPTION,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        request,
        reply,
        {
          filename: 'programs.csv',
          columns: programExportColumns(authOf(request).actingInstitute.timezone),
        },
        exportPrograms(deps, authOf(request), request.query)(),
      ),
  );

  serve(
    app,
    api.programs.get,
    {
      onRequest: view,
      schema: { tags },
    },
    async (request) => ({ data: await showProgram(deps, authOf(request), request.params.id) }),
  );

  serve(
    app,
    api.programs.create,
    {
      onRequest: app.requirePermission('programs.create'),
      schema: {
        tags,
        summary: 'Create a program with its workshops (admins)',
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createProgram(deps, authOf(request), request.body.program) }),
  );

  serve(
    app,
    api.programs.update,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Save a program with its workshops; publish, unpublish, remove the PDF (its editors)',
      },
    },
    async (request) => ({
      data: await updateProgram(deps, authOf(request), request.params.id, request.body.program),
    }),
  );

  serve(
    app,
    api.programs.delete,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Delete a draft program',
      },
    },
    async (request, reply) => {
      await deleteProgram(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  serve(
    app,
    api.programs.duplicate,
    {
      onRequest: app.requirePermission('programs.create'),
      schema: {
        tags,
        summary: 'Copy a program and its workshops as a new draft (no registrations, no PDF)',
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await duplicateProgram(deps, authOf(request), request.body.id) }),
  );

  serve(
    app,
    api.programs.uploadPdf,
    {
      onRequest: view,
      config: { upload: PROGRAM_PDF_UPLOAD },
      schema: {
        tags,
        summary: 'Upload the program’s PDF (multipart field program[pdf], at most 10 MB)',
      },
    },
    async (request) => {
      const auth = authOf(request);
      await checkProgramPdfUpload(deps, auth, request.params.id);
      const { file } = await readUpload(request);
      return { data: await uploadProgramPdf(deps, auth, request.params.id, file) };
    },
  );

  serve(
    app,
    api.programs.downloadPdf,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The program’s PDF',
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { key, filename } = await programPdf(deps, authOf(request), request.params.id);
      return sendStoredFile(reply, deps.storage, {
        key,
        contentType: 'application/pdf',
        contentDisposition: contentDisposition('inline', filename),
        what: 'PDF',
      });
    },
  );
};
