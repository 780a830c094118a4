import { api } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/filenames.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import { changeMyWorkExperience, updateMyUnitResponse } from './my-vcms-items-service.js';
import { addMyQualification, changeMyQualification } from './my-vcms-qualifications-service.js';
import {
  getMyVcm,
  homeAuth,
  listMyHistory,
  listMyVcms,
  mySupportingDocumentFile,
  myVcmCatalogue,
  startMyVcm,
} from './my-vcms-service.js';
import { submitMyVcm } from './my-vcms-submit-service.js';
import { vcmCallerOf, vcmGuard } from './guards.js';
import { serve } from '../../lib/serve.js';

const tags = ['my'];
const mine = (request: FastifyRequest) => homeAuth(vcmCallerOf(request));
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

  serve(
    app,
    api.vcm.myList,
    {
      onRequest,
      schema: schema('My VCM revisions, and whether a new one may start this year', {}),
    },
    async (request) => ({ data: await listMyVcms(deps, mine(request)) }),
  );

  serve(
    app,
    api.vcm.myCatalogue,
    {
      onRequest,
      schema: schema('The year’s courses and professional qualifications (default the current year)', {}),
    },
    async (request) => ({ data: await myVcmCatalogue(deps, mine(request), request.query.year) }),
  );

  serve(
    app,
    api.vcm.myStart,
    {
      onRequest,
      schema: schema(
        'Starts a new revision for the year, carrying the last approved answers forward; 201',
        {},
      ),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await startMyVcm(deps, mine(request), request.body) }),
  );

  serve(
    app,
    api.vcm.myGet,
    {
      onRequest,
      schema: schema('One of my VCMs with its units, qualifications and feedback', {}),
    },
    async (request) => ({ data: await getMyVcm(deps, mine(request), request.params.id) }),
  );

  serve(
    app,
    api.vcm.mySubmit,
    {
      onRequest,
      schema: schema('Submits (or resubmits) my VCM for review; 422 with the reason when it cannot go', {}),
    },
    async (request) => ({ data: await submitMyVcm(deps, mine(request), request.params.id) }),
  );

  serve(
    app,
    api.vcm.myHistory,
    {
      onRequest,
      schema: schema('My VCM’s history: the lines marked educator-visible, newest first', {}),
    },
    async (request) => listMyHistory(deps, mine(request), request.params.id, request.query),
  );

  serve(
    app,
    api.vcm.myUpdateUnit,
    {
      onRequest,
      schema: schema(
        'My claim for a unit (current unit, equivalent unit, relevant study, work experience) and its documents',
        {},
      ),
    },
    async (request) => {
      const { id, unit_id: unitId } = request.params;
      return { data: await updateMyUnitResponse(deps, mine(request), id, unitId, request.body) };
    },
  );

  serve(
    app,
    api.vcm.myAddWorkExperience,
    {
      onRequest,
      schema: schema('Adds a work experience to my unit response; 201', {}),
    },
    async (request, reply) => {
      const { id, unit_id: unitId } = request.params;
      const row = await changeMyWorkExperience(deps, mine(request), { id, unitId }, request.body);
      return reply.status(201).send({ data: row! });
    },
  );

  serve(
    app,
    api.vcm.myUpdateWorkExperience,
    {
      onRequest,
      schema: schema('Edits a work experience of my unit response', {}),
    },
    async (request) => {
      const { id, unit_id: unitId, work_experience_id: workExperienceId } = request.params;
      const target = { id, unitId, workExperienceId };
      return { data: (await changeMyWorkExperience(deps, mine(request), target, request.body))! };
    },
  );

  serve(
    app,
    api.vcm.myDeleteWorkExperience,
    {
      onRequest,
      schema: schema('Removes a work experience of my unit response; 204', {}),
    },
    async (request, reply) => {
      const { id, unit_id: unitId, work_experience_id: workExperienceId } = request.params;
      await changeMyWorkExperience(deps, mine(request), { id, unitId, workExperienceId });
      return reply.status(204).send(null);
    },
  );

  serve(
    app,
    api.vcm.myAddQualification,
    {
      onRequest,
      schema: schema(
        'Adds a professional qualification of the VCM year’s catalogue, with documents; 201',
        {},
      ),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addMyQualification(deps, mine(request), request.params.id, request.body) }),
  );

  serve(
    app,
    api.vcm.myUpdateQualification,
    {
      onRequest,
      schema: schema('Adds or removes documents of my professional qualification', {}),
    },
    async (request) => {
      const { id, professional_qualification_id: pqId } = request.params;
      return { data: (await changeMyQualification(deps, mine(request), id, pqId, request.body))! };
    },
  );

  serve(
    app,
    api.vcm.myDeleteQualification,
    {
      onRequest,
      schema: schema('Removes a professional qualification from my VCM; 204', {}),
    },
    async (request, reply) => {
      const { id, professional_qualification_id: pqId } = request.params;
      await changeMyQualification(deps, mine(request), id, pqId, null);
      return reply.status(204).send(null);
    },
  );

  serve(
    app,
    api.vcm.myDocument,
    {
      onRequest,
      schema: schema('A supporting document’s file of my VCM', {}),
    },
    async (request, reply) => {
      const { id, document_id: documentId } = request.params;
      const file = await mySupportingDocumentFile(deps, mine(request), id, documentId);
      return sendStoredFile(reply, deps.storage, {
        key: file.key,
        contentType: file.mimeType,
        contentDisposition: contentDisposition('attachment', file.filename),
      });
    },
  );
};
