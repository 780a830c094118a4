// The approvers' 90-second VCM poll (part 2 §7 "vcms/check"): how many VCMs wait in review for the
// signed-in user, behind the VCM item's red dot. It lives in lib/ beside profiles-check.ts: the shell
// runs the dot's source, and the VCM pages refresh it after a decision.
import { api } from '@pdp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { PROFILES_CHECK_INTERVAL_MS } from './profiles-check';

export interface VcmsCheck {
  in_review_count: number;
}

/** GET /api/v1/vcms/check: `data.in_review_count`, only asked when the institute has VCM enabled. */
export async function getVcmsCheck(signal?: AbortSignal): Promise<VcmsCheck> {
  const response = await call(api.vcm.check, undefined, {
    signal,
    emptyResult: { data: { in_review_count: 0 } },
  });
  return response.data;
}

export const vcmsCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['vcm', 'vcms', 'check'],
    queryFn: ({ signal }) => getVcmsCheck(signal),
    // The same 90 seconds as the supervisors' other poll (part 2 §9).
    refetchInterval: PROFILES_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export function useVcmsCheck({ enabled }: { enabled: boolean }) {
  return useQuery({ ...vcmsCheckQueryOptions(), enabled });
}
