import type { TProfile } from '@pdp/contract';

/**
 * Which profile the form shows (part 1 §2.4): the one of the educator in the URL, else the first
 * of the list. A profile just submitted may have left the list (it is no longer open); it stays on
 * screen, in its submitted state, until another is picked.
 */
export function selectProfile(
  profiles: readonly TProfile[],
  educatorId: number | undefined,
  submitted: TProfile | null,
): TProfile | undefined {
  if (educatorId === undefined) return fresher(profiles[0], submitted);
  const listed = profiles.find((profile) => profile.user_id === educatorId);
  if (listed) return fresher(listed, submitted);
  if (submitted?.user_id === educatorId) return submitted;
  return profiles[0];
}

/** The submitted copy is newer than a list that has not refetched yet. */
function fresher(listed: TProfile | undefined, submitted: TProfile | null): TProfile | undefined {
  return listed && submitted?.id === listed.id ? submitted : listed;
}

/** `/profiling/12` → 12; anything that is not a positive whole number selects nothing. */
export function parseEducatorId(param: string | undefined): number | undefined {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : undefined;
}
