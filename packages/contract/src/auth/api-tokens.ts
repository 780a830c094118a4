import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { dataResponse, ZIdParams } from '../common/list.js';
import { operation } from '../common/operation.js';
import { text } from '../common/values.js';
import { LIMITS } from '../limits.js';

/**
 * API tokens (docs/using-compliance.md "API tokens"): an institute's keys for a timetabling or
 * student system, sent as `Authorization: Bearer <token>`. A token reads the reports (GET
 * /api/v1/reports/…) of its institute and nothing else; its secret is shown once, when it is made.
 * Institute admins make, list and revoke them.
 */
export const ZApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by_full_name: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZCreateApiToken = z.object({
  api_token: z.object({ name: text().trim().min(1, 'can’t be blank').max(LIMITS.nameMax) }),
});
export type TCreateApiToken = z.infer<typeof ZCreateApiToken>;

/** The new token with its secret: the one answer that carries it. */
export const ZCreatedApiToken = ZApiToken.extend({ token: z.string() });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;

/** How many report calls one token may make a minute; more answer 429 with Retry-After. */
export const API_TOKEN_RATE_LIMIT = { perMinute: 60 } as const;

export const authApi = {
  apiTokens: {
    list: operation({
      method: 'GET',
      path: '/api/v1/api_tokens',
      responses: { 200: z.object({ data: z.array(ZApiToken) }), ...errorResponses },
    }),
    create: operation({
      method: 'POST',
      path: '/api/v1/api_tokens',
      body: ZCreateApiToken,
      responses: { 201: dataResponse(ZCreatedApiToken), ...errorResponses },
    }),
    revoke: operation({
      method: 'DELETE',
      path: '/api/v1/api_tokens/:id',
      params: ZIdParams,
      responses: { 200: dataResponse(ZApiToken), ...errorResponses },
    }),
  },
};
