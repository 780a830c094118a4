import { api, reportPermission } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { tags } from './paged-report-routes.js';
import { REPORT_SUMMARIES, type ReportSummary } from './report-summary-service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const SUMMARIES: (ReportSummary & {
  path: string;
  operation: (typeof api.reports)['points_history' | 'point_request' | 'registrations']['summary'];
  summary: string;
})[] = [
  {
    path: 'points_history',
    operation: api.reports.points_history.summary,
    summary:
      'Points history report summary: its points per month and type (the Points History and User Points charts)',
    ...REPORT_SUMMARIES.points_history,
  },
  {
    path: 'point_request',
    operation: api.reports.point_request.summary,
    summary:
      'Point request report summary: its requests per month of their last change and status (the chart)',
    ...REPORT_SUMMARIES.point_request,
  },
  {
    path: 'registrations',
    operation: api.reports.registrations.summary,
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
    serve(
      app,
      spec.operation,
      {
        onRequest: app.requirePermission(reportPermission(spec.report)),
        schema: {
          tags,
          summary: spec.summary,
          description: `The ${spec.path} report's filters and period (GET /reports/${spec.path}); sort and page are ignored.`,
        },
      },
      // One handler serves every summary: the operation's response schema checks what it answers.
      async (request) => (await spec.summarize(app.deps, authOf(request), request.query)) as never,
    );
  }
}
