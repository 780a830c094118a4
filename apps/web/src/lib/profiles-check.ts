// The 90-second supervisor poll (part 2 §7 "profiles/check"): open profiles for Profiling's red dot
// and pending registrations for Registrations'. It lives in lib/ because two features read it (and
// the pages that resolve an item refresh it), and features never import each other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ZProfileCheck, api } from '@pdp/contract';
import type { z } from 'zod';
import { call } from './api-client';

export type ProfilesCheck = z.infer<typeof ZProfileCheck>;

/** Part 2 "Notification polling": every 90 seconds, supervisors only. */
export const PROFILES_CHECK_INTERVAL_MS = 90_000;

/** GET /api/v1/profiles/check: the signed-in supervisor's open profiles and pending registrations. */
export function getProfilesCheck(signal?: AbortSignal): Promise<ProfilesCheck> {
  return call(api.profiling.check, undefined, {
    signal,
    emptyResult: { open_count: 0, pending_registrations_count: 0 },
  });
}

export const profilesCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['profiling', 'profiles', 'check'],
    queryFn: ({ signal }) => getProfilesCheck(signal),
    refetchInterval: PROFILES_CHECK_INTERVAL_MS,
    // A hidden tab stops polling; coming back to it asks at once, then resumes the interval.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export function useProfilesCheck({ enabled }: { enabled: boolean }) {
  return useQuery({ ...profilesCheckQueryOptions(), enabled });
}
