import { counted, type TProfile } from '@pdp/contract';
import { formatDate } from '../../../../lib/dates';

export type BadgeTone = 'grey' | 'amber' | 'blue';

export interface ProfileBadge {
  label: 'In Progress with Educator' | 'Waiting for Supervisor' | 'In Progress for Supervisor';
  tone: BadgeTone;
}

type BadgeFields = Pick<TProfile, 'completed' | 'educator_completed' | 'supervisor_completed_percent'>;

/** Part 1 §4 "Profile completion badge": who the profile is waiting for, or nothing once completed. */
export function profileBadge(profile: BadgeFields): ProfileBadge | null {
  if (profile.completed) return null;
  if (!profile.educator_completed) return { label: 'In Progress with Educator', tone: 'grey' };
  if (profile.supervisor_completed_percent > 0) return { label: 'In Progress for Supervisor', tone: 'blue' };
  return { label: 'Waiting for Supervisor', tone: 'amber' };
}

type DateFields = Pick<TProfile, 'status' | 'educator_completed_at' | 'completed_at'>;

/**
 * The completed-on line (part 1 §4): while the status is about the educator (they have not
 * finished, or have and it waits on the supervisor) the educator's completion date; once the
 * profile is COMPLETE, the overall completion date. Null when there is no date yet.
 */
export function completedOn(profile: DateFields): { label: string; date: string } | null {
  const isComplete = profile.status === 'COMPLETE';
  const date = formatDate(isComplete ? profile.completed_at : profile.educator_completed_at);
  if (!date) return null;
  return { label: isComplete ? 'Completed' : 'Educator completed', date };
}

/** "1 response", "42 responses": how many statements the educator answered. */
export function responseCountText(count: number): string {
  return counted(count, 'response');
}

/** Whether the supervisor may still rate: the educator has finished and nobody has closed the profile. */
export function canRateProfile(
  profile: Pick<TProfile, 'educator_completed' | 'supervisor_completed' | 'completed'>,
): boolean {
  return profile.educator_completed && !profile.supervisor_completed && !profile.completed;
}
