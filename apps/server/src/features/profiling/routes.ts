import {
  dataResponse,
  errorResponses,
  ZBusinessIdealResponseBody,
  ZBusinessIdealResponseResult,
  ZDomainWithCapabilities,
  ZId,
  ZIdParams,
  ZListQuery,
  ZMessageResult,
  ZProfile,
  ZProfileCheck,
  ZProfileDomain,
  ZProfileListResponse,
  ZProfileUpdateBody,
  ZResponseSummary,
  ZResponseSummaryQuery,
  ZSupervisorResponseBody,
  ZSupervisorResponseResult,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { emailProfileToSupervisor, profilePdf } from './export-service.js';
import { myProfileRoutes } from './my-profile-routes.js';
import {
  checkProfiles,
  deleteProfile,
  listProfileDomains,
  listProfiles,
  submitSupervisorRating,
} from './profile-service.js';
import {
  answerAsSupervisor,
  answerBusinessIdeal,
  profileDomain,
  responseSummary,
} from './response-service.js';
import { presentedResponse } from '../../lib/presented-response.js';
import { contentDisposition } from '../../lib/filenames.js';

const tags = ['profiling'];

/** Part 1 §7 "Profiling": Manage Profiles, the supervisor rating, the business ideal, the PDF and its email. */
export const profilingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const view = app.requirePermission('profiling.view');
  await app.register(myProfileRoutes);

  app.get(
    '/profiles',
    {
      onRequest: view,
      serializerCompiler: presentedResponse,
      schema: { tags, querystring: ZListQuery, response: { 200: ZProfileListResponse, ...errorResponses } },
    },
    async (request) => listProfiles(deps, authOf(request), request.query),
  );

  app.get(
    '/profiles/check',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Open profiles of the signed-in supervisor',
        response: { 200: ZProfileCheck, ...errorResponses },
      },
    },
    async (request) => checkProfiles(deps, authOf(request)),
  );

  app.get(
    '/profiles/:id/domains.json',
    {
      onRequest: view,
      schema: {
        tags,
        params: ZIdParams,
        response: { 200: dataResponse(z.array(ZProfileDomain)), ...errorResponses },
      },
    },
    async (request) => ({ data: await listProfileDomains(deps, authOf(request), request.params.id) }),
  );

  app.get(
    '/profiles/:id/domains/:domain_id',
    {
      onRequest: view,
      schema: {
        tags,
        params: ZIdParams.extend({ domain_id: ZId }),
        response: { 200: dataResponse(ZDomainWithCapabilities), ...errorResponses },
      },
    },
    async (request) => ({
      data: await profileDomain(deps, authOf(request), request.params.id, request.params.domain_id),
    }),
  );

  app.put(
    '/profiles/:id',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Submit the supervisor rating ({profile:{supervisor_completed:true}})',
        params: ZIdParams,
        body: ZProfileUpdateBody,
        response: { 200: dataResponse(ZProfile), ...errorResponses },
      },
    },
    async (request) => ({ data: await submitSupervisorRating(deps, authOf(request), request.params.id) }),
  );

  app.delete(
    '/profiles/:id',
    {
      onRequest: app.requirePermission('profiling.delete'),
      schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteProfile(deps, authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/profiles/:id.pdf',
    {
      onRequest: view,
      schema: {
        tags,
        params: ZIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
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
  app.get(
    '/profiles/:id/export_summary_supervisor',
    {
      onRequest: [view, app.limitPerUser('profile-email', PROFILE_EMAILS_PER_WINDOW)],
      config: { hasSideEffects: true },
      schema: {
        tags,
        summary: "Email the profile PDF to the educator's supervisor",
        params: ZIdParams,
        response: { 200: ZMessageResult, ...errorResponses },
      },
    },
    async (request) => ({
      message: await emailProfileToSupervisor(deps, authOf(request), request.params.id),
    }),
  );

  app.get(
    '/response_summary',
    {
      onRequest: view,
      schema: {
        tags,
        querystring: ZResponseSummaryQuery,
        response: { 200: ZResponseSummary, ...errorResponses },
      },
    },
    async (request) => responseSummary(deps, authOf(request), request.query),
  );

  app.post(
    '/supervisor_responses',
    {
      onRequest: view,
      schema: {
        tags,
        body: ZSupervisorResponseBody,
        response: { 201: ZSupervisorResponseResult, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await answerAsSupervisor(deps, authOf(request), request.body)),
  );

  app.post(
    '/business_ideal_responses',
    {
      onRequest: app.requirePermission('profiling.business_ideal'),
      schema: {
        tags,
        body: ZBusinessIdealResponseBody,
        response: { 201: ZBusinessIdealResponseResult, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await answerBusinessIdeal(deps, authOf(request), request.body)),
  );
};
