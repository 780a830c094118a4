import { api } from '@pdp/contract';
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
import { serve } from '../../lib/serve.js';

export const instituteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.institutes.get,
    {
      onRequest: app.requirePermission('institutes.read'),
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['institutes'],
      },
    },
    async (request) => {
      const auth = authOf(request);
      return { data: presentInstitute(await getInstitute(deps.db, auth, request.params.id), auth.user) };
    },
  );

  serve(
    app,
    api.institutes.timezones,
    {
      onRequest: app.requireSignIn,
      schema: { tags: ['institutes'] },
    },
    async () => ({ data: listTimezones() }),
  );

  serve(
    app,
    api.institutes.options,
    {
      onRequest: app.requirePermission('institutes.switch'),
      schema: {
        tags: ['institutes'],
        summary: 'Institutes to switch to or copy from',
      },
    },
    async () => ({ data: await listInstituteOptions(deps.db) }),
  );

  serve(
    app,
    api.institutes.create,
    {
      onRequest: app.requirePermission('institutes.create'),
      schema: {
        tags: ['institutes'],
        summary: 'Create an institute, optionally copying another institute’s settings',
      },
    },
    async (request, reply) => {
      const institute = await createInstitute(deps, request.body);
      return reply.status(201).send({ data: { id: institute.id } });
    },
  );

  serve(
    app,
    api.institutes.select,
    {
      onRequest: app.requirePermission('institutes.switch'),
      // A GET that changes the session: the auth plugin's CSRF checks apply, as to a POST.
      config: { hasSideEffects: true },
      schema: {
        tags: ['institutes'],
        summary: 'Switch the institute the session acts in (super admins)',
      },
    },
    async (request) => {
      const institute = await selectInstitute(deps, authOf(request), request.params.id);
      return { data: { id: institute.id, name: institute.name } };
    },
  );

  serve(
    app,
    api.institutes.update,
    {
      onRequest: app.requirePermission('institutes.manage'),
      schema: {
        tags: ['institutes'],
        summary: 'Save institute settings (any subset of the editable fields)',
      },
    },
    async (request) => {
      const auth = authOf(request);
      return {
        data: presentInstitute(await updateInstitute(deps, auth, request.params.id, request.body), auth.user),
      };
    },
  );

  serve(
    app,
    api.institutes.uploadLogo,
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
      },
    },
    async (request) => {
      const { file } = uploadOf(request);
      const auth = authOf(request);
      return {
        data: presentInstitute(await uploadInstituteLogo(deps, auth, request.params.id, file), auth.user),
      };
    },
  );
};
