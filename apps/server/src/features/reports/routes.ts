import { api, reportPermission } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import {
  forecastReportColumns,
  passportReportColumns,
  qualificationDeliverersColumns,
  unitDeliverersColumns,
  userPointsReportColumns,
} from './export-columns.js';
import { exportForecastReport, listForecastReport, summarizeForecastReport } from './forecast-service.js';
import { addPagedReport, addReportPdf, tags, type PagedReportService } from './paged-report-routes.js';
import { passportReportPdf, userPointsReportPdf } from './passport-report-pdf.js';
import { REPORT_PDF_MAX_ROWS } from './report-pdf.js';
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
import { exportUnitDeliverers, unitDelivererUnits, unitDeliverers } from './unit-deliverers-service.js';
import {
  exportQualificationDeliverers,
  listQualificationDeliverers,
} from './qualification-deliverers-service.js';

const FILTERS =
  'Filters (q[...]): user_status_eq (active, the default; inactive; all), date_from_eq / date_to_eq ' +
  '(yyyy-MM-dd: the passport period containing date_from, default the current one), division_id_eq, ' +
  'department_id_eq, employment_type_id_eq, supervisor_id_eq, user_full_name_cont, custom_1_cont, ' +
  'custom_2_cont. Supervisors see the users they supervise, admins the institute.';

const AS_AT =
  'q[as_at_eq] (yyyy-MM-dd): the figures as at that day, in the passport period containing it; the PDF ' +
  'heading says the day (today without one).';

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
  addReportPdf(app, {
    operation: api.reports.passport.pdf,
    name: PASSPORT_REPORT.name,
    summary: `Passport report as a PDF: the table’s filters and sort (at most ${REPORT_PDF_MAX_ROWS} rows)`,
    description: `${FILTERS} ${AS_AT} Also passport_status_eq|_in, profile_status_eq|_in.`,
    render: passportReportPdf,
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
  addReportPdf(app, {
    operation: api.reports.user_points.pdf,
    name: USER_POINTS_REPORT.name,
    summary: `User points report as a PDF: the table’s filters and sort (at most ${REPORT_PDF_MAX_ROWS} rows)`,
    description: `${FILTERS} ${AS_AT}`,
    render: userPointsReportPdf,
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
  addPagedReport(app, {
    operations: api.reports.unit_deliverers,
    report: { name: 'unit_deliverers', list: unitDeliverers, exportRows: exportUnitDeliverers },
    columns: unitDeliverersColumns,
    summary: 'Who may deliver a unit: its claimants and whether each qualified on a day',
    description:
      'q[unit_code_eq] (required): a unit code of the VCM catalogues; q[as_at_eq] (yyyy-MM-dd, not after ' +
      'today; default today). One qualifies when, on that day, their VCM claim of the unit was approved, ' +
      'its industry currency was current, and their passport was complete (or, today, on track). The ' +
      'others carry their reasons. Supervisors see the users they supervise, admins the institute. ' +
      'Answers an API token too (Authorization: Bearer).',
  });
  serve(
    app,
    api.reports.unit_deliverers.units,
    {
      onRequest: app.requirePermission(reportPermission('unit_deliverers')),
      schema: {
        tags,
        summary: 'Who may deliver: the catalogues’ unit codes and the qualifications that hold them',
      },
    },
    async (request) => unitDelivererUnits(app.deps, authOf(request)),
  );
  addPagedReport(app, {
    operations: api.reports.qualification_deliverers,
    report: {
      name: 'unit_deliverers',
      list: listQualificationDeliverers,
      exportRows: exportQualificationDeliverers,
    },
    columns: qualificationDeliverersColumns,
    summary: 'Who may deliver a qualification: per educator, which of its units they may deliver on a day',
    description:
      'q[qualification_code_eq] (required): a course code of the VCM catalogues, whose latest year’s ' +
      'units are judged; q[as_at_eq] (yyyy-MM-dd, not after today; default today); page, per_page. Every ' +
      'educator who claims one of its units, with each unit judged as the unit search judges it (or ' +
      '"unit not claimed"), those who may deliver the most units first, then by name. The CSV has a row ' +
      'per educator and unit. Supervisors see the users they supervise, admins the institute. Answers ' +
      'an API token too (Authorization: Bearer).',
  });
  tableReportRoutes(app);
  planningReportRoutes(app);
  reportSummaryRoutes(app);
  await app.register(searchReportRoutes);
};
