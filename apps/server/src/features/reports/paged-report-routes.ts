import {
  errorResponses,
  reportPermission,
  ZListQuery,
  type TListQuery,
  type TReportName,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { sendCsv, type CsvColumns } from '../../lib/csv.js';
import { authOf } from '../../plugins/auth.js';
import type { ResolvedSession } from '../auth/session-service.js';

export const tags = ['reports'];
type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a paged-table report serves: a page of the table, and every row of the same query for the CSV. */
export interface PagedReportService<T> {
  name: TReportName;
  list: (deps: AppDeps, auth: ResolvedSession, query: TListQuery) => Promise<unknown>;
  exportRows: (
    deps: AppDeps,
    auth: ResolvedSession,
    query: TListQuery,
  ) => Promise<{ rows: AsyncIterable<T>; institute: InstituteRow }>;
}

export interface PagedReportRoutes<T> {
  /** The endpoint under /reports: the table at `/reports/{path}`, its CSV at `/reports/{path}.csv`. */
  path: string;
  report: PagedReportService<T>;
  columns: (institute: InstituteRow) => CsvColumns<T>;
  response: z.ZodType;
  summary: string;
  description: string;
}

/**
 * A paged-table report's two routes: the table and its CSV, from the same compiled query (so the
 * export's rows equal the table's for the same filters and sort), behind the report's permission.
 */
export function addPagedReport<T>(app: App, spec: PagedReportRoutes<T>) {
  const { deps } = app;
  const onRequest = app.requirePermission(reportPermission(spec.report.name));
  const schema = { tags, description: spec.description, querystring: ZListQuery };
  app.get(
    `/reports/${spec.path}`,
    {
      onRequest,
      schema: { ...schema, summary: spec.summary, response: { 200: spec.response, ...errorResponses } },
    },
    async (request) => spec.report.list(deps, authOf(request), request.query),
  );
  app.get(
    `/reports/${spec.path}.csv`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `${spec.summary}: the rows of the same filters and sort as CSV (streamed)`,
        produces: ['text/csv'],
        response: {
          200: z.any().describe('CSV: one header row, then a row per table row'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { rows, institute } = await spec.report.exportRows(deps, authOf(request), request.query);
      return sendCsv(
        request,
        reply,
        { filename: `${spec.path}.csv`, columns: spec.columns(institute) },
        rows,
      );
    },
  );
}
