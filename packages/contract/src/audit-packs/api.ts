import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { ZIdParams } from '../common/list.js';
import { operation } from '../common/operation.js';
import {
  ZAuditPackQuery,
  ZAuditPackRunListResponse,
  ZAuditPackRunResponse,
  ZCreateAuditPackBody,
} from './audit-packs.js';

export const auditPacksApi = {
  userPdf: operation({
    method: 'GET',
    path: '/api/v1/users/:id/audit_pack.pdf',
    params: ZIdParams,
    query: ZAuditPackQuery,
    responses: { 200: z.any().describe('The audit pack as a PDF'), ...errorResponses },
  }),
  userZip: operation({
    method: 'GET',
    path: '/api/v1/users/:id/audit_pack.zip',
    params: ZIdParams,
    query: ZAuditPackQuery,
    responses: {
      200: z.any().describe('A ZIP: the PDF, every file it names, manifest.csv and manifest.json'),
      ...errorResponses,
    },
  }),
  list: operation({
    method: 'GET',
    path: '/api/v1/audit_packs',
    responses: { 200: ZAuditPackRunListResponse, ...errorResponses },
  }),
  create: operation({
    method: 'POST',
    path: '/api/v1/audit_packs',
    body: ZCreateAuditPackBody,
    responses: { 202: ZAuditPackRunResponse, ...errorResponses },
  }),
  get: operation({
    method: 'GET',
    path: '/api/v1/audit_packs/:id',
    params: ZIdParams,
    responses: { 200: ZAuditPackRunResponse, ...errorResponses },
  }),
  download: operation({
    method: 'GET',
    path: '/api/v1/audit_packs/:id/download',
    params: ZIdParams,
    responses: { 200: z.any().describe('The ZIP: a folder per educator'), ...errorResponses },
  }),
};
