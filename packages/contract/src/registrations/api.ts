import { z } from 'zod';
import { ZBulkDecisionResponse } from '../common/bulk-decision.js';
import { errorResponses } from '../common/errors.js';
import { ZIdParams, ZListQuery } from '../common/list.js';
import { operation } from '../common/operation.js';
import {
  ZApproveRegistrationBody,
  ZRegistrationApprovalListResponse,
  ZRegistrationStatistics,
  ZRejectRegistrationBody,
} from './approvals.js';
import { ZRegistrationBulkDecisionBody } from './bulk-decision.js';

export const registrationsApi = {
  list: operation({
    method: 'GET',
    path: '/api/v2/registrations',
    query: ZListQuery,
    responses: { 200: ZRegistrationApprovalListResponse, ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/v2/registrations.csv',
    query: ZListQuery,
    responses: {
      200: z.any().describe('CSV: one header row, then a row per registration'),
      ...errorResponses,
    },
  }),
  statistics: operation({
    method: 'GET',
    path: '/api/v2/registrations/statistics',
    query: ZListQuery,
    responses: { 200: ZRegistrationStatistics, ...errorResponses },
  }),
  approve: operation({
    method: 'PUT',
    path: '/api/v2/registrations/:id/approve',
    params: ZIdParams,
    body: ZApproveRegistrationBody,
    responses: { 204: z.null(), ...errorResponses },
  }),
  reject: operation({
    method: 'PUT',
    path: '/api/v2/registrations/:id/reject',
    params: ZIdParams,
    body: ZRejectRegistrationBody,
    responses: { 204: z.null(), ...errorResponses },
  }),
  bulkDecision: operation({
    method: 'POST',
    path: '/api/v1/registrations/bulk_decision',
    body: ZRegistrationBulkDecisionBody,
    responses: { 200: ZBulkDecisionResponse, ...errorResponses },
  }),
};
