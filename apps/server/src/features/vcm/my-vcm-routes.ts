import {
  errorResponses,
  ZAddMyVcmQualificationBody,
  ZCreatedVcmResponse,
  ZCreateVcmWorkExperienceBody,
  ZIdParams,
  ZMyVcmCatalogueQuery,
  ZMyVcmCatalogueResponse,
  ZMyVcmListResponse,
  ZMyVcmQualificationResponse,
  ZMyVcmResponse,
  ZMyVcmUnitResponseResponse,
  ZStartMyVcmBody,
  ZUpdateMyVcmQualificationBody,
  ZUpdateMyVcmUnitResponseBody,
  ZVcmDocumentParams,
  ZVcmHistoryLogListResponse,
  ZVcmHistoryLogsQuery,
  ZVcmQualificationParams,
  ZVcmUnitParams,
  ZVcmWorkExperienceParams,
  ZVcmWorkExperienceResponse,
} from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/filenames.js';
import { changeMyWorkExperience, updateMyUnitResponse } from './my-vcm-items-service.js';
import { addMyQualification, changeMyQualification } from './my-vcm-qualifications-service.js';
import {
  getMyVcm,
  homeAuth,
  listMyHistory,
  listMyVcms,
  mySupportingDocumentFile,
  myVcmCatalogue,
  startMyVcm,
} from './my-vcm-service.js';
import { submitMyVcm } from './my-vcm-submit-service.js';
import { vcmCallerOf, vcmGuard } from './vcm-guards.js';

const tags = ['my'];
const mine = (request: FastifyRequest) => homeAuth(vcmCallerOf(request));
const ZNoBody = z.object({}).passthrough().nullish();
const ACCESS =
  'The signed-in educator’s own VCMs: 404 while the institute has VCM off or for anyone else’s VCM, ' +
  '403 when the caller is not an educator whose employment type has VCM on.';

/** My VCM (issue 21): `/api/v1/my/vcms...`, the educator's side of the VCM review. */
export const myVcmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // 401, then 404 while the caller's (home) institute has VCM off, before the body is validated.
  const onRequest = vcmGuard(app, undefined, (auth) => homeAuth(auth).instituteId);
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags,
    summary,
    description: ACCESS,
    ...rest,
  });

  app.get(
    '/my/vcms',
    {
      onRequest,
      schema: schema('My VCM revisions, and whether a new one may start this year', {
        response: { 200: ZMyVcmListResponse, ...errorResponses },
      }),
    },
    async (request) => ({ data: await listMyVcms(deps, mine(request)) }),
  );

  app.get(
    '/my/vcms/catalogue',
    {
      onRequest,
      schema: schema('The year’s courses and professional qualifications (default the current year)', {
        querystring: ZMyVcmCatalogueQuery,
        response: { 200: ZMyVcmCatalogueResponse, ...errorResponses },
      }),
    },
    async (request) => ({ data: await myVcmCatalogue(deps, mine(request), request.query.year) }),
  );

  app.post(
    '/my/vcms',
    {
      onRequest,
      schema: schema('Starts a new revision for the year, carrying the last approved answers forward; 201', {
        body: ZStartMyVcmBody,
        response: { 201: ZCreatedVcmResponse, ...errorResponses },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await startMyVcm(deps, mine(request), request.body) }),
  );

  app.get(
    '/my/vcms/:id',
    {
      onRequest,
      schema: schema('One of my VCMs with its units, qualifications and feedback', {
        params: ZIdParams,
        response: { 200: ZMyVcmResponse, ...errorResponses },
      }),
    },
    async (request) => ({ data: await getMyVcm(deps, mine(request), request.params.id) }),
  );

  app.put(
    '/my/vcms/:id/submit',
    {
      onRequest,
      schema: schema('Submits (or resubmits) my VCM for review; 422 with the reason when it cannot go', {
        params: ZIdParams,
        body: ZNoBody,
        response: { 200: ZMyVcmResponse, ...errorResponses },
      }),
    },
    async (request) => ({ data: await submitMyVcm(deps, mine(request), request.params.id) }),
  );

  app.get(
    '/my/vcms/:id/history_logs',
    {
      onRequest,
      schema: schema('My VCM’s history: the lines marked educator-visible, newest first', {
        params: ZIdParams,
        querystring: ZVcmHistoryLogsQuery,
        response: { 200: ZVcmHistoryLogListResponse, ...errorResponses },
      }),
    },
    async (request) => listMyHistory(deps, mine(request), request.params.id, request.query),
  );

  app.put(
    '/my/vcms/:id/unit_responses/:unit_id',
    {
      onRequest,
      schema: schema(
        'My claim for a unit (current unit, equivalent unit, relevant study, work experience) and its documents',
        {
          params: ZVcmUnitParams,
          body: ZUpdateMyVcmUnitResponseBody,
          response: { 200: ZMyVcmUnitResponseResponse, ...errorResponses },
        },
      ),
    },
    async (request) => {
      const { id, unit_id: unitId } = request.params;
      return { data: await updateMyUnitResponse(deps, mine(request), id, unitId, request.body) };
    },
  );

  app.post(
    '/my/vcms/:id/unit_responses/:unit_id/work_experiences',
    {
      onRequest,
      schema: schema('Adds a work experience to my unit response; 201', {
        params: ZVcmUnitParams,
        body: ZCreateVcmWorkExperienceBody,
        response: { 201: ZVcmWorkExperienceResponse, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { id, unit_id: unitId } = request.params;
      const row = await changeMyWorkExperience(deps, mine(request), { id, unitId }, request.body);
      return reply.status(201).send({ data: row! });
    },
  );

  app.put(
    '/my/vcms/:id/unit_responses/:unit_id/work_experiences/:work_experience_id',
    {
      onRequest,
      schema: schema('Edits a work experience of my unit response', {
        params: ZVcmWorkExperienceParams,
        body: ZCreateVcmWorkExperienceBody,
        response: { 200: ZVcmWorkExperienceResponse, ...errorResponses },
      }),
    },
    async (request) => {
      const { id, unit_id: unitId, work_experience_id: workExperienceId } = request.params;
      const target = { id, unitId, workExperienceId };
      return { data: (await changeMyWorkExperience(deps, mine(request), target, request.body))! };
    },
  );

  app.delete(
    '/my/vcms/:id/unit_responses/:unit_id/work_experiences/:work_experience_id',
    {
      onRequest,
      schema: schema('Removes a work experience of my unit response; 204', {
        params: ZVcmWorkExperienceParams,
        response: { 204: z.null(), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { id, unit_id: unitId, work_experience_id: workExperienceId } = request.params;
      await changeMyWorkExperience(deps, mine(request), { id, unitId, workExperienceId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/my/vcms/:id/professional_qualifications',
    {
      onRequest,
      schema: schema('Adds a professional qualification of the VCM year’s catalogue, with documents; 201', {
        params: ZIdParams,
        body: ZAddMyVcmQualificationBody,
        response: { 201: ZMyVcmQualificationResponse, ...errorResponses },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addMyQualification(deps, mine(request), request.params.id, request.body) }),
  );

  app.put(
    '/my/vcms/:id/professional_qualifications/:professional_qualification_id',
    {
      onRequest,
      schema: schema('Adds or removes documents of my professional qualification', {
        params: ZVcmQualificationParams,
        body: ZUpdateMyVcmQualificationBody,
        response: { 200: ZMyVcmQualificationResponse, ...errorResponses },
      }),
    },
    async (request) => {
      const { id, professional_qualification_id: pqId } = request.params;
      return { data: (await changeMyQualification(deps, mine(request), id, pqId, request.body))! };
    },
  );

  app.delete(
    '/my/vcms/:id/professional_qualifications/:professional_qualification_id',
    {
      onRequest,
      schema: schema('Removes a professional qualification from my VCM; 204', {
        params: ZVcmQualificationParams,
        response: { 204: z.null(), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { id, professional_qualification_id: pqId } = request.params;
      await changeMyQualification(deps, mine(request), id, pqId, null);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/my/vcms/:id/supporting_documents/:document_id',
    {
      onRequest,
      schema: schema('A supporting document’s file of my VCM', {
        params: ZVcmDocumentParams,
        response: { 200: z.any().describe('The file'), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { id, document_id: documentId } = request.params;
      const file = await mySupportingDocumentFile(deps, mine(request), id, documentId);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
