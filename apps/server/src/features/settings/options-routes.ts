import { api, NAME_OPTION_LISTS } from '@pdp/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { listDepartmentOptions, listNameOptions, listVocationalActivityOptions } from './options-service.js';

/** Options endpoints (`/{plural}/options`): `{data: [{id, name}]}` of the institute the user acts in. */
export const settingsOptionRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: app.requireSignIn, schema: { tags: ['settings'] } };
  const { nameOptions, departmentOptions, vocationalActivityOptions } = api.settings;

  for (const list of NAME_OPTION_LISTS) {
    serve(app, nameOptions[list], options, async (request) => ({
      data: await listNameOptions(app.deps, authOf(request), list),
    }));
  }

  serve(app, departmentOptions, options, async (request) => ({
    data: await listDepartmentOptions(app.deps, authOf(request), request.query),
  }));

  serve(
    app,
    vocationalActivityOptions,
    { ...options, schema: { ...options.schema, summary: 'Vocational activities with their default points' } },
    async (request) => ({ data: await listVocationalActivityOptions(app.deps, authOf(request)) }),
  );
};
