import {
  errorResponses,
  ZListQuery,
  ZOption,
  ZOptionsResponse,
  ZVocationalActivityOptionsResponse,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import {
  listDepartmentOptions,
  listNameOptions,
  listVocationalActivityOptions,
  OPTION_PLURALS,
} from './options-service.js';

const ZDepartmentOptions = z.object({
  data: z.array(ZOption.extend({ label: z.string(), division_id: z.number().int() })),
});

/** Options endpoints (`/{plural}/options`): `{data: [{id, name}]}` of the institute the user acts in. */
export const settingsOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['settings'], response: { 200: ZOptionsResponse, ...errorResponses } };

  for (const plural of OPTION_PLURALS) {
    app.get(`/${plural}/options`, { onRequest: app.requireSignIn, schema }, async (request) => ({
      data: await listNameOptions(app.deps, authOf(request), plural),
    }));
  }

  app.get(
    '/departments/options',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['settings'],
        querystring: ZListQuery,
        response: { 200: ZDepartmentOptions, ...errorResponses },
      },
    },
    async (request) => ({
      data: await listDepartmentOptions(app.deps, authOf(request), request.query),
    }),
  );

  app.get(
    '/vocational_activities/options',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['settings'],
        summary: 'Vocational activities with their default points',
        response: { 200: ZVocationalActivityOptionsResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await listVocationalActivityOptions(app.deps, authOf(request)) }),
  );
};
