import type { api } from '@pdp/contract';
import { reportPermission, type TListQuery, type TReportName } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { sendCsv, type CsvColumns } from '../../lib/csv.js';
import { contentDisposition } from '../../lib/filenames.js';
import { serve } from '../../lib/serve.js';
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
  ) => Promise<{ rows: AsyncIterable<T>; institute: InstituteRow; asAtDate?: string }>;
}

/** A paged report's two operations (list and CSV), any of the contract's. */
type PagedReportOperations = (typeof api.reports)[
  | 'passport'
  | 'user_points'
  | 'forecast'
  | 'demand'
  | 'calibration'
  | 'points_history'
  | 'point_request'
  | 'registrations'
  | 'notification_logs'
  | 'unit_deliverers'
  | 'qualification_deliverers'];

export interface PagedReportRoutes<T> {
  /** The table and its CSV, as the contract declares them (`api.reports.<name>`). */
  operations: PagedReportOperations;
  report: PagedReportService<T>;
  columns: (institute: InstituteRow) => CsvColumns<T>;
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
  // A report's reads also answer an institute's API token (features/auth/api-token-service.ts).
  const schema = { tags, description: spec.description, security: [{ session: [] }, { apiToken: [] }] };
  serve(
    app,
    spec.operations.list,
    {
      onRequest,
      schema: { ...schema, summary: spec.summary },
    },
    // One handler serves every paged report: the operation's response schema checks what it answers.
    async (request) => (await spec.report.list(deps, authOf(request), request.query)) as never,
  );
  const csvPath = spec.operations.exportCsv.path;
  serve(
    app,
    spec.operations.exportCsv,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `${spec.summary}: the rows of the same filters and sort as CSV (streamed)`,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { rows, institute, asAtDate } = await spec.report.exportRows(
        deps,
        authOf(request),
        request.query,
      );
      // A file as at a day says so in its name: passport-as-at-2026-03-31.csv.
      const name = csvPath.slice(csvPath.lastIndexOf('/') + 1, -'.csv'.length);
      const filename = `${name}${asAtDate ? `-as-at-${asAtDate}` : ''}.csv`;
      return sendCsv(request, reply, { filename, columns: spec.columns(institute) }, rows);
    },
  );
}

/** The reports with a PDF of their table's query (`/reports/{name}.pdf`). */
type ReportPdfOperation = (typeof api.reports)[
  'passport' | 'user_points' | 'points_history' | 'demand']['pdf'];

/**
 * A report's PDF route: the table's filters and sort, behind the report's permission, shown inline
 * under the file name `render` gives.
 */
export function addReportPdf(
  app: App,
  spec: {
    operation: ReportPdfOperation;
    name: TReportName;
    summary: string;
    description: string;
    render: (
      deps: AppDeps,
      auth: ResolvedSession,
      query: TListQuery,
    ) => Promise<{ filename: string; pdf: Buffer }>;
  },
) {
  serve(
    app,
    spec.operation,
    {
      onRequest: app.requirePermission(reportPermission(spec.name)),
      schema: { tags, summary: spec.summary, description: spec.description, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const { filename, pdf } = await spec.render(app.deps, authOf(request), request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', filename))
        .send(pdf);
    },
  );
}
