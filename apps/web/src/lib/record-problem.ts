import { ApiError } from './api-client';

/** Why a detail page cannot show its record: it is not there (404) or not the user's to see (403). */
export type RecordProblem = 'not-found' | 'no-access';

/**
 * The answers a detail page explains itself, with the not-found or no-access panel
 * (components/record-unavailable.tsx): its read raises no message for them (`unreportedStatuses`).
 */
export const RECORD_PROBLEM_STATUSES = [403, 404] as const;

/**
 * How a detail read failed, for the panel: a 404 (unknown id, another institute's record), a 403, or
 * null for any other failure, which the page reports in its own words. An address whose id is not a
 * number names no record at all.
 */
export function recordProblemOf(error: unknown, id?: string): RecordProblem | null {
  if (id !== undefined && !/^\d+$/.test(id)) return 'not-found';
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'not-found';
  if (error.status === 403) return 'no-access';
  return null;
}
