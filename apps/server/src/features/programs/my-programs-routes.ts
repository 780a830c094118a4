import { api } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/filenames.js';
import { authOf } from '../../plugins/auth.js';
import { listMyPrograms, myProgramCalendar, showMyProgram } from './my-programs-service.js';
import { cancelMyRegistration, listMyRegistrations, registerMe } from './my-registrations-service.js';
import { serve } from '../../lib/serve.js';

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

  serve(
    app,
    api.programs.myList,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The catalogue of live programs, with the caller’s registration state on each',
        description: CATALOGUE_DESCRIPTION,
      },
    },
    async (request) => listMyPrograms(deps, ownAuth(request), request.query),
  );

  serve(
    app,
    api.programs.myGet,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'A published program: details, workshops, the caller’s registration, whether they can register',
      },
    },
    async (request) => ({ data: await showMyProgram(deps, ownAuth(request), request.params.id) }),
  );

  serve(
    app,
    api.programs.myCalendar,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The program’s workshops as an iCalendar file (one event each)',
        produces: ['text/calendar'],
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

  serve(
    app,
    api.programs.myRegister,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Register the caller: pending or approved by the institute’s rules, within the cut-off and limit',
      },
    },
    async (request, reply) => {
      const data = await registerMe(deps, ownAuth(request), request.params.id);
      return reply.status(201).send({ data });
    },
  );

  serve(
    app,
    api.programs.myRegistrations,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The caller’s registrations with their state, newest program first',
        description: 'Filters: q[status_eq|_in], q[completed_true], q[program_name_cont]; page, per_page.',
      },
    },
    async (request) => listMyRegistrations(deps, ownAuth(request), request.query),
  );

  serve(
    app,
    api.programs.myCancelRegistration,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cancel the caller’s registration (not completed): the place is freed',
      },
    },
    async (request, reply) => {
      await cancelMyRegistration(deps, ownAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
