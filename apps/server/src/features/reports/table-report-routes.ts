import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedDatedReport } from './dated-report-service.js';
import { NOTIFICATION_REPORT, notificationReportColumns } from './notification-report.js';
import { addPagedReport, addReportPdf } from './paged-report-routes.js';
import { POINT_REQUEST_REPORT, pointRequestReportColumns } from './point-request-report.js';
import {
  POINTS_HISTORY_REPORT,
  pointsHistoryReportColumns,
  pointsHistoryReportPdf,
} from './points-history-report.js';
import { REGISTRATION_REPORT, registrationReportColumns } from './registration-report.js';
import { REPORT_PDF_MAX_ROWS } from './report-pdf.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const PERIOD =
  'The period: q[date_from_eq] / q[date_to_eq] (yyyy-MM-dd, both included; default the current passport ' +
  'period; a missing date_to is the end of the passport period containing date_from).';
const USER_FILTERS =
  'User filters (q[...]): user_status_eq (active, the default; inactive; all), division_id_eq, ' +
  'department_id_eq, employment_type_id_eq, supervisor_id_eq, user_full_name_cont, custom_1_cont, ' +
  'custom_2_cont. Supervisors see the users they supervise, admins the institute.';

/**
 * The paged-table reports over dated records (part 2 §7 "Reports and users lists", issue 17): each a
 * table and its streamed CSV from one compiled query; the points history also as a PDF.
 */
export function tableReportRoutes(app: App) {
  addPagedReport(app, {
    operations: api.reports.points_history,
    report: pagedDatedReport(POINTS_HISTORY_REPORT),
    columns: pointsHistoryReportColumns,
    summary: 'Points history report: every points history row dated within the period, with its detail',
    description:
      `${PERIOD} ${USER_FILTERS} Also type_eq (PointsProgram, PointsVocational, PointsRea), ` +
      'evidence_attached_eq, program_id_eq, detail_cont, approval_reason_cont. Sorts q[s]: date (default ' +
      'desc), user_given_name, user_family_name, user_full_name, detail, points, type, approval_reason.',
  });
  addReportPdf(app, {
    operation: api.reports.points_history.pdf,
    name: POINTS_HISTORY_REPORT.name,
    summary: `Points history report as a PDF: the table’s filters and sort (at most ${REPORT_PDF_MAX_ROWS} rows)`,
    description: `The points history report's filters and sort. ${PERIOD}`,
    render: pointsHistoryReportPdf,
  });
  addPagedReport(app, {
    operations: api.reports.point_request,
    report: pagedDatedReport(POINT_REQUEST_REPORT),
    columns: pointRequestReportColumns,
    summary: 'Point request report: the point requests changed within the period',
    description:
      `${PERIOD} (by updated_at, in the institute's time zone) ${USER_FILTERS} Also status_eq (pending, ` +
      'approved, incomplete), type_eq, evidence_attached_eq, activity_name_cont. Sorts q[s]: updated_at ' +
      '(default desc), user_given_name, user_family_name, user_full_name, activity_name, points, type, ' +
      'status, user_supervisor_name.',
  });
  addPagedReport(app, {
    operations: api.reports.registrations,
    report: pagedDatedReport(REGISTRATION_REPORT),
    columns: registrationReportColumns,
    summary: 'Program registration report: registrations to programs starting within the period',
    description:
      `${PERIOD} (by the program's start date) ${USER_FILTERS} Also program_id_eq, program_name_cont, ` +
      'program_type_eq, domain_id_eq, status_eq, completed_eq, hurdle_complete_eq. Sorts q[s]: ' +
      'user_family_name (default), user_given_name, program_name, program_type, domain_display_name, ' +
      'program_start_date, program_end_date, workshops_count, workshops_attended_count, ' +
      'total_program_points, program_points, completed, status.',
  });
  addPagedReport(app, {
    operations: api.reports.notification_logs,
    report: pagedDatedReport(NOTIFICATION_REPORT),
    columns: notificationReportColumns,
    summary: 'Notification report (admins): the messages sent to programs’ registrants within the period',
    description:
      `${PERIOD} (by created_at, in the institute's time zone) Also notification_type_eq, ` +
      'program_id_eq, program_name_cont, message_cont, user_full_name_cont. Sorts q[s]: created_at ' +
      '(default desc), program_name, notification_type, number_of_recipients, user_full_name.',
  });
}
