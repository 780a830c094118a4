import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';
import { compactUserCounts } from './list-repository.js';

export const USER_COUNTS_JOB = 'user-counts-fold';

/**
 * Every 10 minutes: folds the rows the users' triggers add to `user_counts` (one per statement that
 * inserted or deleted users) into one per institute, so the whole list's total sums a row or two.
 */
export function userJobs(jobs: JobRegistry, deps: Pick<AppDeps, 'db'>) {
  jobs.schedule(USER_COUNTS_JOB, '*/10 * * * *', () => compactUserCounts(deps.db), {
    deleteAfterSeconds: 86_400,
  });
}
