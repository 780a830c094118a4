import { z } from 'zod';
import { ZAuditEventListResponse } from './audit-event.js';
import { errorResponses } from '../common/errors.js';
import { ZListQuery } from '../common/list.js';
import { operation } from '../common/operation.js';

export const auditApi = {
  list: operation({
    method: 'GET',
    path: '/api/v1/audit_events',
    query: ZListQuery,
    responses: { 200: ZAuditEventListResponse, ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/v1/audit_events.csv',
    query: ZListQuery,
    responses: { 200: z.any().describe('CSV: one header row, then a row per event'), ...errorResponses },
  }),
};
