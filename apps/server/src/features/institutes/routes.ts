import {
  dataResponse,
  errorResponses,
  ZCreateInstituteBody,
  ZCreateInstituteResponse,
  ZIdParams,
  ZInstitute,
  ZOptionsResponse,
  ZSelectInstituteResponse,
  ZUpdateInstituteBody,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { declareNamedFiles, readUploadFirst, uploadOf } from '../../lib/read-upload.js';
import { declareRuleFile } from '../../lib/uploads.js';
import { createInstitute } from './create-institute.js';
import { LOGO_RULE, updateInstitute, uploadInstituteLogo } from './update-institute.js';
import {
  getInstitute,
  listInstituteOptions,
  listTimezones,
  presentInstitute,
  selectInstitute,
} from './service.js';
import { presentedResponse } from '../../lib/presented-response.js';

export const instituteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/institutes/:id',
    {
      onRequest: app.requirePermission('institutes.read'),
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['institutes'],
        params: ZIdParams,
        response: { 200: dataResponse(ZInstitute), ...errorResponses },
      },
    },
    async (request) => ({
      data: presentInstitute(await getInstitute(deps.db, authOf(request), request.params.id)),
    }),
  );

  app.get(
    '/timezones/options',
    {
      onRequest: app.requireSignIn,
      schema: { tags: ['institutes'], response: { 200: ZOptionsResponse, ...errorResponses } },
    },
    async () => ({ data: listTimezones() }),
  );

  app.get(
    '/institutes/options',
    {
      onRequest: app.requirePermission('institutes.switch'),
      schema: {
        tags: ['institutes'],
        summary: 'Institutes to switch to or copy from',
        response: { 200: ZOptionsResponse, ...errorResponses },
      },
    },
    async () => ({ data: await listInstituteOptions(deps.db) }),
  );

  app.post(
    '/institutes',
    {
      onRequest: app.requirePermission('institutes.create'),
      schema: {
        tags: ['institutes'],
        summary: 'Create an institute, optionally copying another institute’s settings',
        body: ZCreateInstituteBody,
        response: { 201: ZCreateInstituteResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const institute = await createInstitute(deps, request.body);
      return reply.status(201).send({ data: { id: institute.id } });
    },
  );

  app.get(
    '/institutes/:id/select',
    {
      onRequest: app.requirePermission('institutes.switch'),
      // A GET that changes the session: the auth plugin's CSRF checks apply, as to a POST.
      config: { hasSideEffects: true },
      schema: {
        tags: ['institutes'],
        summary: 'Switch the institute the session acts in (super admins)',
        params: ZIdParams,
        response: { 200: ZSelectInstituteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const institute = await selectInstitute(deps, authOf(request), request.params.id);
      return { data: { id: institute.id, name: institute.name } };
    },
  );

  app.put(
    '/institutes/:id',
    {
      onRequest: app.requirePermission('institutes.manage'),
      schema: {
        tags: ['institutes'],
        summary: 'Save institute settings (any subset of the editable fields)',
        params: ZIdParams,
        body: ZUpdateInstituteBody,
        response: { 200: dataResponse(ZInstitute), ...errorResponses },
      },
    },
    async (request) => ({
      data: presentInstitute(await updateInstitute(deps, authOf(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/institutes/:id/logo',
    {
      onRequest: app.requirePermission('institutes.manage'),
      preValidation: readUploadFirst,
      config: {
        upload: declareNamedFiles(
          'institute',
          [declareRuleFile('institute[logo]', 'logo', LOGO_RULE)],
          'logo',
        ),
      },
      schema: {
        tags: ['institutes'],
        summary: 'Upload the institute logo (multipart institute[logo], PNG)',
        params: ZIdParams,
        response: { 200: dataResponse(ZInstitute), ...errorResponses },
      },
    },
    async (request) => {
      const { file } = uploadOf(request);
      return {
        data: presentInstitute(await uploadInstituteLogo(deps, authOf(request), request.params.id, file)),
      };
    },
  );
};
