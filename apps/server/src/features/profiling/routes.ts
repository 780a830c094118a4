import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { emailProfileToSupervisor, profilePdf } from './export-service.js';
import { myProfileRoutes } from './my-profile-routes.js';
import {
  checkProfiles,
  deleteProfile,
  listProfileDomains,
  listProfiles,
  submitSupervisorRating,
} from './profiles-service.js';
import {
  answerAsSupervisor,
  answerBusinessIdeal,
  profileDomain,
  responseSummary,
} from './responses-service.js';
import { profileRecommendations } from './recommendations-service.js';
import { presentedResponse } from '../../lib/presented-response.js';
import { contentDisposition } from '../../lib/filenames.js';
import { serve } from '../../lib/serve.js';

const tags = ['profiling'];

/** Part 1 §7 "Profiling": Manage Profiles, the supervisor rating, the business ideal, the PDF and its email. */
export const profilingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const view = app.requirePermission('profiling.view');
  await app.register(myProfileRoutes);

  serve(
    app,
    api.profiling.list,
    {
      onRequest: view,
      serializerCompiler: presentedResponse,
      schema: { tags },
    },
    async (request) => listProfiles(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.profiling.check,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Open profiles of the signed-in supervisor',
      },
    },
    async (request) => checkProfiles(deps, authOf(request)),
  );

  serve(
    app,
    api.profiling.domains,
    {
      onRequest: view,
      schema: {
        tags,
      },
    },
    async (request) => ({ data: await listProfileDomains(deps, authOf(request), request.params.id) }),
  );

  serve(
    app,
    api.profiling.domain,
    {
      onRequest: view,
      schema: {
        tags,
      },
    },
    async (request) => ({
      data: await profileDomain(deps, authOf(request), request.params.id, request.params.domain_id),
    }),
  );

  serve(
    app,
    api.profiling.recommendations,
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          "Programs recommended from the profile's educator's latest completed profile, with the gaps they answer",
      },
    },
    async (request) => ({
      data: await profileRecommendations(deps, authOf(request), request.params.id),
    }),
  );

  serve(
    app,
    api.profiling.update,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Submit the supervisor rating ({profile:{supervisor_completed:true}})',
      },
    },
    async (request) => ({ data: await submitSupervisorRating(deps, authOf(request), request.params.id) }),
  );

  serve(
    app,
    api.profiling.delete,
    {
      onRequest: app.requirePermission('profiling.delete'),
      schema: { tags },
    },
    async (request, reply) => {
      await deleteProfile(deps, authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  serve(
    app,
    api.profiling.pdf,
    {
      onRequest: view,
      schema: {
        tags,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await profilePdf(deps, authOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', filename))
        .send(pdf);
    },
  );

  // Each call emails the supervisor a PDF: a person sends a handful, a script could send thousands.
  const PROFILE_EMAILS_PER_WINDOW = 20;
  serve(
    app,
    api.profiling.exportSummary,
    {
      onRequest: [view, app.limitPerUser('profile-email', PROFILE_EMAILS_PER_WINDOW)],
      config: { hasSideEffects: true },
      schema: {
        tags,
        summary: "Email the profile PDF to the educator's supervisor",
      },
    },
    async (request) => ({
      message: await emailProfileToSupervisor(deps, authOf(request), request.params.id),
    }),
  );

  serve(
    app,
    api.profiling.responseSummary,
    {
      onRequest: view,
      schema: {
        tags,
      },
    },
    async (request) => responseSummary(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.profiling.supervisorResponses,
    {
      onRequest: view,
      schema: {
        tags,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await answerAsSupervisor(deps, authOf(request), request.body)),
  );

  serve(
    app,
    api.profiling.businessIdealResponses,
    {
      onRequest: app.requirePermission('profiling.business_ideal'),
      schema: {
        tags,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await answerBusinessIdeal(deps, authOf(request), request.body)),
  );
};
