import {
  errorResponses,
  reportPermission,
  ZListQuery,
  ZPointRequestSummaryResponse,
  ZPointsHistorySummaryResponse,
  ZRegistrationSummaryResponse,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { tags } from './paged-report-routes.js';
import { REPORT_SUMMARIES, type ReportSummary } from './report-summary-service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const SUMMARIES: (ReportSummary & { path: string; response: z.ZodType; summary: string })[] = [
  {
    path: 'points_history',
    response: ZPointsHistorySummaryResponse,
    summary:
      'Points history report summary: its points per month and type (the Points History and User Points charts)',
    ...REPORT_SUMMARIES.points_history,
  },
  {
    path: 'point_request',
    response: ZPointRequestSummaryResponse,
    summary:
      'Point request report summary: its requests per month of their last change and status (the chart)',
    ...REPORT_SUMMARIES.point_request,
  },
  {
    path: 'registrations',
    response: ZRegistrationSummaryResponse,
    summary: 'Program registration report summary: its registrations per program and status (the chart)',
    ...REPORT_SUMMARIES.registrations,
  },
];

/**
 * The dated reports' chart summaries (`/reports/{report}/summary`): the report's own query and
 * permission, the table's rows grouped for its chart (contract reports/report-summaries.ts).
 */
export function reportSummaryRoutes(app: App) {
  for (const spec of SUMMARIES) {
    app.get(
      `/reports/${spec.path}/summary`,
      {
        onRequest: app.requirePermission(reportPermission(spec.report)),
        schema: {
          tags,
          summary: spec.summary,
          description: `The ${spec.path} report's filters and period (GET /reports/${spec.path}); sort and page are ignored.`,
          querystring: ZListQuery,
          response: { 200: spec.response, ...errorResponses },
        },
      },
      async (request) => spec.summarize(app.deps, authOf(request), request.query),
    );
  }
}
