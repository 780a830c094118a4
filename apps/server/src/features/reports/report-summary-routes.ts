import {
  errorResponses,
  POINT_REQUEST_STATUSES,
  reportPermission,
  ZListQuery,
  ZPointRequestSummaryResponse,
  ZPointsHistorySummaryResponse,
  ZRegistrationSummaryResponse,
  type TPointsHistoryType,
  type TReportName,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../plugins/auth.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { summarizeDatedReport } from './dated-report-service.js';
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

const SUMMARIES: {
  path: string;
  report: TReportName;
  response: z.ZodType;
  summary: string;
  summarize: Summarize;
}[] = [
  {
    path: 'points_history',
    report: POINTS_HISTORY_REPORT.name,
    response: ZPointsHistorySummaryResponse,
    summary:
      'Points history report summary: its points per month and type (the Points History and User Points charts)',
    summarize: async (deps, auth, query) => {
      const summary = await summarizeDatedReport(
        deps,
        auth,
        POINTS_HISTORY_REPORT,
        query,
        summarizePointsHistoryReport,
      );
      return {
        ...summary,
        data: summary.data.map((row) => ({ ...row, type: row.type as TPointsHistoryType })),
      };
    },
  },
  {
    path: 'point_request',
    report: POINT_REQUEST_REPORT.name,
    response: ZPointRequestSummaryResponse,
    summary:
      'Point request report summary: its requests per month of their last change and status (the chart)',
    summarize: async (deps, auth, query) => {
      const summary = await summarizeDatedReport(
        deps,
        auth,
        POINT_REQUEST_REPORT,
        query,
        summarizePointRequestReport,
      );
      const status = (stored: number) => POINT_REQUEST_STATUSES[stored] ?? 'pending';
      return { ...summary, data: summary.data.map((row) => ({ ...row, status: status(row.status) })) };
    },
  },
  {
    path: 'registrations',
    report: REGISTRATION_REPORT.name,
    response: ZRegistrationSummaryResponse,
    summary: 'Program registration report summary: its registrations per program and status (the chart)',
    summarize: (deps, auth, query) =>
      summarizeDatedReport(deps, auth, REGISTRATION_REPORT, query, summarizeRegistrationReport),
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
