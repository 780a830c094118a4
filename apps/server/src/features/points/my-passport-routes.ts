import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { myForecast } from '../reports/forecast-service.js';
import { myPassport, myPointsHistories } from './my-passport-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['my'];

/** The educator app's passport (issue 21): the caller's own, in their home institute. */
export const myPassportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.points.myPassport,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'My passport: the current period’s status and figures against my requirements, earlier periods',
      },
    },
    async (request) => ({ data: await myPassport(deps, authOf(request)) }),
  );

  serve(
    app,
    api.points.myForecast,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'My currency forecast: where my passport will stand at the period’s end, what is missing, and open programs that would close the gap',
      },
    },
    async (request) => ({ data: await myForecast(deps, authOf(request)) }),
  );

  serve(
    app,
    api.points.myHistories,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'My points history (newest first), each row with its details and evidence files',
      },
    },
    async (request) => myPointsHistories(deps, authOf(request), request.query),
  );
};
