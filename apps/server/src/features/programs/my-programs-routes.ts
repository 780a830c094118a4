import {
  errorResponses,
  ZIdParams,
  ZListQuery,
  ZMyProgramListQuery,
  ZMyProgramListResponse,
  ZMyProgramResponse,
  ZMyRegistrationListResponse,
  ZMyRegistrationParams,
  ZMyRegistrationResponse,
} from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/filenames.js';
import { authOf } from '../../plugins/auth.js';
import { listMyPrograms, myProgramCalendar, showMyProgram } from './my-programs-service.js';
import { cancelMyRegistration, listMyRegistrations, registerMe } from './my-registrations-service.js';

/** The caller in their home institute: a super admin who switched institute still acts as themselves. */
function ownAuth(request: FastifyRequest) {
  const auth = authOf(request);
  return { ...auth, instituteId: auth.user.institute_id };
}

const CATALOGUE_DESCRIPTION =
  'The live programs of the caller’s institute, soonest first. Filters: q[domain_id_eq], ' +
  'q[program_type_eq|_in], q[start_date_gteq|_lteq] (yyyy-MM-dd), q[name_or_code_cont]; page, per_page.';

/**
 * The educator's programs (issue 21, docs/using-educator-app.md "Programs"): any signed-in user, on
 * their own registrations only; another user's registration or another institute's program is 404.
 */
export const myProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = app.requireSignIn;
  const tags = ['my'];

  app.get(
    '/my/programs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The catalogue of live programs, with the caller’s registration state on each',
        description: CATALOGUE_DESCRIPTION,
        querystring: ZMyProgramListQuery,
        response: { 200: ZMyProgramListResponse, ...errorResponses },
      },
    },
    async (request) => listMyPrograms(deps, ownAuth(request), request.query),
  );

  app.get(
    '/my/programs/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'A published program: details, workshops, the caller’s registration, whether they can register',
        params: ZIdParams,
        response: { 200: ZMyProgramResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await showMyProgram(deps, ownAuth(request), request.params.id) }),
  );

  app.get(
    '/my/programs/:id/calendar.ics',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The program’s workshops as an iCalendar file (one event each)',
        params: ZIdParams,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('The iCalendar file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { text, filename } = await myProgramCalendar(deps, ownAuth(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', filename))
        .send(text);
    },
  );

  app.post(
    '/my/programs/:id/registrations',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Register the caller: pending or approved by the institute’s rules, within the cut-off and limit',
        params: ZIdParams,
        response: { 201: ZMyRegistrationResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await registerMe(deps, ownAuth(request), request.params.id);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/my/registrations',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The caller’s registrations with their state, newest program first',
        description: 'Filters: q[status_eq|_in], q[completed_true], q[program_name_cont]; page, per_page.',
        querystring: ZListQuery,
        response: { 200: ZMyRegistrationListResponse, ...errorResponses },
      },
    },
    async (request) => listMyRegistrations(deps, ownAuth(request), request.query),
  );

  app.delete(
    '/my/registrations/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cancel the caller’s registration (not completed): the place is freed',
        params: ZMyRegistrationParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await cancelMyRegistration(deps, ownAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
