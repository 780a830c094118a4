import {
  api,
  reportPermission,
  SEARCH_REPORT_TABS,
  SEARCH_ROW_TYPE_LABELS,
  type TSearchReport,
  type TSearchReportRow,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLabel, sendCsv, type CsvColumns } from '../../lib/csv.js';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { runSearchReport } from './search-service.js';

const tags = ['reports'];

const CHOICES =
  'Body: {filters: {user_status_eq (active, the default; inactive; all), division_id_eq, department_id_eq, ' +
  'employment_type_id_eq}, params: {year (the passport year: the calendar year its period starts in; ' +
  'default the current one), mode, view_by}, pagination: null, sorting: asc (default) | desc (sections by ' +
  'label)}. Rows carry row_type HEADER (a block heading with its figures), SECTION or TOTAL; meta.columns ' +
  'gives each column key its heading (the CSV header).';
const MODES =
  'mode: registrations (default: registrations made), registrants (Unique Registrants: distinct users who ' +
  'registered), completions (Unique Completions: registered and marked complete). Registrations of ' +
  'programs starting in the passport year; refused (incomplete) ones do not count.';
const PROGRAM_VIEW_BY = 'view_by: name (default), code (Reporting Code), program_type, domain_id.';

const REPORTS: Record<TSearchReport, { summary: string; description: string }> = {
  profile: {
    summary: 'Capability (profile) report: educator, supervisor and business ideal answers compared',
    description:
      'view_by: capabilityStatement (default: a HEADER per domain, a SECTION per capability statement) or ' +
      'department (a HEADER per department, a SECTION per domain). Averages of the passport year’s ' +
      'profiles’ answers; the business ideal is that of each educator’s department and employment type; ' +
      'gap = supervisor − business ideal. mode is ignored.',
  },
  program_monthly: {
    summary: 'Programs Monthly: the group mode’s figure per program group and month of the passport year',
    description: `${PROGRAM_VIEW_BY} ${MODES} month_1 is the passport year's first month; total counts the year.`,
  },
  program_employment: {
    summary: 'Programs (Employment): the group mode’s figure per program group and employment type',
    description: `${PROGRAM_VIEW_BY} ${MODES} Columns employment_type_{id} (employment_type_none: registrants without one).`,
  },
  department_engagement: {
    summary: 'Department Engagement: staff, the group mode’s figure and that per 100 staff, by department',
    description: `view_by: department. ${MODES} A HEADER per division, a SECTION per department.`,
  },
};

const csvColumns = (columns: { key: string; label: string }[]): CsvColumns<TSearchReportRow> => [
  ['Row type', (row) => csvLabel(SEARCH_ROW_TYPE_LABELS, row.row_type)],
  ['Row type code', (row) => row.row_type],
  ...columns.map(({ key, label }): CsvColumns<TSearchReportRow>[number] => [label, (row) => row[key]]),
];

async function* each<T>(rows: T[]) {
  yield* rows;
}

/**
 * The search reports (part 2 §7 "Search calls"): `POST reports/{name}` and `GET reports/{name}.csv`
 * for profile, program_monthly, program_employment and department_engagement, admins only.
 */
export const searchReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  for (const [name, spec] of Object.entries(REPORTS) as [TSearchReport, (typeof REPORTS)[TSearchReport]][]) {
    const onRequest = app.requirePermission(reportPermission(SEARCH_REPORT_TABS[name]));
    serve(
      app,
      api.reports.search[name].run,
      {
        onRequest,
        schema: {
          tags,
          summary: spec.summary,
          description: `${CHOICES} ${spec.description}`,
        },
      },
      // One handler serves every search report: the operation's response schema checks what it answers.
      async (request) => (await runSearchReport(deps, authOf(request), name, request.body)) as never,
    );
    serve(
      app,
      api.reports.search[name].exportCsv,
      {
        onRequest,
        schema: {
          tags,
          summary: `${spec.summary}: the table's rows as CSV`,
          description:
            'The POST body’s choices as a query string: year, mode, view_by, sorting and the filters as ' +
            'q[user_status_eq], q[division_id_eq], q[department_id_eq], q[employment_type_id_eq]. One ' +
            'header row (Row type, then each column’s heading), then the table’s rows in order.',
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { q, sorting, ...params } = request.query;
        const report = await runSearchReport(deps, authOf(request), name, { filters: q, params, sorting });
        return sendCsv(
          request,
          reply,
          { filename: `${name}.csv`, columns: csvColumns(report.meta.columns) },
          each(report.data),
        );
      },
    );
  }
};
