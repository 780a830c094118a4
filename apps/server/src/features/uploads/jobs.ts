import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';
import { sweepCachedUploads } from './service.js';

export const CACHED_UPLOAD_SWEEP_JOB = 'cached-upload-sweep';

/** Hourly (at :41): deletes evidence uploads never saved with a point request within 24 hours. */
export function uploadJobs(jobs: JobRegistry, deps: Pick<AppDeps, 'db' | 'storage'>) {
  jobs.schedule(CACHED_UPLOAD_SWEEP_JOB, '41 * * * *', () => sweepCachedUploads(deps), {
    deleteAfterSeconds: 86_400,
  });
}
