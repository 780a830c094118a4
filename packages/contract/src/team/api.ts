import { errorResponses } from '../common/errors.js';
import { operation } from '../common/operation.js';
import {
  ZCreateDelegation,
  ZDelegationParams,
  ZDelegationResponse,
  ZDelegationsQuery,
  ZDelegationsResponse,
} from './delegations.js';
import { ZTeamQuery, ZTeamSummaryResponse } from './team.js';

export const teamApi = {
  summary: operation({
    method: 'GET',
    path: '/api/v1/team',
    query: ZTeamQuery,
    responses: { 200: ZTeamSummaryResponse, ...errorResponses },
  }),
  delegations: operation({
    method: 'GET',
    path: '/api/v1/team/delegations',
    query: ZDelegationsQuery,
    responses: { 200: ZDelegationsResponse, ...errorResponses },
  }),
  createDelegation: operation({
    method: 'POST',
    path: '/api/v1/team/delegations',
    body: ZCreateDelegation,
    responses: { 201: ZDelegationResponse, ...errorResponses },
  }),
  endDelegation: operation({
    method: 'POST',
    path: '/api/v1/team/delegations/:id/end',
    params: ZDelegationParams,
    responses: { 200: ZDelegationResponse, ...errorResponses },
  }),
};
