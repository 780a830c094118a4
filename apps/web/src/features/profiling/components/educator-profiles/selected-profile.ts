import type { TProfile } from '@pdp/contract';

/** What the right-hand side of Educator Profiles shows. */
export type ProfileSelection =
  | { kind: 'profile'; profile: TProfile }
  | { kind: 'loading' }
  /** No educator in the URL, and the list is empty. */
  | { kind: 'none' }
  /** The URL's educator has no profile this user may see (not theirs, no such educator, none this period). */
  | { kind: 'not-found' };

export interface SelectionInput {
  /** The listed profiles; undefined while the list loads. */
  profiles: readonly TProfile[] | undefined;
  /** `/profiling/{educatorId}`: undefined for `/profiling`, 'invalid' for an address that names no one. */
  educatorId: number | 'invalid' | undefined;
  /** That educator's own profile (looked up apart from the list); undefined while it loads. */
  educatorProfile: TProfile | null | undefined;
  /** A profile just submitted, kept on screen in its submitted state until another is picked. */
  submitted: TProfile | null;
}

/**
 * Which profile the form shows (part 1 §2.4, issue 12 §10): the URL's educator and no one else,
 * whatever the list holds (reports link here); without one, the first of the list.
 */
export function selectProfile({
  profiles,
  educatorId,
  educatorProfile,
  submitted,
}: SelectionInput): ProfileSelection {
  if (educatorId === 'invalid') return { kind: 'not-found' };
  if (educatorId === undefined) {
    if (profiles === undefined) return { kind: 'loading' };
    const first = fresher(profiles[0], submitted);
    return first ? { kind: 'profile', profile: first } : { kind: 'none' };
  }
  if (submitted?.user_id === educatorId) return { kind: 'profile', profile: submitted };
  if (educatorProfile === undefined) {
    // Picked from the list: that same educator's listed profile shows at once, and stays mounted when
    // their own lookup answers, instead of a spinner that would unmount a form being rated.
    const listed = profiles?.find((candidate) => candidate.user_id === educatorId);
    return listed ? { kind: 'profile', profile: listed } : { kind: 'loading' };
  }
  return educatorProfile ? { kind: 'profile', profile: educatorProfile } : { kind: 'not-found' };
}

/** The submitted copy is newer than a list that has not refetched yet. */
function fresher(listed: TProfile | undefined, submitted: TProfile | null): TProfile | undefined {
  return listed && submitted?.id === listed.id ? submitted : listed;
}

/** `/profiling/12` → 12; a segment that is not a positive whole number (in range) names no one. */
export function parseEducatorId(param: string | undefined): number | 'invalid' | undefined {
  if (param === undefined) return undefined;
  return /^\d{1,10}$/.test(param) && Number(param) > 0 && Number(param) <= 2 ** 31 - 1
    ? Number(param)
    : 'invalid';
}
