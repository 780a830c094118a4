import { ACTIVITY_INTERVAL_LABELS, ACTIVITY_INTERVALS, api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { myPointRequestsRoutes } from './my-point-requests-routes.js';
import { myPassportRoutes } from './my-passport-routes.js';
import { institutePassportPeriod, listReportPeriods } from './period-service.js';
import { pointRequestsRoutes } from './point-requests-routes.js';
import { pointsHistoriesRoutes } from './points-histories-routes.js';
import { pointsImportRoutes } from './points-import-routes.js';
import { serve } from '../../lib/serve.js';

/** Points and passports (issue 16): passport periods and the point request forms' option lists. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(pointsHistoriesRoutes);
  await app.register(pointRequestsRoutes);
  await app.register(pointsImportRoutes);
  await app.register(myPassportRoutes);
  await app.register(myPointRequestsRoutes);

  serve(
    app,
    api.points.reportPeriods,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['points'],
        summary: 'The reports’ passport years: next year’s and the ten before it, the current one marked',
      },
    },
    async (request) => ({ data: await listReportPeriods(db, authOf(request)) }),
  );

  serve(
    app,
    api.points.passportPeriod,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['points'],
        summary: 'The institute’s current passport period (from, to)',
      },
    },
    async (request) => ({ data: await institutePassportPeriod(db, authOf(request), request.params.id) }),
  );

  serve(
    app,
    api.points.activityIntervals,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['points'],
        summary: 'The units of a point request’s activity duration',
      },
    },
    async () => ({ data: ACTIVITY_INTERVALS.map((id) => ({ id, name: ACTIVITY_INTERVAL_LABELS[id] })) }),
  );
};
