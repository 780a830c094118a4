import type { ZListQuery } from '@pdp/contract';
import { api, POINT_REQUEST_STATUSES, reportPermission, type TReportName } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { summarizeDatedReport, type DatedReport } from './dated-report-service.js';
import { tags } from './paged-report-routes.js';
import { POINT_REQUEST_REPORT } from './point-request-report.js';
import { summarizePointRequestReport } from './point-request-report-repository.js';
import { POINTS_HISTORY_REPORT } from './points-history-report.js';
import { summarizePointsHistoryReport } from './points-history-report-repository.js';
import { REGISTRATION_REPORT } from './registration-report.js';
import { summarizeRegistrationReport } from './registration-report-repository.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Summarize = (
  deps: AppDeps,
  auth: ResolvedSession,
  query: z.infer<typeof ZListQuery>,
) => Promise<unknown>;

/** A dated report's summary as the route serves it: the repository's groups, each presented. */
const summaryOf = <Row extends { total: number }, T, S>(
  report: DatedReport<Row, T>,
  summarize: Parameters<typeof summarizeDatedReport<Row, T, S>>[4],
  present: (row: S) => unknown = (row) => row,
): { report: TReportName; summarize: Summarize } => ({
  report: report.name,
  summarize: async (deps, auth, query) => {
    const summary = await summarizeDatedReport(deps, auth, report, query, summarize);
    return { ...summary, data: summary.data.map(present) };
  },
});

const SUMMARIES: {
  path: string;
  operation: (typeof api.reports)['points_history' | 'point_request' | 'registrations']['summary'];
  summary: string;
  report: TReportName;
  summarize: Summarize;
}[] = [
  {
    path: 'points_history',
    operation: api.reports.points_history.summary,
    summary:
      'Points history report summary: its points per month and type (the Points History and User Points charts)',
    ...summaryOf(POINTS_HISTORY_REPORT, summarizePointsHistoryReport),
  },
  {
    path: 'point_request',
    operation: api.reports.point_request.summary,
    summary:
      'Point request report summary: its requests per month of their last change and status (the chart)',
    // The stored status is the spec's number (pending 0, approved 1, incomplete 2).
    ...summaryOf(POINT_REQUEST_REPORT, summarizePointRequestReport, (row) => ({
      ...row,
      status: POINT_REQUEST_STATUSES[row.status] ?? 'pending',
    })),
  },
  {
    path: 'registrations',
    operation: api.reports.registrations.summary,
    summary: 'Program registration report summary: its registrations per program and status (the chart)',
    ...summaryOf(REGISTRATION_REPORT, summarizeRegistrationReport),
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
