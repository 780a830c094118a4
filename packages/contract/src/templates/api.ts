import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { operation } from '../common/operation.js';

export const templatesApi = {
  /** An import's template (`users.csv`): the header row the import reads in the user's institute. */
  file: operation({
    method: 'GET',
    path: '/templates/:file',
    params: z.object({ file: z.string().max(100) }),
    responses: { 200: z.any().describe('CSV header row'), ...errorResponses },
  }),
};
