import {
  errorResponses,
  LIMITS,
  PROGRAM_MESSAGES,
  ZCreateProgramBody,
  ZDuplicateProgramBody,
  ZIdParams,
  ZProgramListQuery,
  ZProgramListResponse,
  ZProgramResponse,
  ZProgramSummary,
  ZUpdateProgramBody,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { contentDisposition } from '../../lib/filenames.js';
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

  app.get(
    '/program_summary',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The Live, Draft and Past counts',
        response: { 200: ZProgramSummary, ...errorResponses },
      },
    },
    async (request) => summarizePrograms(deps, authOf(request)),
  );

  app.get(
    '/programs',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Manage Programs: one tab of the programs list',
        description: LIST_DESCRIPTION,
        querystring: ZProgramListQuery,
        response: { 200: ZProgramListResponse, ...errorResponses },
      },
    },
    async (request) => listPrograms(deps, authOf(request), request.query),
  );

  app.get(
    '/programs.csv',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The programs of the list’s tab, filters and sort as CSV (streamed)',
        description: LIST_DESCRIPTION,
        querystring: ZProgramListQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV: one header row, then a row per program'), ...errorResponses },
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

  app.get(
    '/programs/:id',
    {
      onRequest: view,
      schema: { tags, params: ZIdParams, response: { 200: ZProgramResponse, ...errorResponses } },
    },
    async (request) => ({ data: await showProgram(deps, authOf(request), request.params.id) }),
  );

  app.post(
    '/programs',
    {
      onRequest: app.requirePermission('programs.create'),
      schema: {
        tags,
        summary: 'Create a program with its workshops (admins)',
        body: ZCreateProgramBody,
        response: { 201: ZProgramResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createProgram(deps, authOf(request), request.body.program) }),
  );

  app.put(
    '/programs/:id',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Save a program with its workshops; publish, unpublish, remove the PDF (its editors)',
        params: ZIdParams,
        body: ZUpdateProgramBody,
        response: { 200: ZProgramResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateProgram(deps, authOf(request), request.params.id, request.body.program),
    }),
  );

  app.delete(
    '/programs/:id',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Delete a draft program',
        params: ZIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteProgram(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/programs/duplicate',
    {
      onRequest: app.requirePermission('programs.create'),
      schema: {
        tags,
        summary: 'Copy a program and its workshops as a new draft (no registrations, no PDF)',
        body: ZDuplicateProgramBody,
        response: { 201: ZProgramResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await duplicateProgram(deps, authOf(request), request.body.id) }),
  );

  app.post(
    '/programs/:id/pdf',
    {
      onRequest: view,
      config: { upload: PROGRAM_PDF_UPLOAD },
      schema: {
        tags,
        summary: 'Upload the program’s PDF (multipart field program[pdf], at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZProgramResponse, ...errorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await checkProgramPdfUpload(deps, auth, request.params.id);
      const { file } = await readUpload(request);
      return { data: await uploadProgramPdf(deps, auth, request.params.id, file) };
    },
  );

  app.get(
    '/programs/:id/pdf',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The program’s PDF',
        params: ZIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, filename } = await programPdf(deps, authOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', filename))
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
