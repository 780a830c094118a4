import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { ZListQuery } from '../common/list.js';
import { operation } from '../common/operation.js';
import { ZForecastReportResponse, ZForecastSummaryResponse } from './forecast-report.js';
import {
  ZCalibrationReportResponse,
  ZCalibrationSummaryResponse,
  ZDemandReportResponse,
} from './planning-reports.js';
import { ZPassportReportResponse, ZUserPointsReportResponse } from './passport-report.js';
import { ZPassportSummaryResponse } from './passport-summary.js';
import {
  ZPointRequestSummaryResponse,
  ZPointsHistorySummaryResponse,
  ZRegistrationSummaryResponse,
} from './report-summaries.js';
import {
  searchReportBody,
  searchReportQuery,
  searchReportResponse,
  ZDepartmentEngagementRow,
  ZProfileReportRow,
  ZProgramEmploymentRow,
  ZProgramMonthlyRow,
} from './search-report-schemas.js';
import type { TSearchReport } from './search-reports.js';
import {
  ZQualificationDeliverersResponse,
  ZUnitDelivererUnits,
  ZUnitDeliverersResponse,
} from './unit-deliverers.js';
import {
  ZNotificationLogReportResponse,
  ZPointRequestReportResponse,
  ZPointsHistoryReportResponse,
  ZRegistrationReportResponse,
} from './table-reports.js';

/** A paged report: its table at `/reports/{name}` and the same rows as CSV at `/reports/{name}.csv`. */
const pagedReport = <N extends string, R extends z.ZodType>(name: N, response: R) => ({
  list: operation({
    method: 'GET',
    path: `/api/v1/reports/${name}`,
    query: ZListQuery,
    responses: { 200: response, ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: `/api/v1/reports/${name}.csv`,
    query: ZListQuery,
    responses: {
      200: z.any().describe('CSV: one header row, then a row per table row'),
      ...errorResponses,
    },
  }),
});

/** A paged report's rows of the same query as a PDF (`/reports/{name}.pdf`), cut at the PDF's row limit. */
const reportPdf = <N extends string>(name: N) =>
  operation({
    method: 'GET',
    path: `/api/v1/reports/${name}.pdf`,
    query: ZListQuery,
    responses: { 200: z.any().describe('The PDF'), ...errorResponses },
  });

/** A report's chart figures, for its filters (`/reports/{name}/summary`). */
const reportSummary = <N extends string, R extends z.ZodType>(name: N, response: R) =>
  operation({
    method: 'GET',
    path: `/api/v1/reports/${name}/summary`,
    query: ZListQuery,
    responses: { 200: response, ...errorResponses },
  });

/** A search report: POSTed choices answer the table; the same choices as a query give its CSV. */
const searchReport = <N extends TSearchReport, R extends z.ZodType>(name: N, row: R) => ({
  run: operation({
    method: 'POST',
    path: `/api/v1/reports/${name}`,
    body: searchReportBody(name),
    responses: { 200: searchReportResponse(row), ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: `/api/v1/reports/${name}.csv`,
    query: searchReportQuery(name),
    responses: { 200: z.any().describe('CSV: the header, then the table’s rows'), ...errorResponses },
  }),
});

export const reportsApi = {
  passport: {
    ...pagedReport('passport', ZPassportReportResponse),
    summary: reportSummary('passport', ZPassportSummaryResponse),
    pdf: reportPdf('passport'),
  },
  user_points: {
    ...pagedReport('user_points', ZUserPointsReportResponse),
    pdf: reportPdf('user_points'),
  },
  forecast: {
    ...pagedReport('forecast', ZForecastReportResponse),
    summary: reportSummary('forecast', ZForecastSummaryResponse),
  },
  demand: {
    ...pagedReport('demand', ZDemandReportResponse),
    pdf: operation({
      method: 'GET',
      path: '/api/v1/reports/demand.pdf',
      query: ZListQuery,
      responses: { 200: z.any().describe('The PDF'), ...errorResponses },
    }),
  },
  calibration: {
    ...pagedReport('calibration', ZCalibrationReportResponse),
    summary: reportSummary('calibration', ZCalibrationSummaryResponse),
  },
  points_history: {
    ...pagedReport('points_history', ZPointsHistoryReportResponse),
    summary: reportSummary('points_history', ZPointsHistorySummaryResponse),
    pdf: reportPdf('points_history'),
  },
  point_request: {
    ...pagedReport('point_request', ZPointRequestReportResponse),
    summary: reportSummary('point_request', ZPointRequestSummaryResponse),
  },
  registrations: {
    ...pagedReport('registrations', ZRegistrationReportResponse),
    summary: reportSummary('registrations', ZRegistrationSummaryResponse),
  },
  notification_logs: pagedReport('notification_logs', ZNotificationLogReportResponse),
  unit_deliverers: {
    ...pagedReport('unit_deliverers', ZUnitDeliverersResponse),
    units: operation({
      method: 'GET',
      path: '/api/v1/reports/unit_deliverers/units',
      responses: { 200: z.object({ data: ZUnitDelivererUnits }), ...errorResponses },
    }),
  },
  // The unit search for every unit of a qualification (a sibling, so the unit search's answer keeps its shape).
  qualification_deliverers: pagedReport('qualification_deliverers', ZQualificationDeliverersResponse),
  search: {
    profile: searchReport('profile', ZProfileReportRow),
    program_monthly: searchReport('program_monthly', ZProgramMonthlyRow),
    program_employment: searchReport('program_employment', ZProgramEmploymentRow),
    department_engagement: searchReport('department_engagement', ZDepartmentEngagementRow),
  } satisfies Record<TSearchReport, unknown>,
};
