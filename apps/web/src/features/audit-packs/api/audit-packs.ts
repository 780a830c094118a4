import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TAuditPackRun, type TCreateAuditPackInput } from '@pdp/contract';
import { call, urlOf } from '../../../lib/api-client';

const AUDIT_PACKS_KEY = ['audit_packs'] as const;
const POLL_MS = 2000;

const isActive = (run: TAuditPackRun) => run.status === 'queued' || run.status === 'running';

/** GET /api/v1/audit_packs: the institute's packs, newest first (admins). */
export const auditPacksQueryOptions = () =>
  queryOptions({
    queryKey: [...AUDIT_PACKS_KEY, 'list'],
    queryFn: ({ signal }) => call(api.auditPacks.list, {}, { signal }),
  });

/** The list, read again every 2 seconds while a pack is being made, so its progress moves on screen. */
export function useAuditPacks() {
  return useQuery({
    ...auditPacksQueryOptions(),
    refetchInterval: (query) => (query.state.data?.data.some(isActive) ? POLL_MS : false),
  });
}

/** POST /api/v1/audit_packs: starts a department's, unit code's or institute's packs. */
export function useStartAuditPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAuditPackInput) => call(api.auditPacks.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: AUDIT_PACKS_KEY }),
  });
}

/** GET /api/v1/audit_packs/{id}/download: a ready pack's ZIP. */
export const auditPackDownloadUrl = (id: number) => urlOf(api.auditPacks.download, { params: { id } });
