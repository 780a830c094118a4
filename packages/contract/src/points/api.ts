import { z } from 'zod';
import { ZBulkDecisionResponse } from '../common/bulk-decision.js';
import { errorResponses } from '../common/errors.js';
import { ZImportQuery, ZImportResult } from '../common/import.js';
import { ZIdParams, ZListQuery, ZOptionsResponse } from '../common/list.js';
import { operation } from '../common/operation.js';
import { ZMyForecastResponse } from './my-forecast.js';
import { ZPointRequestBulkDecisionBody } from './point-requests-bulk.js';
import { ZMyPassportResponse } from './my-passport.js';
import { ZUserPassportQuery, ZUserPassportResponse } from './passport-as-at.js';
import {
  ZCreateMyPointRequestBody,
  ZMyPointRequestListResponse,
  ZMyPointRequestParams,
  ZMyPointRequestResponse,
  ZMyPointRequestSettingsResponse,
  ZUpdateMyPointRequestBody,
} from './my-point-requests.js';
import { ZPassportPeriodResponse, ZReportPeriodsResponse } from './passport-periods-api.js';
import {
  ZApprovePointRequestBody,
  ZConvertPointRequestBody,
  ZPointRequestListResponse,
  ZPointRequestParams,
  ZRejectPointRequestBody,
  ZPointRequestResponse,
  ZUpdatePointRequestBody,
} from './point-requests.js';
import {
  ZCreatePointsReaBody,
  ZCreatePointsVocationalBody,
  ZEvidenceFileParams,
  ZPointsHistoryListResponse,
  ZPointsHistoryParams,
  ZPointsHistoryResponse,
} from './points-histories.js';

const decideRequest = <B extends z.ZodType>(verb: 'approve' | 'reject' | 'convert', body: B) =>
  operation({
    method: 'PUT',
    path: `/api/v1/users/:id/point_requests/:point_request_id/${verb}`,
    params: ZPointRequestParams,
    body,
    responses: { 204: z.null(), ...errorResponses },
  });

export const pointsApi = {
  listRequests: operation({
    method: 'GET',
    path: '/api/v1/users/:id/point_requests',
    params: ZIdParams,
    query: ZListQuery,
    responses: { 200: ZPointRequestListResponse, ...errorResponses },
  }),
  updateRequest: operation({
    method: 'PUT',
    path: '/api/v1/users/:id/point_requests/:point_request_id',
    params: ZPointRequestParams,
    body: ZUpdatePointRequestBody,
    responses: { 200: ZPointRequestResponse, ...errorResponses },
  }),
  reportPeriods: operation({
    method: 'GET',
    path: '/api/v1/institutes/report_periods',
    responses: { 200: ZReportPeriodsResponse, ...errorResponses },
  }),
  passportPeriod: operation({
    method: 'GET',
    path: '/api/v1/institutes/:id/passport_period',
    params: ZIdParams,
    responses: { 200: ZPassportPeriodResponse, ...errorResponses },
  }),
  activityIntervals: operation({
    method: 'GET',
    path: '/api/v1/point_requests/activity_intervals',
    responses: { 200: ZOptionsResponse, ...errorResponses },
  }),
  importNoApproval: operation({
    method: 'POST',
    path: '/api/v1/points_histories/import_no_approval',
    query: ZImportQuery,
    body: 'multipart',
    responses: { 200: ZImportResult, ...errorResponses },
  }),
  importRequests: operation({
    method: 'POST',
    path: '/api/v1/point_requests/import',
    query: ZImportQuery,
    body: 'multipart',
    responses: { 200: ZImportResult, ...errorResponses },
  }),
  myPassport: operation({
    method: 'GET',
    path: '/api/v1/my/passport',
    responses: { 200: ZMyPassportResponse, ...errorResponses },
  }),
  myForecast: operation({
    method: 'GET',
    path: '/api/v1/my/forecast',
    responses: { 200: ZMyForecastResponse, ...errorResponses },
  }),
  userPassport: operation({
    method: 'GET',
    path: '/api/v1/users/:id/passport',
    params: ZIdParams,
    query: ZUserPassportQuery,
    responses: { 200: ZUserPassportResponse, ...errorResponses },
  }),
  myHistories: operation({
    method: 'GET',
    path: '/api/v1/my/points_histories',
    query: ZListQuery,
    responses: { 200: ZPointsHistoryListResponse, ...errorResponses },
  }),
  histories: operation({
    method: 'GET',
    path: '/api/v1/users/:id/points_histories',
    params: ZIdParams,
    query: ZListQuery,
    responses: { 200: ZPointsHistoryListResponse, ...errorResponses },
  }),
  historiesCsv: operation({
    method: 'GET',
    path: '/api/v1/users/:id/points_histories.csv',
    params: ZIdParams,
    query: ZListQuery,
    responses: { 200: z.any().describe('CSV: one header row, then a row per entry'), ...errorResponses },
  }),
  historiesPdf: operation({
    method: 'GET',
    path: '/api/v1/users/:id/points_histories.pdf',
    params: ZIdParams,
    query: ZListQuery,
    responses: { 200: z.any(), ...errorResponses },
  }),
  evidenceFile: operation({
    method: 'GET',
    path: '/api/v1/evidence_files/:file_id',
    params: ZEvidenceFileParams,
    responses: { 200: z.any().describe('The file'), ...errorResponses },
  }),
  addVocational: operation({
    method: 'POST',
    path: '/api/v1/users/:id/points_vocationals',
    params: ZIdParams,
    body: ZCreatePointsVocationalBody,
    responses: { 201: ZPointsHistoryResponse, ...errorResponses },
  }),
  addRea: operation({
    method: 'POST',
    path: '/api/v1/users/:id/points_reas',
    params: ZIdParams,
    body: ZCreatePointsReaBody,
    responses: { 201: ZPointsHistoryResponse, ...errorResponses },
  }),
  deleteHistory: operation({
    method: 'DELETE',
    path: '/api/v1/users/:id/points_histories/:history_id',
    params: ZPointsHistoryParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  myRequestSettings: operation({
    method: 'GET',
    path: '/api/v1/my/point_requests/settings',
    responses: { 200: ZMyPointRequestSettingsResponse, ...errorResponses },
  }),
  myRequests: operation({
    method: 'GET',
    path: '/api/v1/my/point_requests',
    query: ZListQuery,
    responses: { 200: ZMyPointRequestListResponse, ...errorResponses },
  }),
  myRequest: operation({
    method: 'GET',
    path: '/api/v1/my/point_requests/:id',
    params: ZMyPointRequestParams,
    responses: { 200: ZMyPointRequestResponse, ...errorResponses },
  }),
  myCreateRequest: operation({
    method: 'POST',
    path: '/api/v1/my/point_requests',
    body: ZCreateMyPointRequestBody,
    responses: { 201: ZMyPointRequestResponse, ...errorResponses },
  }),
  myUpdateRequest: operation({
    method: 'PUT',
    path: '/api/v1/my/point_requests/:id',
    params: ZMyPointRequestParams,
    body: ZUpdateMyPointRequestBody,
    responses: { 200: ZMyPointRequestResponse, ...errorResponses },
  }),
  approveRequest: decideRequest('approve', ZApprovePointRequestBody),
  rejectRequest: decideRequest('reject', ZRejectPointRequestBody),
  convertRequest: decideRequest('convert', ZConvertPointRequestBody),
  bulkDecideRequests: operation({
    method: 'POST',
    path: '/api/v1/point_requests/bulk_decision',
    body: ZPointRequestBulkDecisionBody,
    responses: { 200: ZBulkDecisionResponse, ...errorResponses },
  }),
};
