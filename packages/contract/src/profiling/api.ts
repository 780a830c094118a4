import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { ZIdParams, ZListQuery, dataResponse } from '../common/list.js';
import { operation } from '../common/operation.js';
import { ZId } from '../common/values.js';
import { ZRecommendationsResponse } from './recommendations.js';
import { ZMyProfileAnswersBody, ZMyProfileComparisonResponse, ZMyProfileResponse } from './my-profile.js';
import {
  ZDomainWithCapabilities,
  ZProfile,
  ZProfileCheck,
  ZProfileDomain,
  ZProfileListResponse,
  ZProfileUpdateBody,
} from './profile.js';
import {
  ZBusinessIdealResponseBody,
  ZBusinessIdealResponseResult,
  ZMessageResult,
  ZResponseSummary,
  ZResponseSummaryQuery,
  ZSupervisorResponseBody,
  ZSupervisorResponseResult,
} from './responses.js';

export const profilingApi = {
  list: operation({
    method: 'GET',
    path: '/api/v1/profiles',
    query: ZListQuery,
    responses: { 200: ZProfileListResponse, ...errorResponses },
  }),
  check: operation({
    method: 'GET',
    path: '/api/v1/profiles/check',
    responses: { 200: ZProfileCheck, ...errorResponses },
  }),
  domains: operation({
    method: 'GET',
    path: '/api/v1/profiles/:id/domains.json',
    params: ZIdParams,
    responses: { 200: dataResponse(z.array(ZProfileDomain)), ...errorResponses },
  }),
  domain: operation({
    method: 'GET',
    path: '/api/v1/profiles/:id/domains/:domain_id',
    params: ZIdParams.extend({ domain_id: ZId }),
    responses: { 200: dataResponse(ZDomainWithCapabilities), ...errorResponses },
  }),
  update: operation({
    method: 'PUT',
    path: '/api/v1/profiles/:id',
    params: ZIdParams,
    body: ZProfileUpdateBody,
    responses: { 200: dataResponse(ZProfile), ...errorResponses },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/api/v1/profiles/:id',
    params: ZIdParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  pdf: operation({
    method: 'GET',
    path: '/api/v1/profiles/:id.pdf',
    params: ZIdParams,
    responses: { 200: z.any(), ...errorResponses },
  }),
  exportSummary: operation({
    method: 'GET',
    path: '/api/v1/profiles/:id/export_summary_supervisor',
    params: ZIdParams,
    responses: { 200: ZMessageResult, ...errorResponses },
  }),
  responseSummary: operation({
    method: 'GET',
    path: '/api/v1/response_summary',
    query: ZResponseSummaryQuery,
    responses: { 200: ZResponseSummary, ...errorResponses },
  }),
  supervisorResponses: operation({
    method: 'POST',
    path: '/api/v1/supervisor_responses',
    body: ZSupervisorResponseBody,
    responses: { 201: ZSupervisorResponseResult, ...errorResponses },
  }),
  businessIdealResponses: operation({
    method: 'POST',
    path: '/api/v1/business_ideal_responses',
    body: ZBusinessIdealResponseBody,
    responses: { 201: ZBusinessIdealResponseResult, ...errorResponses },
  }),
  myProfile: operation({
    method: 'GET',
    path: '/api/v1/my/profile',
    responses: { 200: ZMyProfileResponse, ...errorResponses },
  }),
  myResponses: operation({
    method: 'PUT',
    path: '/api/v1/my/profile/responses',
    body: ZMyProfileAnswersBody,
    responses: { 200: ZMyProfileResponse, ...errorResponses },
  }),
  mySubmit: operation({
    method: 'POST',
    path: '/api/v1/my/profile/submit',
    responses: { 200: ZMyProfileResponse, ...errorResponses },
  }),
  recommendations: operation({
    method: 'GET',
    path: '/api/v1/profiles/:id/recommendations',
    params: ZIdParams,
    responses: { 200: ZRecommendationsResponse, ...errorResponses },
  }),
  myRecommendations: operation({
    method: 'GET',
    path: '/api/v1/my/recommendations',
    responses: { 200: ZRecommendationsResponse, ...errorResponses },
  }),
  myComparison: operation({
    method: 'GET',
    path: '/api/v1/my/profile/comparison',
    responses: { 200: ZMyProfileComparisonResponse, ...errorResponses },
  }),
};
