import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';

export const SESSION_PURGE_JOB = 'session-purge';

/** Deletes idle and expired sessions (they are refused anyway; this keeps the table small). */
export function authJobs(jobs: JobRegistry, deps: Pick<AppDeps, 'config' | 'sessions'>) {
  jobs.schedule(SESSION_PURGE_JOB, deps.config.sessionPurgeCron, () => deps.sessions.purgeExpired(), {
    deleteAfterSeconds: 86_400,
  });
}
