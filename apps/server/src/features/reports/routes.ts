import { api, reportPermission } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { forecastReportColumns, passportReportColumns, userPointsReportColumns } from './export-columns.js';
import { exportForecastReport, listForecastReport, summarizeForecastReport } from './forecast-service.js';
import { addPagedReport, tags, type PagedReportService } from './paged-report-routes.js';
import {
  exportReport,
  listReport,
  PASSPORT_REPORT,
  presentPassportRow,
  presentUserPointsRow,
  summarizePassportReport,
  USER_POINTS_REPORT,
  type PassportBasedReport,
  type ReportRow,
} from './service.js';
import { planningReportRoutes } from './planning-routes.js';
import { reportSummaryRoutes } from './report-summary-routes.js';
import { tableReportRoutes } from './table-report-routes.js';
import { searchReportRoutes } from './search-routes.js';

const FILTERS =
  'Filters (q[...]): user_status_eq (active, the default; inactive; all), date_from_eq / date_to_eq ' +
  '(yyyy-MM-dd: the passport period containing date_from, default the current one), division_id_eq, ' +
  'department_id_eq, employment_type_id_eq, supervisor_id_eq, user_full_name_cont, custom_1_cont, ' +
  'custom_2_cont. Supervisors see the users they supervise, admins the institute.';

/** A passport-based report as a paged-table report: its page and export through the shared query. */
const passportBased = <T>(
  report: PassportBasedReport,
  present: (row: ReportRow) => T,
): PagedReportService<T> => ({
  name: report.name,
  list: (deps, auth, query) => listReport(deps, auth, report, query, present),
  exportRows: (deps, auth, query) => exportReport(deps, auth, report, query, present),
});

/**
 * The paged-table reports (part 2 §7 "Reports and users lists"): passport and user_points, + .csv;
 * the dated ones (points history, point request, registrations, notification log) in table-report-routes.ts.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  addPagedReport(app, {
    operations: api.reports.passport,
    report: passportBased(PASSPORT_REPORT, presentPassportRow),
    columns: passportReportColumns,
    summary: 'Passport report: each user’s passport, points and profile status for a period',
    description:
      `${FILTERS} Also passport_status_eq|_in, profile_status_eq|_in. Sorts q[s]: user_full_name, ` +
      'user_family_name (default), passport_status, department_name, employment_type_name, custom_1, ' +
      'custom_2, professional_points_combined, vocational_points_combined, learning_journeys_combined, ' +
      'vocational_learning_journeys_combined, profile_status. vcm_status: the latest VCM revision of the ' +
      'period’s year (null without one or with VCM off).',
  });
  serve(
    app,
    api.reports.passport.summary,
    {
      onRequest: app.requirePermission(reportPermission(PASSPORT_REPORT.name)),
      schema: {
        tags,
        summary: 'Passport report summary: its rows counted by department and passport status (the chart)',
        description: `The Passports report's filters; sort and page are ignored. ${FILTERS}`,
      },
    },
    async (request) => summarizePassportReport(app.deps, authOf(request), request.query),
  );
  addPagedReport(app, {
    operations: api.reports.user_points,
    report: passportBased(USER_POINTS_REPORT, presentUserPointsRow),
    columns: userPointsReportColumns,
    summary: 'User points report: each user’s professional and vocational points for a period',
    description:
      `${FILTERS} Sorts q[s]: user_full_name, user_family_name (default), division_name, ` +
      'department_name, employment_type_name, professional_points, vocational_points, custom_1, ' +
      'custom_2. requirement_1/2 are null until history rows record them.',
  });
  addPagedReport(app, {
    operations: api.reports.forecast,
    report: {
      name: 'forecast',
      list: listForecastReport,
      exportRows: exportForecastReport,
    },
    columns: forecastReportColumns,
    summary: 'Currency forecast: where each user’s passport will stand at the current period’s end',
    description:
      `${FILTERS} The current period only (date_from/date_to are ignored). Also forecast_eq|_in ` +
      '(on_track, at_risk, will_lapse, no_requirements). Sorts q[s]: user_full_name, user_family_name ' +
      '(default), forecast, department_name, employment_type_name, professional_points, ' +
      'vocational_points, pending_requests, registered_programs, expiring_units.',
  });
  serve(
    app,
    api.reports.forecast.summary,
    {
      onRequest: app.requirePermission(reportPermission('forecast')),
      schema: {
        tags,
        summary: 'Currency forecast summary: its rows counted by department and forecast (the chart)',
        description: `The forecast report's filters; sort and page are ignored. ${FILTERS}`,
      },
    },
    async (request) => summarizeForecastReport(app.deps, authOf(request), request.query),
  );
  tableReportRoutes(app);
  planningReportRoutes(app);
  reportSummaryRoutes(app);
  await app.register(searchReportRoutes);
};
