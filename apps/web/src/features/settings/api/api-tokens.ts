import { api, type TCreatedApiToken } from '@pdp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const KEY = ['api_tokens'] as const;

/** GET /api/v1/api_tokens: the institute's tokens, newest first, without their secrets. */
export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => call(api.auth.apiTokens.list, {}, { signal }) });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());

/** POST /api/v1/api_tokens: the new token with its secret, shown this once. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<TCreatedApiToken> =>
      (await call(api.auth.apiTokens.create, { body: { api_token: { name } } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /api/v1/api_tokens/{id}: revokes the token. */
export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(api.auth.apiTokens.revoke, { params: { id } }, { errorDisplay: 'modal' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
