import { errorResponses } from '../common/errors.js';
import { operation } from '../common/operation.js';
import { ZTeamQuery, ZTeamSummaryResponse } from './team.js';

export const teamApi = {
  summary: operation({
    method: 'GET',
    path: '/api/v1/team',
    query: ZTeamQuery,
    responses: { 200: ZTeamSummaryResponse, ...errorResponses },
  }),
};
